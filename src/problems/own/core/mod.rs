//! The learner's own search, pure Rust: their program ([`program`]) and the course's
//! backtracking around it ([`search`]).

pub mod program;
pub mod search;
