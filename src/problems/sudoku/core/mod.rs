//! Sudoku: the course's backtracking in two orders, on the grid and its rules ([`search`]), the
//! named puzzles ([`named`]), the logic solver that grades puzzles ([`logic`]), the seeded
//! generator of puzzles of a level ([`generate`]) and the game's puzzle codes ([`code`]).

pub mod code;
pub mod generate;
pub mod logic;
pub mod named;
pub mod search;

pub use search::grid::*;
pub use search::*;
