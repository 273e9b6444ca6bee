//! The full-screen switch of the page's header.

use crate::model::i18n::common::CommonText;
use crate::model::i18n::{t, Lang};
use crate::ui::dom;
use crate::ui::hooks::page_hooks::use_document_event;
use yew::prelude::*;

/// The full-screen switch: pressed while the page is full screen, and then it says how to leave.
#[component]
pub fn FullscreenButton() -> Html {
    use_context::<Lang>();
    let full = use_state(dom::is_fullscreen);
    {
        let full = full.clone();
        use_document_event(
            "fullscreenchange",
            Callback::from(move |_: web_sys::Event| {
                full.set(dom::is_fullscreen());
            }),
        );
    }
    let (label, title) = if *full {
        (CommonText::ExitFullScreen, CommonText::ExitFullScreenTitle)
    } else {
        (CommonText::FullScreen, CommonText::FullScreenTitle)
    };
    html! {
        <button type="button" class="fullscreen" data-testid="fullscreen" title={t(title)}
            aria-pressed={full.to_string()}
            onclick={Callback::from(|_: MouseEvent| dom::toggle_fullscreen())}>{ t(label) }</button>
    }
}
