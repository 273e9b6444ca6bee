//! Sudoku solved as a person does: candidates ([`Candidates`]) and graded techniques
//! ([`Technique`], tiers as [`Level`]s), applied one [`Step`] at a time, easiest first
//! ([`next_step`], [`solve`], [`solve_within`]), which grades a puzzle by the hardest tier it
//! needs.
//!
//! The techniques work on grids of side 4 or 9; every step is a sound deduction, so a puzzle
//! logic fills has exactly one solution.

mod candidates;
mod fish;
mod houses;
mod intersections;
mod singles;
mod solve;
mod step;
mod subsets;
mod technique;
mod wing;

pub use candidates::Candidates;
pub use solve::{next_step, solve, solve_within, Solved};
pub use step::Step;
pub use technique::{Level, Technique};
