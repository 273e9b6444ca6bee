//! The knight's tour: how a knight moves ([`moves`]), the three searches ([`search`]), counting every tour from a square
//! ([`count`]), and what is known before searching ([`theory`]).

pub mod count;
mod flat;
pub mod moves;
pub mod search;
pub mod theory;

pub use search::*;
