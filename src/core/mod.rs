//! The pure core: grid geometry, the event vocabulary every search speaks, and one folder per
//! problem with its searches, counters, solvers and generators. Nothing here may use web APIs,
//! so all of it is tested natively with `cargo test`.

pub mod branch;
pub mod circle;
pub mod code;
pub mod deal;
pub mod graph;
pub mod grid;
pub mod matrix;
pub mod numbers;
pub mod search;
pub mod slug;
