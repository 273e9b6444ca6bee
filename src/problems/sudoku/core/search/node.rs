//! A node of the Sudoku tree, written as a square: its row is the cell it fills (from 0, row by
//! row), its column the digit it puts.

use super::grid::Grid;
use crate::core::grid::Square;

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
