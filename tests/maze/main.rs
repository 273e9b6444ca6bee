//! The math maze: carving, solving, the clue puzzle, the deduction solver, the generator and
//! playing a game.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../common/mod.rs"]
mod common;

mod carve;
mod game;
mod page;
