//! The native tests, one test program: each folder beside this file is a module (a problem's own
//! tests, `branch`'s shared branch and bound, `model`'s contract over every page, `architecture`'s
//! map), and `common` the support they share, compiled once. Run one folder's tests with
//! `cargo test --test native colouring::`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

mod architecture;
mod assignment;
mod branch;
mod colouring;
mod fifteen;
mod hamilton;
mod knapsack;
mod knight;
mod labyrinth;
mod math_maze;
mod model;
mod own;
mod queens;
mod subsets;
mod sudoku;
mod tsp;
