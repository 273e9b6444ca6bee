//! N-queens: the step engine, the bitboard counter and the drawn state-space tree.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../common/mod.rs"]
mod common;

mod compared_code;
mod flat;
mod growth;
mod quiz;
mod search;
mod tree;
