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
use crate::model::i18n::{say, t};
use crate::model::page::{Jobs, Status};
use crate::model::problem::ReplayOf;
use crate::model::status::format_count;
use crate::problems::sudoku::core::{
    cell_of, digit_of, filled, Board, Clash, House, SudokuOutcome,
};

/// Why a digit is dead: "row 3 holds it (r3c7)".
pub fn clash_text(house: House, by: usize, side: usize) -> String {
    say(SudokuText::ClashText, &[("house", &house_name(house)), ("cell", &cell_name(by, side))])
}

/// The cell the children of the deepest node of `path` fill, and how many digits it may take.
pub fn next_cell(settings: &SudokuSettings, path: &[Square]) -> Option<(usize, u32)> {
    let board = Board::new(&filled(&settings.puzzle, path));
    let cell = settings.order.next_cell(&board)?;
    Some((cell, board.legal(cell).count_ones()))
}

/// What the search does next from the deepest node of `path`: the cell it fills, with how many
/// digits it may take.
fn next_text(settings: &SudokuSettings, path: &[Square]) -> String {
    let side = settings.puzzle.side();
    match next_cell(settings, path) {
        Some((cell, legal)) => {
            say(SudokuText::NextCell, &[("cell", &cell_name(cell, side)), ("legal", &legal)])
        }
        None => String::new(),
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
        let path = trail.path();
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
            RunState::Failed => failure.unwrap_or(t(SudokuText::StatusFailed)).to_string(),
            RunState::Stopped => say(
                SudokuText::StatusStopped,
                &[("nodes", &nodes), ("solutions", &format_count(solutions))],
            ),
            RunState::Finished => {
                let whole = match ending {
                    Some(SudokuOutcome::Solutions { whole, .. }) => whole,
                    None => trail.exhausted(),
                };
                ended(settings, &nodes, solutions, whole)
            }
            RunState::Running | RunState::Paused => match trail.last() {
                Some(Event::Root) => {
                    format!("{} {}", t(SudokuText::StatusRoot), next_text(settings, path))
                }
                Some(Event::Try { at, .. }) => say(
                    SudokuText::StatusTry,
                    &[("nodes", &nodes), ("digit", &digit_of(at)), ("cell", &cell(at))],
                ),
                Some(Event::Reject { at, why: Clash { house, by } }) => say(
                    SudokuText::StatusReject,
                    &[
                        ("digit", &digit_of(at)),
                        ("cell", &cell(at)),
                        ("why", &clash_text(house, usize::from(by), side)),
                    ],
                ),
                Some(Event::Advance { at, .. }) => {
                    let placed = say(
                        SudokuText::StatusAdvance,
                        &[("digit", &digit_of(at)), ("cell", &cell(at))],
                    );
                    format!("{placed} {}", next_text(settings, path))
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
        search_figures(trail.stats(), t(SudokuText::DeadNodes))
    }
}
