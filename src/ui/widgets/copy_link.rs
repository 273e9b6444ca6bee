//! The "copy link to this view" and "copy embed code" buttons: every view is a URL, and every
//! view can be embedded in a course page or slides by an `<iframe>`.

use crate::model::classroom::embed_code;
use crate::model::i18n::common::T;
use crate::model::i18n::{t, Lang};
use crate::ui::dom;
use yew::prelude::*;

/// Copies the page's address (or the `<iframe>` that embeds it) to the clipboard and says so.
#[component]
pub fn CopyLink() -> Html {
    use_context::<Lang>();
    let copied = use_state(|| None::<bool>);
    let copy = |embed: bool| {
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            let url = dom::href();
            let text = if embed { embed_code(&url, &dom::title()) } else { url };
            dom::copy_to_clipboard(&text);
            copied.set(Some(embed));
        })
    };
    html! {
        <>
            <button type="button" class="wide" data-testid="copy-link" onclick={copy(false)}>
                { t(if *copied == Some(false) { T::LinkCopied } else { T::CopyLink }) }
            </button>
            <button type="button" class="wide" data-testid="copy-embed" onclick={copy(true)}
                title={t(T::CopyEmbedTitle)}>
                { t(if *copied == Some(true) { T::EmbedCopied } else { T::CopyEmbed }) }
            </button>
        </>
    }
}
