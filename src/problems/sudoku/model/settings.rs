//! The Sudoku page's settings: what its URL can say, and the link that says it.

use super::text::SudokuText;
use crate::core::search::Mode;
use crate::core::slug::Slugged;
use crate::model::i18n::say;
use crate::model::page::common::{compared_with, mode};
use crate::model::page::Link;
use crate::model::query::{echo, value};
use crate::problems::sudoku::core::named::{named, NAMED};
use crate::problems::sudoku::core::{Grid, GridError, Order};
use crate::problems::sudoku::Sudoku;

/// The name of the comparison in URLs (`compare=orders`): plain beside the fewest candidates.
pub const ORDERS: &str = "orders";

/// Everything the Sudoku page can be told by its URL.
#[derive(Clone, Debug, PartialEq)]
pub struct SudokuSettings {
    /// The puzzle, as given (a clash among its givens is said before any search).
    pub puzzle: Grid,
    /// Which cell each node's children fill.
    pub order: Order,
    /// The first solution, or the uniqueness check (stops at the second).
    pub mode: Mode,
    /// Whether plain runs beside the fewest candidates under one player.
    pub compare: bool,
}

impl Default for SudokuSettings {
    fn default() -> Self {
        SudokuSettings {
            puzzle: Grid::parse(NAMED[0].grid).expect("a named puzzle is a grid"),
            order: Order::Plain,
            mode: Mode::First,
            compare: false,
        }
    }
}

impl SudokuSettings {
    /// The order whose rules say why a node of the page's trees is dead: the settings', or in a
    /// comparison plain order (beside the fewest candidates, whose nodes are never dead).
    pub fn tree_order(&self) -> Order {
        if self.compare {
            Order::Plain
        } else {
            self.order
        }
    }
}

/// A change the Sudoku page makes to its settings.
#[derive(Clone, Debug, PartialEq)]
pub enum SudokuChange {
    /// A puzzle typed or pasted, or a named one's slug.
    Puzzle(String),
    /// A digit typed in a cell (`0` empties it).
    Cell(usize, u8),
    /// Which cell each node's children fill.
    Order(Order),
    /// The first solution or the uniqueness check.
    Mode(Mode),
    /// Whether the two orders run side by side.
    Compare(bool),
}

/// The puzzle `text` names (a named puzzle's slug, or its 16 or 81 cells), or the default with
/// a notice that says why `text` is none.
pub fn read_puzzle(text: &str, notices: &mut Vec<String>) -> Grid {
    let trimmed = text.trim();
    let found = named(trimmed).map_or(trimmed, |n| n.grid);
    Grid::parse(found).unwrap_or_else(|error| {
        let value = echo("puzzle", text);
        notices.push(match error {
            GridError::Length(cells) => {
                say(SudokuText::NoticeLength, &[("value", &value), ("cells", &cells)])
            }
            GridError::Character { found, cell } => say(
                SudokuText::NoticeCharacter,
                &[("value", &value), ("found", &found), ("position", &(cell + 1))],
            ),
        });
        SudokuSettings::default().puzzle
    })
}

/// A cell's name as players write it, `r3c5` (rows and columns from 1), on a grid of `side`.
pub fn cell_name(cell: usize, side: usize) -> String {
    format!("r{}c{}", cell / side + 1, cell % side + 1)
}

/// The slug of the named puzzle `grid` is, if it is one.
pub fn named_slug(grid: &Grid) -> Option<&'static str> {
    let text = grid.text();
    NAMED.into_iter().find(|n| n.grid == text).map(|n| n.slug)
}

/// The Sudoku page's link.
///
/// ```
/// use runut::model::page::Link;
/// use runut::model::query::query_pairs;
/// use runut::problems::sudoku::Sudoku;
/// let (settings, notices) = Sudoku::settings(&query_pairs("?p=sudoku&puzzle=hardest&order=mrv"));
/// assert_eq!((settings.puzzle.givens(), notices.len()), (21, 0));
/// assert_eq!(Sudoku::query(&settings), "?p=sudoku&puzzle=hardest&order=mrv&mode=first");
/// let (_, notices) = Sudoku::settings(&query_pairs("?p=sudoku&puzzle=123&order=fast"));
/// assert_eq!(notices.len(), 2);
/// ```
impl Link for Sudoku {
    type Settings = SudokuSettings;
    type Change = SudokuChange;

    fn settings(pairs: &[(String, String)]) -> (SudokuSettings, Vec<String>) {
        let mut notices = Vec::new();
        let puzzle = value(pairs, "puzzle")
            .map_or_else(|| SudokuSettings::default().puzzle, |t| read_puzzle(t, &mut notices));
        let order = value(pairs, "order").map_or(Order::Plain, |text| {
            Order::from_slug(text.trim()).unwrap_or_else(|| {
                notices.push(say(SudokuText::NoticeOrder, &[("value", &echo("order", text))]));
                Order::Plain
            })
        });
        let mode = mode(pairs, &mut notices);
        let compare = compared_with(pairs, ORDERS, &mut notices);
        (SudokuSettings { puzzle, order, mode, compare }, notices)
    }

    fn query(settings: &SudokuSettings) -> String {
        let puzzle =
            named_slug(&settings.puzzle).map_or_else(|| settings.puzzle.text(), String::from);
        let (order, mode) = (settings.order.slug(), settings.mode.slug());
        let compare = if settings.compare { "&compare=orders" } else { "" };
        format!("?p=sudoku&puzzle={puzzle}&order={order}&mode={mode}{compare}")
    }

    /// A typed puzzle replaces the page's notices (clearing them when it is fine).
    fn changed(
        settings: &SudokuSettings,
        change: SudokuChange,
    ) -> (SudokuSettings, Option<Vec<String>>) {
        let mut next = settings.clone();
        let mut notices = Vec::new();
        let typed = matches!(change, SudokuChange::Puzzle(_));
        match change {
            SudokuChange::Puzzle(text) => next.puzzle = read_puzzle(&text, &mut notices),
            SudokuChange::Cell(cell, digit) if cell < next.puzzle.cells().len() => {
                next.puzzle = next.puzzle.with(cell, digit);
            }
            SudokuChange::Cell(..) => {}
            SudokuChange::Order(order) => next.order = order,
            SudokuChange::Mode(mode) => next.mode = mode,
            SudokuChange::Compare(compare) => next.compare = compare,
        }
        (next, typed.then_some(notices))
    }
}
