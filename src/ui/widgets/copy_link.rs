//! The "copy link to this view" and "copy embed code" buttons: every view is a URL, and every
//! view can be embedded in a course page or slides by an `<iframe>` of the size the teacher
//! picks, showing the tree or the code beside the board.

use crate::model::classroom::{embed_code, Pane, EMBED_SIZES};
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{t, Lang};
use crate::ui::dom;
use crate::ui::widgets::choice_field::choice_field;
use yew::prelude::*;

/// Copies the page's address (or the `<iframe>` that embeds it) to the clipboard and says so.
#[component]
pub fn CopyLink() -> Html {
    use_context::<Lang>();
    let copied = use_state(|| None::<bool>);
    let size = use_state(|| EMBED_SIZES[0]);
    let pane = use_state(Pane::default);
    let copy = |embed: bool| {
        let (copied, size, pane) = (copied.clone(), *size, *pane);
        Callback::from(move |_: MouseEvent| {
            let url = dom::href();
            let text = if embed { embed_code(&url, &dom::title(), size, pane) } else { url };
            dom::copy_to_clipboard(&text);
            copied.set(Some(embed));
        })
    };
    let on_size = {
        let size = size.clone();
        Callback::from(move |e: Event| {
            let chosen = dom::select_value(&e).and_then(|v| v.parse::<usize>().ok());
            size.set(chosen.and_then(|i| EMBED_SIZES.get(i).copied()).unwrap_or(EMBED_SIZES[0]));
        })
    };
    let on_pane = {
        let pane = pane.clone();
        Callback::from(move |chosen| pane.set(chosen))
    };
    let sizes = EMBED_SIZES.iter().enumerate().map(|(i, &(w, h))| {
        html! { <option value={i.to_string()} selected={(w, h) == *size}>{ format!("{w} × {h}") }</option> }
    });
    let pane_name =
        |p| t(if p == Pane::Tree { CommonText::PaneTree } else { CommonText::PaneCode });
    html! {
        <>
            <button type="button" class="wide" data-testid="copy-link" onclick={copy(false)}>
                { t(if *copied == Some(false) { CommonText::LinkCopied } else { CommonText::CopyLink }) }
            </button>
            <label>{ t(CommonText::EmbedSize) }<select data-testid="embed-size" onchange={on_size}>{ for sizes }</select></label>
            { choice_field(t(CommonText::EmbedPane), "embed-pane", *pane, pane_name, on_pane) }
            <button type="button" class="wide" data-testid="copy-embed" onclick={copy(true)}
                title={t(CommonText::CopyEmbedTitle)}>
                { t(if *copied == Some(true) { CommonText::EmbedCopied } else { CommonText::CopyEmbed }) }
            </button>
        </>
    }
}
