//! The graph editor shared by the graph problems' pages.

pub mod editor;
pub mod field;
pub mod page;
pub mod picture;
