//! The maze's messages, in one area of fixed height so that nothing they say moves the grid:
//! the game's state and status line (with Skip while the maze is watched), the notices, a
//! failed maker with Try again, the win and the hint; the newest is scrolled into the area.

use crate::model::game::clock;
use crate::model::i18n::say;
use crate::model::i18n::t;
use crate::model::status::fixed;
use crate::problems::math_maze::model::action::MazeAction;
use crate::problems::math_maze::model::page::MazePage as Model;
use crate::problems::math_maze::model::records::Improved;
use crate::problems::math_maze::model::text::{count, MathMazeText};
use crate::ui::widgets::failure::Failure;
use crate::ui::widgets::notice::Notice;
use web_sys::Element;
use yew::prelude::*;

/// What a win changed in the records, in words (empty if nothing).
fn improved_text(improved: Improved, streak: u32) -> String {
    let mut text = String::new();
    match (improved.time, improved.moves) {
        (true, true) => text.push_str(t(MathMazeText::BestBoth)),
        (true, false) => text.push_str(t(MathMazeText::BestTime)),
        (false, true) => text.push_str(t(MathMazeText::BestMoves)),
        (false, false) => {}
    }
    if improved.streak {
        let days = count(streak.into(), MathMazeText::DayOne, MathMazeText::DayMany);
        text.push_str(&say(MathMazeText::StreakGrew, &[("days", &days)]));
    }
    text
}

/// The bar of the game's state, the status line and, while watching, Skip.
fn game_bar(model: &Model, input: &Callback<MazeAction>) -> Html {
    let game_state = model.game_state();
    let game_state_name = game_state.name();
    let on_skip = input.reform(|_: MouseEvent| MazeAction::Skip);
    html! {
        <div class="game-bar">
            <span class={classes!("game-state", game_state_name)} data-testid="game-state" data-state={game_state_name}
                data-generation-ms={model.made_stats().map(|(ms, _)| fixed(ms, 1))}>
                { game_state.label() }
            </span>
            <p class={classes!("status", if model.failed() { "failed" } else if model.playing() { "" } else { "running" })} aria-live="polite" data-testid="status">{ model.status() }</p>
            if model.watching() {
                <button type="button" class="skip" data-testid="skip" onclick={on_skip}>{ t(MathMazeText::Skip) }</button>
            }
        </div>
    }
}

/// The message of a solved puzzle: its time, moves, hints and records, or that it was revealed.
fn won_box(model: &Model) -> Html {
    let session = model.session();
    let elapsed = session.and_then(|s| s.solving_time_ms().map(clock));
    let moves = session.map_or(0, |s| s.game.moves());
    html! {
        <div class="won" role="status" data-testid="won">
            if session.is_some_and(|s| s.revealed) {
                <strong>{ t(MathMazeText::Revealed) }</strong>{ t(MathMazeText::PressNewGame) }
            } else {
                <strong>{ t(MathMazeText::Solved) }</strong>
                { say(MathMazeText::WonLine, &[("time", &elapsed.unwrap_or_default()),
                    ("moves", &count(moves.into(), MathMazeText::MoveOne, MathMazeText::MoveMany)),
                    ("hints", &count(session.map_or(0, |s| s.hints.into()), MathMazeText::HintOne, MathMazeText::HintMany))]) }
                if let Some(improved) = model.improved() {
                    { improved_text(improved, model.records().streak.days) }
                }
            }
        </div>
    }
}

/// What the messages area shows besides the state and status line: whether the maker failed,
/// whether the puzzle is solved, the hint, and how many notices.
fn shown(model: &Model) -> (bool, bool, Option<String>, usize) {
    let hint = model.session().and_then(|s| s.hint.as_ref()).map(|h| h.text.clone());
    (model.maker().failure().is_some(), model.solved(), hint, model.notices().len())
}

/// Keeps the newest message of the messages area `area` in view: whenever the messages shown
/// change, the area (not the page) scrolls so that its last one starts at its top, or back to
/// the state and status when they are alone.
#[hook]
pub(super) fn use_newest_message(area: NodeRef, model: &Model) {
    use_effect_with(shown(model), move |_| {
        let Some(area) = area.cast::<Element>() else { return };
        let Some(last) = area.last_element_child() else { return };
        let below = last.get_bounding_client_rect().top() - area.get_bounding_client_rect().top();
        // Pixels: far inside i32.
        #[allow(clippy::cast_possible_truncation)]
        area.set_scroll_top(area.scroll_top() + below.round() as i32);
    });
}

/// The messages area (`area` is its node): the state and status, then the notices, a failed
/// maker, the win and the hint, the newest last. Its height is fixed (it scrolls, and takes
/// the focus to be scrolled by keys).
pub(super) fn messages(model: &Model, input: &Callback<MazeAction>, area: &NodeRef) -> Html {
    let on_retry = input.reform(|_| MazeAction::RetryMaker);
    let on_dismiss = input.reform(|_| MazeAction::DismissNotices);
    html! {
        <section ref={area.clone()} class="messages" data-testid="messages" tabindex="0" aria-label={t(MathMazeText::MessagesLabel)}>
            { game_bar(model, input) }
            <Notice messages={model.notices().to_vec()} {on_dismiss} />
            if let Some(message) = model.maker().failure().map(String::from) {
                <Failure {message} {on_retry} />
            }
            if model.solved() {
                { won_box(model) }
            }
            if let Some(hint) = model.session().and_then(|s| s.hint.as_ref()) {
                <p class="hint-box" role="status" data-testid="hint-text"><strong>{ t(MathMazeText::HintLabel) }</strong>{ hint.text.clone() }</p>
            }
        </section>
    }
}
