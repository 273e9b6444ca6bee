//! The travelling salesman by branch and bound: its tree, bounds, instances and brute force
//! ([`core`](mod@self::core)).

pub mod core;
