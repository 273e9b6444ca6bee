//! What the games (the math maze, Sudoku's game) share: days and the daily puzzle's seeds
//! ([`day`]) and the player's records and streak ([`records`]); their puzzle codes' letters are
//! [`crate::core::code`]'s.

pub mod day;
pub mod records;
