//! Sudoku: the grid and its rules ([`grid`]), the course's backtracking in two orders
//! ([`search`]) and the named puzzles ([`named`]).

pub mod grid;
pub mod make;
pub mod named;
pub mod search;

pub use grid::*;
pub use search::*;
