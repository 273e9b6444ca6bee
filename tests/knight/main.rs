//! The knight's tour: the searches, the tour counter, the theory and the exports.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../common/mod.rs"]
mod common;

mod compared_code;
mod count;
mod export;
mod flat;
mod quiz;
mod search;
mod theory;
