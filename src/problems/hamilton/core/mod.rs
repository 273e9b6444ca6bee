//! Hamiltonian circuits: the course's backtracking from vertex 1 and the brute force over every
//! permutation as step searches ([`search`]), and the count of every circuit flat out
//! ([`count`]).

pub mod count;
pub mod search;

pub use count::Counter;
pub use search::{step, vertex, Event, HamiltonOutcome, HamiltonSearch, Missing, KEPT_SOLUTIONS};
