//! The knapsack search as the course writes it (Levitin's best-first branch and bound, in our
//! own words), least cost, depth first or the brute force, with the bound chosen; and the code
//! panel's state for a trail.

use super::settings::KnapsackSettings;
use super::status::{best_text, numbers_text, KnapsackTrail};
use super::text::KnapsackText;
use crate::core::branch::stats::BranchEnding;
use crate::core::branch::Goal;
use crate::model::branch::optimum::compare::Strategy;
use crate::model::branch::optimum::program::{
    code_state as optimum_state, program as optimum, OwnLines,
};
use crate::model::code::{CodeState, Program};
use crate::model::i18n::t;
use crate::problems::knapsack::core::Bound;

/// The knapsack's own lines, with `bound`.
fn own(bound: Bound) -> OwnLines {
    let (root, child) = match bound {
        Bound::Simple => (
            ("ub(t) ← 0 + (W − 0)·v₁/w₁; best ← 0", t(KnapsackText::PlainRootSimple)),
            (t(KnapsackText::CodeChildSimple), t(KnapsackText::PlainChildSimple)),
        ),
        Bound::Fractional => (
            (t(KnapsackText::CodeRootFractional), t(KnapsackText::PlainRootFractional)),
            (t(KnapsackText::CodeChildFractional), t(KnapsackText::PlainChildFractional)),
        ),
    };
    OwnLines {
        root,
        children: (t(KnapsackText::CodeChildren), t(KnapsackText::PlainChildren)),
        child,
        kill: (t(KnapsackText::CodeKill), t(KnapsackText::PlainKill)),
        kill_unbounded: (t(KnapsackText::CodeKillBrute), t(KnapsackText::PlainKillBrute)),
        solution: (t(KnapsackText::CodeSolution), t(KnapsackText::PlainSolution)),
    }
}

/// The search by `strategy` with `bound`, as pseudo-code.
pub fn program(strategy: Strategy, bound: Bound) -> Program {
    optimum(strategy, Goal::Most, &own(bound))
}

/// What the code panel shows for `trail`, of the search written as `program`.
pub fn code_state(
    program: &Program,
    settings: &KnapsackSettings,
    trail: &KnapsackTrail,
    ending: Option<BranchEnding>,
) -> CodeState {
    let best = best_text(settings, trail).map(|(items, _)| numbers_text(&items));
    optimum_state(program, trail, ending, "ub(x)", best)
}
