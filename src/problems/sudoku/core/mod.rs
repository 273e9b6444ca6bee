//! Sudoku: the course's backtracking in two orders, on the grid and its rules ([`search`]), and
//! the named puzzles ([`named`]).

pub mod named;
pub mod search;

pub use search::grid::*;
pub use search::*;
