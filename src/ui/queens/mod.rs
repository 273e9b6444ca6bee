//! The n-queens page and its board.

pub mod board;
pub mod page;
