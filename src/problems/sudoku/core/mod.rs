//! Sudoku: the course's backtracking in two orders, on the grid and its rules ([`search`]), the
//! named puzzles ([`named`]), the logic solver that grades puzzles ([`logic`]), the seeded
//! generator of puzzles of a level ([`generate`]), the game's puzzles made and judged ([`game`])
//! and their codes ([`code`]).

pub mod code;
pub mod game;
pub mod generate;
pub mod logic;
pub mod named;
pub mod search;

pub use search::grid::*;
pub use search::*;
