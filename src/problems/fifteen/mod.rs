//! The 15-puzzle (and the 8-puzzle), solved by least-cost branch and bound: its searches
//! ([`core`](mod@self::core)). Its page's model and view come later.

pub mod core;
