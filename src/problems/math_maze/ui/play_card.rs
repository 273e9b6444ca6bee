//! [`PlayCard`]: the math-maze play card: new game, daily, print, the keys, and how the puzzle
//! was made ([`MadeInfo`]).

use crate::model::i18n::{say, t, Lang};
use crate::model::status::fixed;
use crate::problems::math_maze::model::text::{count, decimal_mark, MathMazeText};
use yew::prelude::*;

/// Milliseconds as `12 ms` or `1.25 s`.
fn duration(ms: f64) -> String {
    if ms < 1000.0 {
        say(MathMazeText::DurationMs, &[("n", &fixed(ms.max(1.0), 0))])
    } else {
        say(MathMazeText::DurationS, &[("n", &decimal_mark(fixed(ms / 1000.0, 2)))])
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
            <h2>{ t(MathMazeText::PlayHeading) }</h2>
            <div class="buttons learn" role="group" aria-label={t(MathMazeText::GameGroup)}>
                <button type="button" class="primary" data-testid="new-game" onclick={props.on_new.clone()}>{ t(MathMazeText::NewGame) }</button>
                <button type="button" data-testid="daily" onclick={props.on_daily.clone()}>{ t(MathMazeText::Daily) }</button>
                <button type="button" data-testid="print" disabled={!props.can_print} onclick={props.on_print.clone()}>{ t(MathMazeText::Print) }</button>
            </div>
            <p class="keys">{ t(MathMazeText::PlayKeys) }</p>
            if let Some(made) = &props.made {
                if made.givens > 0 {
                    <p class="hint">{ count(made.givens as u64, MathMazeText::GivensOne, MathMazeText::GivensMany) }</p>
                } else {
                    <p class="hint">{ t(MathMazeText::NoGivens) }</p>
                }
                <p class="hint">{ say(MathMazeText::ProvedIn, &[("time", &duration(made.ms)), ("runs", &count(made.solver_runs, MathMazeText::SolverRunOne, MathMazeText::SolverRunMany))]) }</p>
                if let Some(note) = made.easier.clone() {
                    <p class="hint" data-testid="grading-note">{ note }</p>
                }
            }
        </section>
    }
}
