//! The pure search core: geometry, the event vocabulary and the searches themselves.
//! Nothing here may use web APIs, so all of it is tested natively with `cargo test`.

pub mod board;
pub mod clues;
pub mod deduce;
pub mod generate;
pub mod knight;
pub mod maze;
pub mod queens;
pub mod search;
pub mod theory;
pub mod tours;
pub mod tree;
