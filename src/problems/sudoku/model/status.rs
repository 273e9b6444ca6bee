//! The Sudoku page's one-line status. Cells are named as players write them, `r3c5` (rows and
//! columns from 1).

use super::job::{house_name, order_name};
use super::settings::{cell_name, SudokuSettings};
use super::text::SudokuText;
use super::Sudoku;
use crate::core::grid::Square;
use crate::core::search::Event;
use crate::model::backtracking::words::{search_status, SearchWords};
use crate::model::driver::RunState;
use crate::model::figures::{search_figures, Figure};
use crate::model::i18n::backtracking::BacktrackingText;
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

impl Status for Sudoku {
    fn status(
        settings: &SudokuSettings,
        state: RunState,
        trail: &ReplayOf<Sudoku>,
        ending: Option<SudokuOutcome>,
        failure: Option<&str>,
    ) -> String {
        let idle = || {
            let args: [(&str, &dyn std::fmt::Display); 2] =
                [("givens", &settings.puzzle.givens()), ("order", &order_name(settings.order))];
            say(SudokuText::StatusIdle, &args)
        };
        let whole = ending.map_or_else(|| trail.exhausted(), |outcome| outcome.whole());
        let unique = trail.stats().solutions == 1 && whole;
        let words = SearchWords {
            idle: Self::nothing_to_search(settings).unwrap_or_else(idle),
            stopped: t(BacktrackingText::StatusStopped),
            flat_out: t(SudokuText::StatusFlatOut),
            first: t(SudokuText::StatusSolved),
            none: t(SudokuText::StatusNoSolution),
            all: t(if unique { SudokuText::StatusUnique } else { SudokuText::StatusNotUnique }),
            found: &String::new,
            values: &[],
            event: &|event| event_status(settings, trail, event),
        };
        search_status(state, settings.mode, trail, failure, &words)
    }

    fn compare_status(_: &SudokuSettings) -> String {
        t(SudokuText::ComparingStatus).to_string()
    }

    fn figures(_: &SudokuSettings, trail: &ReplayOf<Sudoku>) -> Vec<Figure> {
        search_figures(trail.stats(), t(BacktrackingText::DeadNodes))
    }
}

/// The status of the event just applied to `trail`.
fn event_status(settings: &SudokuSettings, trail: &ReplayOf<Sudoku>, event: Event<Dead>) -> String {
    let side = settings.puzzle.side();
    let nodes = format_count(trail.stats().nodes);
    let cell = |at: Square| cell_name(cell_of(at), side);
    match event {
        Event::Root => t(SudokuText::StatusRoot).to_string(),
        Event::Try { at, .. } => say(
            SudokuText::StatusTry,
            &[("nodes", &nodes), ("digit", &digit_of(at)), ("cell", &cell(at))],
        ),
        Event::Reject { at, why } => say(
            SudokuText::StatusReject,
            &[
                ("digit", &digit_of(at)),
                ("cell", &cell(at)),
                ("why", &dead_text(why, settings.order, side)),
            ],
        ),
        Event::Advance { at, .. } if settings.order.fills_singles() => {
            let path = trail.path();
            let empty = |path| settings.order.board_at(&settings.puzzle, path).empty_cells();
            let forced = empty(&path[..path.len() - 1]) - empty(path) - 1;
            say(
                SudokuText::StatusAdvanceSingles,
                &[("digit", &digit_of(at)), ("cell", &cell(at)), ("forced", &forced)],
            )
        }
        Event::Advance { at, .. } => {
            say(SudokuText::StatusAdvance, &[("digit", &digit_of(at)), ("cell", &cell(at))])
        }
        Event::Retreat { at, .. } => {
            say(SudokuText::StatusRetreat, &[("digit", &digit_of(at)), ("cell", &cell(at))])
        }
        Event::Solution { index } => say(SudokuText::StatusSolution, &[("index", &index)]),
        Event::Exhausted => t(SudokuText::StatusOver).to_string(),
    }
}
