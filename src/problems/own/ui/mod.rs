//! Your own search's page: the program's editor, the `x` it stands at, and what the page adds.

pub mod board;
pub mod editor;
pub mod page;
pub mod tree;
