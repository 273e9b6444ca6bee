//! The 15-puzzle (and 8-puzzle): reading positions and the course's reachability test against
//! a breadth-first search of every 8-puzzle position.
#![cfg(not(target_arch = "wasm32"))]

mod position;
mod reach;
mod reference;
