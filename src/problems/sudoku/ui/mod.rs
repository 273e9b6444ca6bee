//! The Sudoku page and its board.

pub mod board;
pub mod game;
pub mod page;
