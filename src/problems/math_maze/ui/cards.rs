//! The math-maze page's controls: the tools under the grid (undo, redo, restart, marks, hint,
//! check, reveal, the clock), the play card (new game, daily, print) and the puzzle card (size, difficulty, ends, show).

use crate::core::grid::Board;
use crate::problems::math_maze::core::deduce::Difficulty;
use crate::problems::math_maze::core::{MAX_MAZE_SIDE, MIN_MAZE_SIDE};
use crate::model::i18n::say;
use crate::model::i18n::{t, Lang};
use crate::problems::math_maze::model::daily::Day;
use crate::problems::math_maze::model::text::{count, decimal_mark, level_label, M};
use crate::model::status::fixed;
use crate::ui::widgets::copy_link::CopyLink;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// Milliseconds as `12 ms` or `1.25 s`.
fn duration(ms: f64) -> String {
    if ms < 1000.0 {
        say(M::DurationMs, &[("n", &fixed(ms.max(1.0), 0))])
    } else {
        say(M::DurationS, &[("n", &decimal_mark(fixed(ms / 1000.0, 2)))])
    }
}

/// What the play card needs to say how the puzzle was made.
#[derive(Clone, Debug, PartialEq)]
pub struct MadeInfo {
    /// Given pieces shown.
    pub givens: usize,
    /// The worker's time to make the puzzle, in milliseconds.
    pub ms: f64,
    /// Deduction-solver runs it took.
    pub solver_runs: u64,
    /// Why the puzzle is easier than its level, if it is.
    pub easier: Option<String>,
}

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
            <div class="buttons" role="group" aria-label={t(M::MovesGroup)}>
                <button type="button" data-testid="undo" disabled={!props.can_undo} onclick={props.on_undo.clone()} title={t(M::UndoTitle)}>{ t(M::Undo) }</button>
                <button type="button" data-testid="redo" disabled={!props.can_redo} onclick={props.on_redo.clone()} title={t(M::RedoTitle)}>{ t(M::Redo) }</button>
                <button type="button" data-testid="restart" disabled={!props.playing} onclick={props.on_restart.clone()}>{ t(M::Restart) }</button>
                <button type="button" class="mark-mode" data-testid="mark-mode" aria-pressed={props.marking.to_string()} disabled={!props.playing}
                    onclick={props.on_marking.clone()} title={t(M::MarkModeTitle)}>{ t(M::MarkMode) }</button>
            </div>
            <div class="buttons" role="group" aria-label={t(M::AidsGroup)}>
                <button type="button" data-testid="hint" disabled={!props.helping || props.hint_pending} onclick={props.on_hint.clone()}>
                    { t(if props.hint_pending { M::Thinking } else { M::Hint }) }</button>
                <button type="button" data-testid="check" disabled={!props.helping} onclick={props.on_check.clone()}>{ t(M::Check) }</button>
                <button type="button" data-testid="reveal" disabled={!props.helping} onclick={props.on_reveal.clone()}>{ t(M::Reveal) }</button>
            </div>
            <span class="moves" data-testid="moves">
                if let Some(clock) = props.clock.clone() { <span class="clock" data-testid="clock">{ clock }</span>{ " · " } }
                { count(props.moves.into(), M::MoveOne, M::MoveMany) }
            </span>
        </div>
    }
}

/// Props of [`PlayCard`].
#[derive(Properties, PartialEq)]
pub struct PlayCardProps {
    /// How the puzzle was made, once it is.
    pub made: Option<MadeInfo>,
    /// New game.
    pub on_new: Callback<MouseEvent>,
    /// Today's daily puzzle.
    pub on_daily: Callback<MouseEvent>,
    /// The puzzle laid out for printing.
    pub on_print: Callback<MouseEvent>,
    /// Whether there is a puzzle to print (not a typed-in one without a single solution).
    pub can_print: bool,
}

/// The play card: a new game, the daily puzzle, print, the keys, and how the puzzle was proved.
#[component]
pub fn PlayCard(props: &PlayCardProps) -> Html {
    // Drawn again when the language changes.
    use_context::<Lang>();
    html! {
        <section class="card">
            <h2>{ t(M::PlayHeading) }</h2>
            <div class="buttons learn" role="group" aria-label={t(M::GameGroup)}>
                <button type="button" class="primary" data-testid="new-game" onclick={props.on_new.clone()}>{ t(M::NewGame) }</button>
                <button type="button" data-testid="daily" onclick={props.on_daily.clone()}>{ t(M::Daily) }</button>
                <button type="button" data-testid="print" disabled={!props.can_print} onclick={props.on_print.clone()}>{ t(M::Print) }</button>
            </div>
            <p class="keys">{ t(M::PlayKeys) }</p>
            if let Some(made) = &props.made {
                if made.givens > 0 {
                    <p class="hint">{ count(made.givens as u64, M::GivensOne, M::GivensMany) }</p>
                } else {
                    <p class="hint">{ t(M::NoGivens) }</p>
                }
                <p class="hint">{ say(M::ProvedIn, &[("time", &duration(made.ms)), ("runs", &count(made.solver_runs, M::SolverRunOne, M::SolverRunMany))]) }</p>
                if let Some(note) = made.easier.clone() {
                    <p class="hint" data-testid="grading-note">{ note }</p>
                }
            }
        </section>
    }
}

