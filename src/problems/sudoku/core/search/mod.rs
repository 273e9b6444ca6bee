//! Sudoku by the course's backtracking, in two orders, as a resumable [`Search`]; the grid and its
//! rules ([`grid`]), and the small puzzles of Test yourself ([`make`]).
//!
//! Every candidate tried is a node of the state-space tree, numbered in the order it is
//! generated (the root, the puzzle as given, is node 1), dead ones too:
//! - [`Order::Plain`]: the next cell is the first empty cell in row-major order; its candidates
//!   are the digits 1 to 9 ascending; a digit its row, column or box already holds is a dead
//!   node (the reason names the house and the cell that holds it).
//! - [`Order::FewestCandidates`]: the next cell is the empty cell with the fewest legal digits
//!   (ties: the first in row-major order); its candidates are its legal digits ascending, so no
//!   node is dead, and a node whose chosen cell has no legal digit has no child (a dead end).
//!
//! A node is written as a square: its row is the cell (from 0, row by row), its column the digit.

use crate::core::grid::Square;
use crate::core::search::tree::TreeNode;
use crate::core::search::walk::{Tree, Walk};
use crate::core::search::Flat;
use crate::core::search::{Event as SearchEvent, Mode, Search};
use grid::{Board, Grid, House};
use serde::{Deserialize, Serialize};

mod drawn;
mod flat;
pub mod grid;
pub mod make;

/// How many solutions a search keeps to show (a uniqueness check finds at most two).
pub const KEPT_SOLUTIONS: usize = 100;

/// Which cell a node's children fill, and which digits they try.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Order {
    /// The first empty cell; every digit, the illegal ones dead.
    #[default]
    Plain,
    /// The cell with the fewest legal digits (minimum remaining values); only those digits.
    FewestCandidates,
}

impl Order {
    /// Both orders, plain first.
    pub const ALL: [Order; 2] = [Order::Plain, Order::FewestCandidates];

    /// The order's name in URLs (`order=`).
    pub fn slug(self) -> &'static str {
        match self {
            Order::Plain => "plain",
            Order::FewestCandidates => "mrv",
        }
    }

    /// The order named `slug` in a URL.
    ///
    /// ```
    /// use runut::problems::sudoku::core::Order;
    /// assert_eq!(Order::from_slug("mrv"), Some(Order::FewestCandidates));
    /// assert_eq!(Order::from_slug("fast"), None);
    /// ```
    pub fn from_slug(slug: &str) -> Option<Order> {
        Order::ALL.into_iter().find(|o| o.slug() == slug)
    }

    /// The cell a node of `board` fills next, in this order (`None` when the grid is full).
    pub fn next_cell(self, board: &Board) -> Option<usize> {
        match self {
            Order::Plain => board.first_empty(),
            Order::FewestCandidates => board.fewest_candidates(),
        }
    }
}

/// Why a node is dead: its digit is already in one of its cell's houses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clash {
    /// The house (the first of the cell's row, column and box that holds the digit).
    pub house: House,
    /// The cell of that house that holds it (from 0, row by row).
    pub by: u8,
}

/// An event of the Sudoku search.
pub type Event = SearchEvent<Clash>;

/// How a Sudoku search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SudokuOutcome {
    /// The search found this many solutions (at most one for the first, at most two for a
    /// uniqueness check) and ended, having searched the whole tree or not.
    Solutions {
        /// The solutions found.
        found: u64,
        /// Whether the whole tree was searched (so `found` is every solution).
        whole: bool,
    },
    /// A game's puzzle was made (or a shared one judged): the game's maker, not a search.
    Made,
}

impl SudokuOutcome {
    /// Whether the search searched its whole tree (so its solutions are every solution).
    pub fn whole(self) -> bool {
        matches!(self, SudokuOutcome::Solutions { whole: true, .. })
    }
}

/// The node that puts `digit` in `cell`.
pub fn decision(cell: usize, digit: u8) -> Square {
    Square::new(cell as u16, u16::from(digit))
}

/// The cell a node fills (from 0, row by row).
pub fn cell_of(at: Square) -> usize {
    usize::from(at.row)
}

/// The digit a node puts.
pub fn digit_of(at: Square) -> u8 {
    at.col as u8
}

/// The grid a path of nodes makes of `puzzle`.
pub fn filled(puzzle: &Grid, path: &[Square]) -> Grid {
    path.iter().fold(puzzle.clone(), |grid, &at| grid.with(cell_of(at), digit_of(at)))
}

/// Sudoku backtracking, advanced event by event.
///
/// ```
/// use runut::problems::sudoku::core::{Grid, Order, SudokuSearch};
/// use runut::core::search::{Mode, Search};
/// let puzzle = Grid::parse("1.3. 34.2 .1.3 ..21").unwrap();
/// let mut search = SudokuSearch::new(&puzzle, Order::Plain, Mode::First);
/// while search.step().is_some() {}
/// assert_eq!(search.solutions()[0].text(), "1234341221434321");
/// // The root, then for each empty cell in row order the digits tried up to the one that fits.
/// assert_eq!(search.stats().nodes, 1 + 2 + 4 + 1 + 2 + 4 + 4 + 3);
/// ```
pub type SudokuSearch = Walk<SudokuTree>;

