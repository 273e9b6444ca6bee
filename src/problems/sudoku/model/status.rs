//! The Sudoku page's one-line status. Cells are named as players write them, `r3c5` (rows and
//! columns from 1).

use super::job::{house_name, order_name};
use super::settings::{cell_name, SudokuSettings};
use super::text::SudokuText;
use super::Sudoku;
use crate::core::grid::Square;
use crate::core::search::{Event, Mode};
use crate::model::driver::RunState;
use crate::model::figures::{search_figures, Figure};
use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{say, t};
use crate::model::page::{Jobs, Status};
use crate::model::problem::ReplayOf;
use crate::model::status::format_count;
use crate::problems::sudoku::core::{cell_of, digit_of, Dead, Order, SudokuOutcome};

/// Why a digit is dead in `order`: "row 3 holds it (r3c7)", "it would leave r3c7 with no digit".
pub fn dead_text(dead: Dead, order: Order, side: usize) -> String {
    match dead {
        Dead::Clash { house, by } => say(
            SudokuText::ClashText,
            &[("house", &house_name(house)), ("cell", &cell_name(usize::from(by), side))],
        ),
        Dead::NoDigitLeft { cell } => {
            let key = if order.fills_singles() {
                SudokuText::NoDigitLeftSingles
            } else {
                SudokuText::NoDigitLeftText
            };
            say(key, &[("cell", &cell_name(usize::from(cell), side))])
        }
    }
}

/// The status line at the end of a run.
fn ended(settings: &SudokuSettings, nodes: &str, solutions: u64, whole: bool) -> String {
    let args: [(&str, &dyn std::fmt::Display); 1] = [("nodes", &nodes)];
    match (settings.mode, solutions, whole) {
        (_, 0, _) => say(SudokuText::StatusNoSolution, &args),
        (Mode::First, _, _) => say(SudokuText::StatusSolved, &args),
        (Mode::All, 1, true) => say(SudokuText::StatusUnique, &args),
        (Mode::All, _, _) => say(SudokuText::StatusNotUnique, &args),
    }
}

impl Status for Sudoku {
    fn status(
        settings: &SudokuSettings,
        state: RunState,
        trail: &ReplayOf<Sudoku>,
        ending: Option<SudokuOutcome>,
        failure: Option<&str>,
    ) -> String {
        let side = settings.puzzle.side();
        let nodes = format_count(trail.stats().nodes);
        let solutions = trail.stats().solutions;
        let cell = |at: Square| cell_name(cell_of(at), side);
        match state {
            RunState::Idle => Self::nothing_to_search(settings).unwrap_or_else(|| {
                say(
                    SudokuText::StatusIdle,
                    &[
                        ("givens", &settings.puzzle.givens()),
                        ("order", &order_name(settings.order)),
                    ],
                )
            }),
            RunState::Failed => failure.unwrap_or(t(CommonText::StatusFailed)).to_string(),
            RunState::Stopped => say(
                BacktrackingText::StatusStopped,
                &[("nodes", &nodes), ("solutions", &format_count(solutions))],
            ),
            RunState::Finished => {
                let whole = match ending {
                    Some(outcome) => outcome.whole(),
                    None => trail.exhausted(),
                };
                ended(settings, &nodes, solutions, whole)
            }
            RunState::Running | RunState::Paused => match trail.last() {
                Some(Event::Root) => t(SudokuText::StatusRoot).to_string(),
                Some(Event::Try { at, .. }) => say(
                    SudokuText::StatusTry,
                    &[("nodes", &nodes), ("digit", &digit_of(at)), ("cell", &cell(at))],
                ),
                Some(Event::Reject { at, why }) => say(
                    SudokuText::StatusReject,
                    &[
                        ("digit", &digit_of(at)),
                        ("cell", &cell(at)),
                        ("why", &dead_text(why, settings.order, side)),
                    ],
                ),
                Some(Event::Advance { at, .. }) if settings.order.fills_singles() => {
                    let path = trail.path();
                    let empty =
                        |path| settings.order.board_at(&settings.puzzle, path).empty_cells();
                    let forced = empty(&path[..path.len() - 1]) - empty(path) - 1;
                    say(
                        SudokuText::StatusAdvanceSingles,
                        &[("digit", &digit_of(at)), ("cell", &cell(at)), ("forced", &forced)],
                    )
                }
                Some(Event::Advance { at, .. }) => {
                    say(SudokuText::StatusAdvance, &[("digit", &digit_of(at)), ("cell", &cell(at))])
                }
                Some(Event::Retreat { at, .. }) => {
                    say(SudokuText::StatusRetreat, &[("digit", &digit_of(at)), ("cell", &cell(at))])
                }
                Some(Event::Solution { index }) => {
                    say(SudokuText::StatusSolution, &[("index", &index)])
                }
                Some(Event::Exhausted) => t(SudokuText::StatusOver).to_string(),
                None if state == RunState::Paused => {
                    say(SudokuText::StatusPaused, &[("nodes", &nodes)])
                }
                None => say(
                    SudokuText::StatusFlatOut,
                    &[("nodes", &nodes), ("solutions", &format_count(solutions))],
                ),
            },
        }
    }

    fn compare_status(_: &SudokuSettings) -> String {
        t(SudokuText::ComparingStatus).to_string()
    }

    fn figures(_: &SudokuSettings, trail: &ReplayOf<Sudoku>) -> Vec<Figure> {
        search_figures(trail.stats(), t(BacktrackingText::DeadNodes))
    }
}
