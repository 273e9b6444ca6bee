//! The math maze: carving and solving perfect mazes ([`carve`]), the clue puzzle and its
//! exhaustive counter ([`puzzle`]), the deduction solver ([`deduce`]) and the maker of puzzles
//! proved unique ([`generate`]).

pub mod carve;
pub mod code;
pub mod deduce;
pub mod generate;
pub mod puzzle;
pub mod verdict;

pub use carve::*;