/// The tree of fillings the search walks.
#[derive(Clone, Debug)]
pub struct SudokuTree {
    order: Order,
    board: Board,
    /// How many cells the puzzle leaves empty: the depth of a solution.
    empties: usize,
    /// For each node of the path (the root first): the cell its children fill and the digits it
    /// could take then, as a mask (`None` when the grid is full).
    chosen: Vec<Option<(usize, u16)>>,
    /// For each node of the path (the root first): the nodes and solutions below each of its
    /// children whose subtree is finished, by digit (for the drawn tree).
    below: Vec<[(u64, u64); 10]>,
    solutions: Vec<Grid>,
}

impl SudokuTree {
    /// The digit after `cursor` that a node's child tries in a cell whose legal digits are
    /// `legal`: the next one (plain order, which kills the illegal ones), or the next legal one.
    #[inline]
    fn next_digit(&self, legal: u16, cursor: usize) -> Option<u8> {
        if self.order == Order::Plain {
            return (cursor < self.board.grid().side()).then_some(cursor as u8 + 1);
        }
        let above = legal >> (cursor + 1) << (cursor + 1);
        (above != 0).then(|| above.trailing_zeros() as u8)
    }

    /// The cell the children of a node of `board` fill, with its legal digits, in `order`.
    fn choose(order: Order, board: &Board) -> Option<(usize, u16)> {
        order.next_cell(board).map(|cell| (cell, board.legal(cell)))
    }
}

impl SudokuSearch {
    /// The search of `puzzle` (whose givens do not clash) in `order`; in [`Mode::All`] it stops
    /// at the second solution, which is enough to know the puzzle is not unique.
    pub fn new(puzzle: &Grid, order: Order, mode: Mode) -> Self {
        let board = Board::new(puzzle);
        let chosen = vec![SudokuTree::choose(order, &board)];
        let empties = board.empty_cells();
        let below = vec![[(0, 0); 10]];
        let tree = SudokuTree { order, board, empties, chosen, below, solutions: Vec::new() };
        Walk::of(tree, Mode::First).stopping_after(if mode == Mode::First { 1 } else { 2 })
    }

    /// The order searched.
    pub fn order(&self) -> Order {
        self.tree().order
    }

    /// How the search ended, once it has.
    pub fn outcome(&self) -> Option<SudokuOutcome> {
        let found = self.stats().solutions;
        let whole = self.exhausted();
        self.ended().then_some(SudokuOutcome::Solutions { found, whole })
    }

    /// The solutions found (the first [`KEPT_SOLUTIONS`]).
    pub fn solutions(&self) -> &[Grid] {
        &self.tree().solutions
    }

    /// The grid as the search has filled it so far.
    pub fn grid(&self) -> &Grid {
        self.tree().board.grid()
    }
}

impl Tree for SudokuTree {
    type Reason = Clash;

    fn next_child(&self, _: &[Square], cursor: &mut usize) -> Option<Square> {
        let (cell, legal) = (*self.chosen.last()?)?;
        let digit = self.next_digit(legal, *cursor)?;
        *cursor = usize::from(digit);
        Some(decision(cell, digit))
    }

    fn dead(&self, _: &[Square], at: Square) -> Option<Clash> {
        let (cell, digit) = (cell_of(at), digit_of(at));
        if self.board.used(cell) & (1 << digit) == 0 {
            return None;
        }
        let (house, by) = self.board.grid().holder(cell, digit)?;
        Some(Clash { house, by: by as u8 })
    }

    fn enter(&mut self, at: Square) {
        self.board.put(cell_of(at), digit_of(at));
        self.chosen.push(SudokuTree::choose(self.order, &self.board));
        let depth = self.chosen.len() - 1;
        match self.below.get_mut(depth) {
            Some(below) => *below = [(0, 0); 10],
            None => self.below.push([(0, 0); 10]),
        }
    }

    fn leave(&mut self, at: Square) {
        self.board.take(cell_of(at), digit_of(at));
        self.chosen.pop();
    }

    fn finished(&mut self, at: Square, below: (u64, u64)) {
        let parent = self.chosen.len() - 1;
        self.below[parent][usize::from(digit_of(at))] = below;
    }

    fn run_flat(walk: &mut Walk<SudokuTree>, target: u64) -> Option<Flat<Clash>> {
        Some(SudokuTree::run_fast(walk, target))
    }

    fn drawn_tree(walk: &Walk<SudokuTree>) -> Option<Vec<Vec<TreeNode>>> {
        Some(SudokuTree::levels(walk))
    }

    fn solves(&self, _: &[Square]) -> bool {
        self.board.empty_cells() == 0
    }

    fn record(&mut self, _: &[Square]) {
        if self.solutions.len() < KEPT_SOLUTIONS {
            self.solutions.push(self.board.grid().clone());
        }
    }
}

/// Whether `grid` is a solution of `puzzle`: full, keeping its givens, no digit twice in a house.
pub fn solves(puzzle: &Grid, grid: &Grid) -> bool {
    let keeps = puzzle.cells().iter().zip(grid.cells()).all(|(&p, &g)| p == 0 || p == g);
    keeps
        && grid.side() == puzzle.side()
        && grid.givens() == grid.cells().len()
        && grid.clash().is_none()
}
