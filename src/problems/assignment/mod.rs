//! The job assignment by branch and bound: its tree, bound, instances and brute force
//! ([`core`](mod@self::core)).

pub mod core;
