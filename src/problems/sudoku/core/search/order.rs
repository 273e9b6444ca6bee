//! The orders Sudoku's backtracking searches in: which cell a node's children fill, which digits
//! they try, which of those are dead and why, and what a node places besides its digit.

use super::grid::{digits, Board, Grid, House};
use super::node::{cell_of, decision, digit_of};
use crate::core::grid::Square;
use serde::{Deserialize, Serialize};

crate::core::slug::slugged! {
    /// Which cell a node's children fill, which digits they try, and which of those are dead.
    ///
    /// Every order with its name in URLs (`order=`), as the page lists them.
    ///
    /// ```
    /// use runut::core::slug::Slugged;
    /// use runut::problems::sudoku::core::Order;
    /// assert_eq!(Order::from_slug("mrv"), Some(Order::FewestCandidates));
    /// assert_eq!(Order::from_slug("fast"), None);
    /// ```
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
    pub enum Order {
        /// The first empty cell; every digit, those its row, column or box holds dead.
        #[default]
        Plain = "plain",
        /// The cell with the fewest legal digits (minimum remaining values); only those digits.
        FewestCandidates = "mrv",
        /// Forward checking: the first empty cell; its legal digits, dead where the digit would
        /// leave another empty cell of its row, column or box with no legal digit.
        ForwardChecking = "fc",
        /// Singles propagation: the cell with the fewest legal digits; its legal digits, each node
        /// placing its digit and then every naked single that follows, dead where that leaves an
        /// empty cell with no legal digit.
        Singles = "singles",
    }
}

/// Why a node is dead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Dead {
    /// Its digit is already in one of its cell's houses (plain order).
    Clash {
        /// The house (the first of the cell's row, column and box that holds the digit).
        house: House,
        /// The cell of that house that holds it (from 0, row by row).
        by: u8,
    },
    /// Its digit (and, in singles order, the singles it forces) leaves this empty cell with no
    /// legal digit (forward checking and singles order).
    NoDigitLeft {
        /// The cell left with no digit (from 0, row by row).
        cell: u8,
    },
}

/// What a node's children are: the cell they fill, and as masks (bit d for digit d) the digits
/// they try, the dead ones, and those that make a solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The cell the children fill (from 0, row by row).
    pub cell: usize,
    /// The digits tried, ascending.
    pub tried: u16,
    /// The digits tried whose node is dead.
    pub dead: u16,
    /// The digits tried whose node fills the grid.
    pub solving: u16,
}

impl Dead {
    /// The cell that makes the node dead: the one holding its digit, or the one left with none.
    pub fn cell(self) -> usize {
        match self {
            Dead::Clash { by, .. } => usize::from(by),
            Dead::NoDigitLeft { cell } => usize::from(cell),
        }
    }
}

impl Order {
    /// The orders a comparison runs side by side: plain beside the fewest candidates.
    pub const COMPARED: [Order; 2] = [Order::Plain, Order::FewestCandidates];

    /// The cell a node of `board` fills next, in this order (`None` when the grid is full).
    pub fn next_cell(self, board: &Board) -> Option<usize> {
        self.next_cell_from(board, 0)
    }

    /// The cell a node of `board` fills next, every cell before `start` being filled (the orders
    /// that take the first empty cell look from there).
    fn next_cell_from(self, board: &Board, start: usize) -> Option<usize> {
        match self {
            Order::Plain | Order::ForwardChecking => board.first_empty_from(start),
            Order::FewestCandidates | Order::Singles => board.fewest_candidates(),
        }
    }

    /// Whether a node places, after its digit, every naked single that follows.
    pub fn fills_singles(self) -> bool {
        self == Order::Singles
    }

    /// Places the node `at` on `board` (its digit, then in singles order the singles it forces,
    /// each pushed on `forced`); the empty cell left with no legal digit, if one is.
    pub fn place(self, board: &mut Board, at: Square, forced: &mut Vec<u8>) -> Option<usize> {
        board.put(cell_of(at), digit_of(at));
        if self.fills_singles() {
            board.fill_singles(forced)
        } else {
            None
        }
    }

    /// The board a path of nodes makes of `puzzle` in this order (in singles order, with the
    /// singles each node forced).
    pub fn board_at(self, puzzle: &Grid, path: &[Square]) -> Board {
        let mut board = Board::new(puzzle);
        let mut forced = Vec::new();
        for &at in path {
            if board.grid().get(cell_of(at)) == 0 {
                self.place(&mut board, at, &mut forced);
            }
        }
        board
    }

    /// What the children of a node of `board` are (`None` when the grid is full); every cell
    /// before `start` is filled (the orders that take the first empty cell look from there).
    pub fn choose(self, board: &mut Board, start: usize) -> Option<Choice> {
        let cell = self.next_cell_from(board, start)?;
        let (legal, last) = (board.legal(cell), board.empty_cells() == 1);
        let every = board.every_digit();
        let (tried, dead) = match self {
            Order::Plain => (every, every & !legal),
            Order::FewestCandidates => (legal, 0),
            Order::ForwardChecking => (legal, board.starving(cell)),
            Order::Singles => return Some(Self::choose_singles(board, cell, legal)),
        };
        let solving = if last { tried & !dead } else { 0 };
        Some(Choice { cell, tried, dead, solving })
    }

    /// The singles order's children of `cell`: each legal digit placed with its singles, and
    /// taken back, to see whether it leaves a cell with no digit or fills the grid.
    fn choose_singles(board: &mut Board, cell: usize, legal: u16) -> Choice {
        let (mut dead, mut solving, mut forced) = (0, 0, Vec::new());
        for digit in digits(legal) {
            let wiped = Order::Singles.place(board, decision(cell, digit), &mut forced);
            if wiped.is_some() {
                dead |= 1 << digit;
            } else if board.empty_cells() == 0 {
                solving |= 1 << digit;
            }
            board.unfill(&mut forced, 0);
            board.take(cell, digit);
        }
        Choice { cell, tried: legal, dead, solving }
    }

    /// Why `digit` in `cell`, a child of a node of `board`, is dead in this order, if it is.
    pub fn why_dead(self, board: &Board, cell: usize, digit: u8) -> Option<Dead> {
        let no_digit = |cell: usize| Dead::NoDigitLeft { cell: cell as u8 };
        match self {
            Order::Plain => {
                let (house, by) = board.grid().holder(cell, digit)?;
                Some(Dead::Clash { house, by: by as u8 })
            }
            Order::FewestCandidates => None,
            Order::ForwardChecking => board.starved_peer(cell, digit).map(no_digit),
            Order::Singles => {
                let mut trial = board.clone();
                let at = decision(cell, digit);
                self.place(&mut trial, at, &mut Vec::new()).map(no_digit)
            }
        }
    }
}
