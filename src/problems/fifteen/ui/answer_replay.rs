//! [`AnswerReplay`]: the answer's moves replayed on the board, one every 0.7 s from the start to
//! the goal (at once where the user asked for reduced motion), with the move shown and a
//! button to replay it.

use super::puzzle_board::PuzzleBoard;
use crate::model::i18n::{say, t};
use crate::problems::fifteen::core::{Move, Position};
use crate::problems::fifteen::model::settings::move_word;
use crate::problems::fifteen::model::text::FifteenText;
use crate::problems::fifteen::model::tree::move_word_slug;
use crate::ui::dom;
use crate::ui::hooks::interval::Interval;
use yew::prelude::*;

/// How long each move of the replay stays on the board, in milliseconds.
const MOVE_MS: i32 = 700;

/// Props of [`AnswerReplay`].
#[derive(Properties, PartialEq)]
pub struct AnswerReplayProps {
    /// The start.
    pub start: Position,
    /// The blank's moves from the start to the goal.
    pub moves: Vec<Move>,
}

/// The answer replayed on the board.
#[component]
pub fn AnswerReplay(props: &AnswerReplayProps) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let total = props.moves.len();
    let shown = use_state(|| if dom::prefers_reduced_motion() { total } else { 0 });
    {
        let shown = shown.clone();
        use_effect_with((*shown, total), move |&(at, total)| {
            let timer = (at < total)
                .then(|| Interval::start(MOVE_MS, move |_| shown.set((at + 1).min(total))));
            move || drop(timer)
        });
    }
    let at = (*shown).min(total);
    let position = props.start.after(props.moves[..at].iter().copied());
    let moved = at.checked_sub(1).and_then(|k| {
        let before = props.start.after(props.moves[..k].iter().copied());
        before.tiles().get(position.blank()).copied()
    });
    let slugs: Vec<&str> = props.moves.iter().map(|&m| move_word_slug(m)).collect();
    let caption = match at.checked_sub(1) {
        None => t(FifteenText::AtStart).to_string(),
        Some(k) => format!(
            "{}: {}",
            say(FifteenText::MoveOf, &[("k", &(k + 1)), ("n", &total)]),
            move_word(props.moves[k])
        ),
    };
    let replay = {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| shown.set(0))
    };
    html! {
        <div class="answer-replay">
            <PuzzleBoard {position} {moved} moves={slugs.join(",")} />
            <p class="replay-bar">
                <span data-testid="replay-move">{ caption }</span>
                <button type="button" class="small" data-testid="replay-answer" onclick={replay}>{ t(FifteenText::ReplayAnswer) }</button>
            </p>
        </div>
    }
}
