//! [`Notice`]: a page's notices about input it rejected or clamped, which the user dismisses.

use crate::model::i18n::common::CommonText;
use crate::model::i18n::{t, Lang};
use yew::prelude::*;

/// Props of [`Notice`].
#[derive(Properties, PartialEq)]
pub struct NoticeProps {
    /// The messages, one per line; nothing is shown when empty.
    pub messages: Vec<String>,
    /// Called when the user dismisses the notice.
    pub on_dismiss: Callback<()>,
    /// Whether new messages scroll the page to show them at the top, the fields they are about
    /// under them (a notice above the fields would otherwise grow out of sight).
    #[prop_or_default]
    pub reveal: bool,
}

/// A dismissible list of messages about input the page could not honour.
#[component]
pub fn Notice(props: &NoticeProps) -> Html {
    use_context::<Lang>();
    let shown = use_node_ref();
    {
        let (shown, reveal) = (shown.clone(), props.reveal);
        use_effect_with(props.messages.clone(), move |messages| {
            if let Some(notice) = shown.cast::<web_sys::Element>().filter(|_| reveal) {
                if !messages.is_empty() {
                    crate::ui::dom::bring_to_top(&notice);
                }
            }
        });
    }
    if props.messages.is_empty() {
        return html! {};
    }
    let dismiss = props.on_dismiss.reform(|_: MouseEvent| ());
    html! {
        <div class="notice" data-testid="notice" role="status" ref={shown}>
            <ul>{ for props.messages.iter().map(|m| html! { <li>{ m }</li> }) }</ul>
            <button type="button" class="ghost" onclick={dismiss} aria-label={t(CommonText::Dismiss)}>{ "✕" }</button>
        </div>
    }
}
