//! What the Sudoku page asks a worker to do.

use super::settings::{cell_name, SudokuSettings};
use super::text::SudokuText;
use super::Sudoku;
use crate::core::search::Mode;
use crate::core::slug::Slugged;
use crate::model::i18n::{say, t};
use crate::model::page::{Jobs, Side};
use crate::problems::sudoku::core::game::GameSource;
use crate::problems::sudoku::core::{Grid, House, Order};
use serde::{Deserialize, Serialize};

/// A Sudoku job: the search of a puzzle in an order, or the making of a game's puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SudokuJob {
    /// The search of a puzzle in an order.
    Search {
        /// The puzzle.
        puzzle: Grid,
        /// Which cell each node's children fill.
        order: Order,
        /// The first solution, or the uniqueness check.
        mode: Mode,
    },
    /// The making of a game's puzzle.
    Make(GameSource),
}

/// The name of a side of the comparison: the order it searches in.
pub fn order_name(order: Order) -> &'static str {
    t(match order {
        Order::Plain => SudokuText::OrderPlain,
        Order::FewestCandidates => SudokuText::OrderFewest,
        Order::ForwardChecking => SudokuText::OrderForward,
        Order::Singles => SudokuText::OrderSingles,
    })
}

/// A house's name: row 3, column 5, box 2 (from 1).
pub fn house_name(house: House) -> String {
    let (key, number) = match house {
        House::Row(r) => (SudokuText::Row, r),
        House::Column(c) => (SudokuText::Column, c),
        House::Box(b) => (SudokuText::Box, b),
    };
    say(key, &[("number", &(number + 1))])
}

impl Jobs for Sudoku {
    /// Sudoku has no count.
    type Count = ();

    fn job(settings: &SudokuSettings) -> SudokuJob {
        let SudokuSettings { puzzle, order, mode, .. } = settings.clone();
        SudokuJob::Search { puzzle, order, mode }
    }

    /// Plain beside the fewest candidates, when the settings compare.
    fn compared(settings: &SudokuSettings) -> Vec<(SudokuJob, Side)> {
        if !settings.compare {
            return Vec::new();
        }
        let side = |order: Order| {
            let (puzzle, mode) = (settings.puzzle.clone(), settings.mode);
            let job = SudokuJob::Search { puzzle, order, mode };
            (job, Side { slug: order.slug(), name: order_name(order) })
        };
        Order::COMPARED.into_iter().map(side).collect()
    }

    /// A puzzle whose givens clash has no solution, and a full one nothing to search.
    fn nothing_to_search(settings: &SudokuSettings) -> Option<String> {
        let puzzle = &settings.puzzle;
        let side = puzzle.side();
        if let Some((first, second, house)) = puzzle.clash() {
            let args: [(&str, &dyn std::fmt::Display); 4] = [
                ("first", &cell_name(first, side)),
                ("second", &cell_name(second, side)),
                ("digit", &puzzle.get(first)),
                ("house", &house_name(house)),
            ];
            return Some(say(SudokuText::NoticeClash, &args));
        }
        (puzzle.givens() == puzzle.cells().len()).then(|| t(SudokuText::NoticeFull).to_string())
    }
}
