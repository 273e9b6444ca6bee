//! The learner's own search, pure Rust: their program ([`program`]) and the course's
//! backtracking ([`search`]) and least-cost search ([`least_cost`]) around it.

pub mod least_cost;
pub mod program;
pub mod search;
pub mod texts;
