//! Sudoku by the course's backtracking, in four orders, as a resumable [`Search`]; the grid and
//! its rules ([`grid`]), and the small puzzles of Test yourself ([`make`]).
//!
//! Every candidate tried is a node of the state-space tree, numbered in the order it is
//! generated (the root, the puzzle as given, is node 1), dead ones too:
//! - [`Order::Plain`]: the next cell is the first empty cell in row-major order; its candidates
//!   are the digits 1 to 9 ascending; a digit its row, column or box already holds is a dead
//!   node (the reason names the house and the cell that holds it).
//! - [`Order::FewestCandidates`]: the next cell is the empty cell with the fewest legal digits
//!   (ties: the first in row-major order); its candidates are its legal digits ascending, so no
//!   node is dead, and a node whose chosen cell has no legal digit has no child (a dead end).
//! - [`Order::ForwardChecking`]: the first empty cell, as plain; its candidates are its legal
//!   digits ascending; a digit that leaves another empty cell of its row, column or box with no
//!   legal digit is a dead node (the reason names that cell).
//! - [`Order::Singles`]: the cell with the fewest legal digits, as the fewest candidates; its
//!   legal digits ascending; a node places its digit and then every naked single that follows
//!   (part of the same node, not nodes of their own), and is dead when that leaves an empty cell
//!   with no legal digit (the reason names it). The root is the puzzle as given.
//!
//! A node is written as a square: its row is the cell (from 0, row by row), its column the digit.

use crate::core::grid::Square;
use crate::core::search::tree::TreeNode;
use crate::core::search::walk::{Tree, Walk};
use crate::core::search::Flat;
use crate::core::search::{Event as SearchEvent, Mode, Search};
use grid::{Board, Grid};
use serde::{Deserialize, Serialize};

mod drawn;
mod flat;
pub mod grid;
pub mod make;
mod node;
mod order;

pub use node::{cell_of, decision, digit_of, filled};
pub use order::{Choice, Dead, Order};

/// How many solutions a search keeps to show (a uniqueness check finds at most two).
pub const KEPT_SOLUTIONS: usize = 100;

/// An event of the Sudoku search.
pub type Event = SearchEvent<Dead>;

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
    /// For each node of the path (the root first): what its children are (`None` when the grid
    /// is full).
    chosen: Vec<Option<Choice>>,
    /// The cells the path's nodes filled as singles (singles order), in the order filled.
    forced: Vec<u8>,
    /// For each node of the path below the root: where its singles begin in `forced`.
    forced_from: Vec<usize>,
    /// For each node of the path (the root first): the nodes and solutions below each of its
    /// children whose subtree is finished, by digit (for the drawn tree).
    below: Vec<[(u64, u64); 10]>,
    solutions: Vec<Grid>,
}

/// The digit after `cursor` of the digits `tried` (a mask, bit d for digit d).
#[inline]
fn next_digit(tried: u16, cursor: usize) -> Option<u8> {
    let above = tried >> (cursor + 1) << (cursor + 1);
    (above != 0).then(|| above.trailing_zeros() as u8)
}

impl SudokuSearch {
    /// The search of `puzzle` (whose givens do not clash) in `order`; in [`Mode::All`] it stops
    /// at the second solution, which is enough to know the puzzle is not unique.
    pub fn new(puzzle: &Grid, order: Order, mode: Mode) -> Self {
        let mut board = Board::new(puzzle);
        let chosen = vec![order.choose(&mut board, 0)];
        let below = vec![[(0, 0); 10]];
        let (forced, forced_from, solutions) = (Vec::new(), Vec::new(), Vec::new());
        let tree = SudokuTree { order, board, chosen, forced, forced_from, below, solutions };
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
    type Reason = Dead;

    fn next_child(&self, _: &[Square], cursor: &mut usize) -> Option<Square> {
        let choice = (*self.chosen.last()?)?;
        let digit = next_digit(choice.tried, *cursor)?;
        *cursor = usize::from(digit);
        Some(decision(choice.cell, digit))
    }

    fn dead(&self, _: &[Square], at: Square) -> Option<Dead> {
        let choice = (*self.chosen.last()?)?;
        if choice.dead & (1 << digit_of(at)) == 0 {
            return None;
        }
        self.order.why_dead(&self.board, cell_of(at), digit_of(at))
    }

    #[inline(always)]
    fn enter(&mut self, at: Square) {
        self.forced_from.push(self.forced.len());
        self.order.place(&mut self.board, at, &mut self.forced);
        // Plain order and forward checking filled every cell before this one (the first empty).
        let start = if self.order.fills_singles() { 0 } else { cell_of(at) + 1 };
        self.chosen.push(self.order.choose(&mut self.board, start));
        // A node's entry is read only for children finished since it joined the path (each
        // written then), so an older entry left there needs no clearing.
        if self.below.len() < self.chosen.len() {
            self.below.push([(0, 0); 10]);
        }
    }

    #[inline(always)]
    fn leave(&mut self, at: Square) {
        let from = self.forced_from.pop().expect("a node below the root");
        self.board.unfill(&mut self.forced, from);
        self.board.take(cell_of(at), digit_of(at));
        self.chosen.pop();
    }

    fn finished(&mut self, at: Square, below: (u64, u64)) {
        let parent = self.chosen.len() - 1;
        self.below[parent][usize::from(digit_of(at))] = below;
    }

    fn run_flat(walk: &mut Walk<SudokuTree>, target: u64) -> Option<Flat<Dead>> {
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
