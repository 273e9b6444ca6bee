//! The math-maze page, its grid and its cards.

pub mod game_tools;
pub mod maze_grid;
mod messages;
pub mod own_card;
pub mod page;
mod panel;
pub mod play_card;
pub mod print_view;
pub mod puzzle_card;
pub mod records_card;
