//! The 0/1 knapsack by branch and bound: the instance, its items by value per weight
//! ([`instance`], read from a link's texts in [`parse`]), a node's decisions ([`pack`]), the two
//! upper bounds ([`bound`]), the tree the engine searches ([`tree`]) and the brute force
//! ([`brute`]).

pub mod bound;
pub mod brute;
pub mod instance;
pub mod pack;
pub mod parse;
pub mod tree;

pub use bound::{Bound, Fill};
pub use brute::{brute_force, Subsets};
pub use instance::{Instance, Item, MAX_CAPACITY, MAX_ITEMS, MAX_VALUE, MAX_WEIGHT, RANDOM_MAX};
pub use pack::Pack;
pub use parse::{KnapsackError, List};
pub use tree::{Knapsack, OverCapacity};
