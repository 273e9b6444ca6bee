//! Sudoku: the search in both orders against an independent reference, the uniqueness check
//! against a second solver, the page's link and notices.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../common/mod.rs"]
mod common;

mod game;
mod page;
mod quiz;
mod reference;
mod search;
