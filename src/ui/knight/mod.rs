//! The knight's tour page, its boards and its words.

pub mod board;
pub mod canvas_board;
pub mod count_table;
pub mod explain;
pub mod export_buttons;
pub mod growth_chart;
pub mod page;
