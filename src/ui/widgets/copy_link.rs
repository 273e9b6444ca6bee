//! The "copy link to this view" button: every view is a URL.

use crate::ui::dom;
use yew::prelude::*;

/// Copies the page's address to the clipboard and says so.
#[component]
pub fn CopyLink() -> Html {
    let copied = use_state(|| false);
    let onclick = {
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            dom::copy_to_clipboard(&dom::href());
            copied.set(true);
        })
    };
    html! {
        <button type="button" class="wide" data-testid="copy-link" {onclick}>
            { if *copied { "Link copied ✓" } else { "Copy link to this view" } }
        </button>
    }
}