/// Props of [`PuzzleCard`].
#[derive(Properties, PartialEq)]
pub struct PuzzleCardProps {
    /// The grid.
    pub board: Board,
    /// The difficulty.
    pub difficulty: Difficulty,
    /// The seed.
    pub seed: u64,
    /// The day, if this is a daily puzzle.
    pub daily: Option<Day>,
    /// Whether generation is shown.
    pub show: bool,
    /// Whether the player is choosing the ends.
    pub picking: bool,
    /// New rows (`true`) or columns (`false`) from a slider.
    pub on_side: Callback<(bool, u16)>,
    /// A new difficulty.
    pub on_level: Callback<Difficulty>,
    /// Show generation on or off.
    pub on_show: Callback<bool>,
    /// Whether the puzzle was typed in (then there is no seed).
    pub typed_in: bool,
    /// Start or cancel choosing the ends.
    pub on_pick: Callback<MouseEvent>,
    /// Draw the ends from the seed.
    pub on_random_ends: Callback<MouseEvent>,
}

/// The puzzle card.
#[component]
pub fn PuzzleCard(props: &PuzzleCardProps) -> Html {
    // Drawn again when the language changes.
    use_context::<Lang>();
    let board = props.board;
    let slider = |rows: bool| {
        let on_side = props.on_side.clone();
        let (label, testid, value) = if rows {
            (M::RowsValue, "rows", board.rows())
        } else {
            (M::ColsValue, "cols", board.cols())
        };
        let onchange = Callback::from(move |e: Event| {
            let text = e.target_unchecked_into::<HtmlInputElement>().value();
            if let Ok(side) = text.parse() {
                on_side.emit((rows, side));
            }
        });
        html! {
            <label>{ say(label, &[("n", &value.to_string())]) }
                <input type="range" data-testid={testid} min={MIN_MAZE_SIDE.to_string()} max={MAX_MAZE_SIDE.to_string()} value={value.to_string()} {onchange} />
            </label>
        }
    };
    let on_level = props.on_level.reform(|e: Event| {
        let slug = e.target_unchecked_into::<HtmlSelectElement>().value();
        Difficulty::from_slug(&slug).unwrap_or(Difficulty::Normal)
    });
    let on_show =
        props.on_show.reform(|e: Event| e.target_unchecked_into::<HtmlInputElement>().checked());
    html! {
        <section class="card">
            <h2>{ t(M::PuzzleHeading) }</h2>
            <div class="fields">
                { slider(true) }
                { slider(false) }
                <label>{ t(M::Difficulty) }
                    <select data-testid="level" onchange={on_level}>
                        { for Difficulty::ALL.into_iter().map(|d| html! { <option value={d.slug()} selected={props.difficulty == d}>{ level_label(d) }</option> }) }
                    </select>
                </label>
                <label class="check">
                    <input type="checkbox" data-testid="show-generation" checked={props.show} onchange={on_show} />
                    { t(M::ShowGeneration) }
                </label>
                <div class="wide buttons">
                    <button type="button" data-testid="pick-ends" aria-pressed={props.picking.to_string()} onclick={props.on_pick.clone()}>
                        { t(if props.picking { M::CancelChoosing } else { M::ChooseEnds }) }
                    </button>
                    <button type="button" data-testid="random-ends" onclick={props.on_random_ends.clone()}>{ t(M::RandomEnds) }</button>
                    <CopyLink />
                </div>
            </div>
            <p class="hint">{ t(M::LevelsHint) }</p>
            if props.typed_in {
                <p class="hint">{ t(M::TypedInHint) }</p>
            } else if let Some(day) = props.daily {
                <p class="hint" data-testid="daily-date" data-value={day.to_string()}>{ say(M::DailyHint, &[("day", &day.to_string())]) }</p>
            } else {
                <p class="hint">{ say(M::SeedHint, &[("seed", &props.seed.to_string())]) }</p>
            }
        </section>
    }
}
