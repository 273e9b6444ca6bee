//! The math-maze page, its grid and its cards.

pub mod cards;
pub mod grid;
pub mod own_card;
pub mod page;
pub mod print_view;
pub mod records_card;
