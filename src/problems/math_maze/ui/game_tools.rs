//! [`GameTools`]: the math-maze tools under the grid: undo, redo, restart, marks, hint, check,
//! reveal, the clock and the moves.

use crate::model::i18n::{t, Lang};
use crate::problems::math_maze::model::text::{count, MathMazeText};
use yew::prelude::*;

/// Props of [`GameTools`].
#[derive(Properties, PartialEq)]
pub struct GameToolsProps {
    /// Moves made.
    pub moves: u32,
    /// The time since the first move (or the solving time), once there is a move.
    pub clock: Option<String>,
    /// Whether the game is in play (not generating).
    pub playing: bool,
    /// Whether there is a move to undo.
    pub can_undo: bool,
    /// Whether there is a move to redo.
    pub can_redo: bool,
    /// Undo.
    pub on_undo: Callback<MouseEvent>,
    /// Redo.
    pub on_redo: Callback<MouseEvent>,
    /// Restart.
    pub on_restart: Callback<MouseEvent>,
    /// Whether mark mode is on (a tap marks a cell empty).
    pub marking: bool,
    /// Mark mode on or off.
    pub on_marking: Callback<MouseEvent>,
    /// Whether the learner's aids apply (in play, not solved).
    pub helping: bool,
    /// A hint.
    pub on_hint: Callback<MouseEvent>,
    /// Whether a hint is being worked out.
    pub hint_pending: bool,
    /// Check my path.
    pub on_check: Callback<MouseEvent>,
    /// Reveal solution.
    pub on_reveal: Callback<MouseEvent>,
}

/// The tools right under the grid, within reach on a phone: undo, redo, restart, mark mode, the
/// aids (hint, check, reveal), the clock and the moves.
#[component]
pub fn GameTools(props: &GameToolsProps) -> Html {
    // Drawn again when the language changes.
    use_context::<Lang>();
    html! {
        <div class="game-tools">
            <div class="buttons" role="group" aria-label={t(MathMazeText::MovesGroup)}>
                <button type="button" data-testid="undo" disabled={!props.can_undo} onclick={props.on_undo.clone()} title={t(MathMazeText::UndoTitle)}>{ t(MathMazeText::Undo) }</button>
                <button type="button" data-testid="redo" disabled={!props.can_redo} onclick={props.on_redo.clone()} title={t(MathMazeText::RedoTitle)}>{ t(MathMazeText::Redo) }</button>
                <button type="button" data-testid="restart" disabled={!props.playing} onclick={props.on_restart.clone()}>{ t(MathMazeText::Restart) }</button>
                <button type="button" class="mark-mode" data-testid="mark-mode" aria-pressed={props.marking.to_string()} disabled={!props.playing}
                    onclick={props.on_marking.clone()} title={t(MathMazeText::MarkModeTitle)}>{ t(MathMazeText::MarkMode) }</button>
            </div>
            <div class="buttons" role="group" aria-label={t(MathMazeText::AidsGroup)}>
                <button type="button" data-testid="hint" disabled={!props.helping || props.hint_pending} onclick={props.on_hint.clone()}>
                    { t(if props.hint_pending { MathMazeText::Thinking } else { MathMazeText::Hint }) }</button>
                <button type="button" data-testid="check" disabled={!props.helping} onclick={props.on_check.clone()}>{ t(MathMazeText::Check) }</button>
                <button type="button" data-testid="reveal" disabled={!props.helping} onclick={props.on_reveal.clone()}>{ t(MathMazeText::Reveal) }</button>
            </div>
            <span class="moves" data-testid="moves">
                if let Some(clock) = props.clock.clone() { <span class="clock" data-testid="clock">{ clock }</span>{ " · " } }
                { count(props.moves.into(), MathMazeText::MoveOne, MathMazeText::MoveMany) }
            </span>
        </div>
    }
}
