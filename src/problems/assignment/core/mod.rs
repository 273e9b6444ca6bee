//! The job assignment by branch and bound: the costs ([`costs`]), a node's jobs given
//! ([`assigned`]), the tree the engine searches with its lower bound ([`tree`]) and the brute
//! force ([`brute`]).

pub mod assigned;
pub mod brute;
pub mod costs;
pub mod tree;

pub use assigned::Assigned;
pub use brute::brute_force;
pub use costs::{Costs, MAX_PEOPLE, MIN_PEOPLE, RANDOM_MAX_COST, TEXTBOOK};
pub use tree::{Assignment, Term};
