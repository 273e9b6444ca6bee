//! The knapsack page: its items table and its part of the search page.

pub mod items_table;
pub mod page;
