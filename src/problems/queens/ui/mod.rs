//! The n-queens page, its board and its growth chart.

pub mod board;
pub mod explain;
pub mod growth_chart;
pub mod page;
