//! The 0/1 knapsack by branch and bound: its tree, bounds, instances and brute force
//! ([`core`](mod@self::core)).

pub mod core;
