//! The labyrinth page's UI: its grid and its part of the search page.

pub mod grid;
pub mod page;
