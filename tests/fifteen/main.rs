//! The 15-puzzle (and 8-puzzle): reading positions, the course's reachability test against a
//! breadth-first search of every 8-puzzle position, the least-cost search on the course's
//! example, the flat-out loop against the generic engine and a plain heap-based search written
//! apart, and the answers' lengths against the fewest moves.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../common/mod.rs"]
mod common;

mod page;
mod quiz;
mod position;
mod reach;
mod reference;
mod search;
mod shortest;
