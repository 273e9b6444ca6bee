//! The job assignment page: its cost matrix and its part of the search page.

pub mod cost_table;
pub mod page;
