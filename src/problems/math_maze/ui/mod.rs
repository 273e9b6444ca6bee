//! The math-maze page, its grid and its cards.

pub mod cards;
pub mod grid;
mod grid_input;
mod messages;
pub mod own_card;
pub mod page;
mod panel;
pub mod print_view;
pub mod records_card;
