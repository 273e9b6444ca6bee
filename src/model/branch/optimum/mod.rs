//! What the optimising pages of branch and bound share (those whose bound kills every node
//! that cannot beat the best solution so far): what they compare ([`compare`]), their programs
//! and code panel ([`program`]), a random instance from a link ([`random`]), what is wrong
//! with a number or a matrix typed in ([`notices`]), their figures and their catalogue
//! ([`text`]).

pub mod compare;
pub mod notices;
pub mod program;
pub mod random;
pub mod text;

use crate::core::branch::replay::BranchTrail;
use crate::model::branch::figures::{best, counts, unbounded};
use crate::model::figures::Figure;
use compare::Strategy;

/// The figures of an optimising search: its counts, the solutions it met (`stat-solutions`)
/// and the best so far (`stat-best`).
pub fn figures<I: Copy>(trail: &BranchTrail<I>) -> Vec<Figure> {
    let mut figures = counts(trail);
    figures.extend(best(trail));
    figures
}

/// The figures of a side of a comparison that searches with `strategy`: the same but the live
/// nodes; without a bound (the brute force), its dead nodes are not said to be killed.
pub fn side_figures<I: Copy>(trail: &BranchTrail<I>, strategy: Strategy) -> Vec<Figure> {
    let live = |f: &Figure| f.testid != "stat-live" && f.testid != "stat-live-max";
    let mut figures: Vec<Figure> = figures(trail).into_iter().filter(live).collect();
    if !strategy.bounded {
        unbounded(&mut figures);
    }
    figures
}
