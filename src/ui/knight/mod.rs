//! The knight's tour page and its boards.

pub mod board;
pub mod canvas_board;
pub mod count_table;
pub mod export_buttons;
pub mod page;
