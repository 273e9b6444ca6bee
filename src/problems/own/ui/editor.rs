//! [`CodeEditor`]: the learner's program in a text field fit for code: its lines numbered, the
//! line of an error marked, Tab indenting, and what was typed kept until it is used (the button,
//! Ctrl+Enter, or leaving the field), as a settings field keeps it while a search runs. It folds
//! to one line while a search is on show, so that the board and the tree are in view, unless the
//! learner unfolds it.

use crate::model::i18n::say;
use crate::model::i18n::t;
use crate::problems::own::model::text::OwnText;
use web_sys::{HtmlDetailsElement, HtmlElement, HtmlTextAreaElement};
use yew::prelude::*;

/// What Tab inserts.
const INDENT: &str = "    ";

/// Props of [`CodeEditor`].
#[derive(Properties, PartialEq)]
pub struct CodeEditorProps {
    /// The program in use.
    pub source: String,
    /// The line (from 1) of the error that stopped the program, if one did.
    pub error_line: Option<u32>,
    /// Gets the program when the learner uses it.
    pub on_use: Callback<String>,
    /// Whether it is unfolded unless the learner has folded or unfolded it: before a search,
    /// or when the program went wrong.
    pub unfolded: bool,
    /// Whether it holds the other program of a comparison of two (its hooks `other-editor`,
    /// `use-other` and `other-summary`), not the learner's.
    #[prop_or_default]
    pub other: bool,
}

/// What the field holds: the program in use, or what the learner typed over it.
struct Draft {
    /// The program as last drawn.
    source: String,
    /// Text typed and not yet used.
    typed: Option<String>,
    /// Whether Escape was pressed last: the next Tab leaves the field (a keyboard's way out).
    escaped: bool,
}

/// The program's editor; see the module's documentation.
#[component]
pub fn CodeEditor(props: &CodeEditorProps) -> Html {
    let draft = use_mut_ref(|| Draft { source: props.source.clone(), typed: None, escaped: false });
    let redraw = use_force_update();
    let gutter = use_node_ref();
    // The learner's own choice, once they fold or unfold it, and what the page last drew (a
    // toggle the page made itself is not the learner's).
    let chosen = use_state(|| None::<bool>);
    let drawn = use_mut_ref(|| props.unfolded);
    let open = chosen.unwrap_or(props.unfolded);
    *drawn.borrow_mut() = open;
    let ontoggle = {
        let chosen = chosen.clone();
        Callback::from(move |e: Event| {
            let now = e.target_unchecked_into::<HtmlDetailsElement>().open();
            if now != *drawn.borrow() {
                chosen.set(Some(now));
            }
        })
    };
    if draft.borrow().source != props.source {
        *draft.borrow_mut() = Draft { source: props.source.clone(), typed: None, escaped: false };
    }
    let shown = draft.borrow().typed.clone().unwrap_or_else(|| props.source.clone());
    let field = |e: &Event| e.target_unchecked_into::<HtmlTextAreaElement>();
    let oninput = {
        let (draft, redraw) = (draft.clone(), redraw.clone());
        Callback::from(move |e: InputEvent| {
            draft.borrow_mut().typed = Some(field(&e).value());
            redraw.force_update();
        })
    };
    let commit = {
        let (draft, on_use) = (draft.clone(), props.on_use.clone());
        move |text: String| {
            draft.borrow_mut().typed = None;
            on_use.emit(text);
        }
    };
    let onchange = {
        let commit = commit.clone();
        Callback::from(move |e: Event| commit(field(&e).value()))
    };
    let onkeydown = {
        let (draft, redraw, commit) = (draft.clone(), redraw.clone(), commit.clone());
        Callback::from(move |e: KeyboardEvent| {
            let escaped = std::mem::replace(&mut draft.borrow_mut().escaped, e.key() == "Escape");
            let area = e.target_unchecked_into::<HtmlTextAreaElement>();
            if e.key() == "Enter" && (e.ctrl_key() || e.meta_key()) {
                e.prevent_default();
                commit(area.value());
            } else if e.key() == "Tab"
                && !escaped
                && !e.shift_key()
                && !e.ctrl_key()
                && !e.alt_key()
            {
                e.prevent_default();
                let _ = area.set_range_text_with_start_and_end_and_mode(
                    INDENT,
                    area.selection_start().ok().flatten().unwrap_or(0),
                    area.selection_end().ok().flatten().unwrap_or(0),
                    "end",
                );
                draft.borrow_mut().typed = Some(area.value());
                redraw.force_update();
            }
        })
    };
    let onscroll = {
        let gutter = gutter.clone();
        Callback::from(move |e: Event| {
            let area = e.target_unchecked_into::<HtmlElement>();
            if let Some(gutter) = gutter.cast::<HtmlElement>() {
                gutter.set_scroll_top(area.scroll_top());
            }
        })
    };
    let on_button = {
        let draft = draft.clone();
        let source = props.source.clone();
        Callback::from(move |_: MouseEvent| {
            let text = draft.borrow().typed.clone().unwrap_or_else(|| source.clone());
            commit(text);
        })
    };
    let lines = shown.lines().count().max(1) + usize::from(shown.ends_with('\n'));
    let number = |n: usize| {
        let wrong = props.error_line == Some(n as u32);
        html! { <span class={classes!(wrong.then_some("error-line"))}>{ n }{ "\n" }</span> }
    };
    let summary = say(OwnText::EditorSummary, &[("lines", &lines)]);
    let (label, hooks) = if props.other {
        (t(OwnText::OtherEditorLabel), ["other-summary", "other-editor", "use-other"])
    } else {
        (t(OwnText::EditorLabel), ["program-summary", "code-editor", "use-program"])
    };
    html! {
        <details class="code-editor" {open} {ontoggle}>
            <summary data-testid={hooks[0]}><span class="editor-label">{ label }</span>
                <span class="hint">{ summary }</span></summary>
            <div class="editor-frame">
                <pre class="gutter" aria-hidden="true" ref={gutter}>{ for (1..=lines).map(number) }</pre>
                <textarea data-testid={hooks[1]} aria-label={label} spellcheck="false" autocomplete="off"
                    autocapitalize="off" wrap="off" rows="14" value={shown}
                    {oninput} {onchange} {onkeydown} {onscroll} />
            </div>
            <p class="hint">{ t(OwnText::EditorHint) }</p>
            <button type="button" class="primary" data-testid={hooks[2]} onclick={on_button}>{ t(OwnText::Use) }</button>
        </details>
    }
}
