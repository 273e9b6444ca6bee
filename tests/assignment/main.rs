//! The job assignment by branch and bound: Levitin's four people, the matrix text's errors, and
//! on many random instances a plain least-cost search over the crate's tree against the brute
//! force.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../common/plain_lc.rs"]
mod plain_lc;

mod random;
mod textbook;
mod timing;
