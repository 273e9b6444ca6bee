//! Graph colouring: the course's backtracking over x_k ∈ {1, …, m} and the brute force over
//! every colouring as step searches ([`search`]), and the counts and the chromatic number run
//! flat out ([`count`]).

pub mod count;
pub mod search;

pub use count::{Chromatic, Counter};
pub use search::{
    colour, decision, neighbour_clash, Clash, ColouringOutcome, ColouringSearch, Event,
    KEPT_SOLUTIONS, MAX_COLOURS,
};
