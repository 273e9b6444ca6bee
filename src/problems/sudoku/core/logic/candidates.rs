//! The pencil marks of a grid: for each empty cell, the digits it may still take, as a bit mask.

use super::houses::Houses;
use crate::problems::sudoku::core::search::grid::{Board, Grid};

/// The candidates of every cell of a grid of side 4 or 9: bit `d` of a cell's mask is set when
/// digit `d` may still go there; a filled cell has none.
///
/// ```
/// use runut::problems::sudoku::core::logic::Candidates;
/// use runut::problems::sudoku::core::Grid;
/// let grid = Grid::parse("12.. ..12 2... ...1").unwrap();
/// let mut candidates = Candidates::new(&grid);
/// assert_eq!(candidates.digits(2).collect::<Vec<_>>(), [3, 4]);
/// candidates.remove(2, 4);
/// assert_eq!(candidates.of(2), 1 << 3);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidates {
    side: usize,
    masks: [u16; 81],
}

impl Candidates {
    /// The candidates of `grid`'s empty cells: the digits none of their houses holds.
    pub fn new(grid: &Grid) -> Candidates {
        let board = Board::new(grid);
        let mut masks = [0; 81];
        for (cell, &digit) in grid.cells().iter().enumerate() {
            if digit == 0 {
                masks[cell] = board.legal(cell);
            }
        }
        Candidates { side: grid.side(), masks }
    }

    /// The side of the grid: 4 or 9.
    pub fn side(&self) -> usize {
        self.side
    }

    /// `cell`'s candidates as a mask (bit `d` for digit `d`).
    #[inline]
    pub fn of(&self, cell: usize) -> u16 {
        self.masks[cell]
    }

    /// `cell`'s candidates, ascending.
    pub fn digits(&self, cell: usize) -> impl Iterator<Item = u8> {
        let mask = self.masks[cell];
        (1..=9u8).filter(move |d| mask & (1 << d) != 0)
    }

    /// Whether `digit` is a candidate of `cell`.
    #[inline]
    pub fn has(&self, cell: usize, digit: u8) -> bool {
        self.masks[cell] & (1 << digit) != 0
    }

    /// Takes `digit` out of `cell`'s candidates; whether it was one.
    pub fn remove(&mut self, cell: usize, digit: u8) -> bool {
        let had = self.has(cell, digit);
        self.masks[cell] &= !(1 << digit);
        had
    }

    /// Fills `cell` with `digit`: the cell has no candidates left, and no cell of its houses has
    /// `digit`.
    pub fn place(&mut self, cell: usize, digit: u8) {
        let houses = Houses::of(self.side);
        self.masks[cell] = 0;
        for house in houses.of_cell(cell) {
            for &peer in houses.cells(house) {
                self.masks[usize::from(peer)] &= !(1 << digit);
            }
        }
    }
}
