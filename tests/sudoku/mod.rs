//! Sudoku: the search in both orders against an independent reference, the uniqueness check
//! against a second solver, the page's link and notices, the logic solver and the generator
//! against the reference and a second grader, and the game.

mod game;
mod grader;
mod logic;
mod page;
mod quiz;
mod reference;
mod search;
