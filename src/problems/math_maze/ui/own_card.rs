//! The "Your own puzzle" card: the puzzle's code with a copy button, the verdict on a typed-in
//! puzzle, and the editor that types one in.

use crate::model::i18n::grid::GridText;
use crate::model::i18n::say;
use crate::model::i18n::{t, Lang};
use crate::problems::math_maze::core::verdict::PuzzleVerdict;
use crate::problems::math_maze::model::action::EditChange;
use crate::problems::math_maze::model::custom::{clues_text, givens_text, impossible_text};
use crate::problems::math_maze::model::editor::Draft;
use crate::problems::math_maze::model::text::MathMazeText;
use crate::ui::dom;
use crate::ui::widgets::setting_input::SettingInput;
use yew::prelude::*;

/// Props of [`OwnCard`].
#[derive(Properties, PartialEq)]
pub struct OwnCardProps {
    /// The code of the puzzle shown, once it is known.
    pub code: Option<String>,
    /// Whether the puzzle shown was typed in.
    pub typed_in: bool,
    /// Its verdict, once settled.
    pub verdict: Option<PuzzleVerdict>,
    /// The editor's draft, while it is open.
    pub draft: Option<Draft>,
    /// A change to the editor.
    pub on_edit: Callback<EditChange>,
    /// Draw the other of two solutions.
    pub on_other: Callback<MouseEvent>,
}

/// What a verdict says.
fn verdict_text(verdict: &PuzzleVerdict) -> String {
    match verdict {
        PuzzleVerdict::Unique(_) => t(MathMazeText::VerdictUnique).into(),
        PuzzleVerdict::Several(..) => t(MathMazeText::VerdictSeveral).into(),
        PuzzleVerdict::None(why) => {
            say(MathMazeText::NoSolution, &[("why", &impossible_text(*why))])
        }
    }
}

/// A field of the editor, read as the URL parameter `key` when it changes.
fn field(
    label: &str,
    key: &'static str,
    value: String,
    wide: bool,
    on_edit: &Callback<EditChange>,
) -> Html {
    let onchange = on_edit.reform(move |text| EditChange::Field { key, text });
    html! {
        <label class={classes!(wide.then_some("wide"))}>{ label }
            <SettingInput testid={format!("edit-{key}")} {value} {onchange} />
        </label>
    }
}

/// The card.
#[component]
pub fn OwnCard(props: &OwnCardProps) -> Html {
    // Drawn again when the language changes.
    use_context::<Lang>();
    let copied = use_state(|| false);
    let on_copy = {
        let (copied, code) = (copied.clone(), props.code.clone().unwrap_or_default());
        Callback::from(move |_: MouseEvent| {
            dom::copy_to_clipboard(&code);
            copied.set(true);
        })
    };
    let edit = |change: EditChange| props.on_edit.reform(move |_: MouseEvent| change.clone());
    let editor = props.draft.as_ref().map(|draft| {
        let p = &draft.puzzle;
        let (list, givens) = (clues_text, givens_text(&p.givens));
        let on_edit = &props.on_edit;
        html! {
            <div class="editor" data-testid="editor">
                <div class="fields">
                    { field(t(GridText::Rows), "rows", p.board.rows().to_string(), false, on_edit) }
                    { field(t(GridText::Columns), "cols", p.board.cols().to_string(), false, on_edit) }
                    { field(t(MathMazeText::FieldStart), "start", p.start.to_string(), false, on_edit) }
                    { field(t(MathMazeText::FieldFinish), "finish", p.finish.to_string(), false, on_edit) }
                    { field(t(MathMazeText::FieldRowClues), "rowclues", list(&p.row_clues), true, on_edit) }
                    { field(t(MathMazeText::FieldColClues), "colclues", list(&p.col_clues), true, on_edit) }
                    { field(t(MathMazeText::FieldGivens), "givens", givens, true, on_edit) }
                </div>
                if !draft.notices.is_empty() {
                    <ul class="editor-notices" role="status">
                        { for draft.notices.iter().map(|n| html! { <li>{ n.clone() }</li> }) }
                    </ul>
                }
                <div class="buttons">
                    <button type="button" class="primary" data-testid="edit-play" onclick={edit(EditChange::Play)}>{ t(MathMazeText::CheckAndPlay) }</button>
                    <button type="button" data-testid="edit-cancel" onclick={edit(EditChange::Cancel)}>{ t(MathMazeText::Cancel) }</button>
                </div>
            </div>
        }
    });
    html! {
        <section class="card own">
            <h2>{ t(MathMazeText::OwnHeading) }</h2>
            if props.typed_in {
                <p class="verdict" role="status" data-testid="puzzle-verdict" data-value={props.verdict.as_ref().map(|v| v.name())}>
                    { props.verdict.as_ref().map_or_else(|| t(MathMazeText::Counting).to_string(), verdict_text) }
                </p>
                if matches!(props.verdict, Some(PuzzleVerdict::Several(..))) {
                    <button type="button" data-testid="other-solution" onclick={props.on_other.clone()}>{ t(MathMazeText::OtherSolution) }</button>
                }
            }
            if let Some(editor) = editor {
                { editor }
            } else {
                <p class="hint">{ t(MathMazeText::TypeInHint) }</p>
                <button type="button" data-testid="edit-puzzle" onclick={edit(EditChange::Open)}>{ t(MathMazeText::TypeIn) }</button>
            }
            if let Some(code) = props.code.clone() {
                <p class="code-row">{ t(MathMazeText::PuzzleCode) }
                    <code data-testid="puzzle-code" data-value={code.clone()}>{ code }</code>
                    <button type="button" data-testid="copy-code" onclick={on_copy}>{ t(if *copied { MathMazeText::Copied } else { MathMazeText::CopyCode }) }</button>
                </p>
            }
        </section>
    }
}
