//! The sum-of-subsets page and its board.

pub mod board;
pub mod page;
