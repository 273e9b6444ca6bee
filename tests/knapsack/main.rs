//! The 0/1 knapsack by branch and bound: Levitin's four items with both bounds, the texts'
//! typed errors, and on many random instances a plain least-cost search over the crate's tree
//! against the brute force.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../common/plain_lc.rs"]
mod plain_lc;

mod parse;
mod random;
mod textbook;
mod timing;
