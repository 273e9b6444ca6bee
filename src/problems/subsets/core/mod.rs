//! Sum of subsets: the instance and its bounding function ([`Instance`]), the backtracking and
//! the brute force as step searches ([`search`]) and the meet-in-the-middle counter ([`count`]).

pub mod count;
pub mod instance;
pub mod search;

pub use count::HalfCounter;
pub use instance::{decision, takes, Bound, Instance, MAX_WEIGHT, MAX_WEIGHTS};
pub use search::{Event, SubsetsOutcome, SubsetsSearch, KEPT_SOLUTIONS};
