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
            ("w(x), v(x) ← E's plus item i if x takes it; ub(x) ← v + (W − w)·vᵢ₊₁/wᵢ₊₁", t(KnapsackText::PlainChildSimple)),
        ),
        Bound::Fractional => (
            ("ub(t) ← the items in order while they fit, the next one cut; best ← 0", t(KnapsackText::PlainRootFractional)),
            ("w(x), v(x) ← E's plus item i if x takes it; ub(x) ← v + the next items that fit + a fraction of the next", t(KnapsackText::PlainChildFractional)),
        ),
    };
    OwnLines {
        root,
        children: (
            "for each child x of E: with item i, then without it do",
            t(KnapsackText::PlainChildren),
        ),
        child,
        kill: ("if w(x) > W or ub(x) ≤ best then kill x", t(KnapsackText::PlainKill)),
        kill_unbounded: (
            "if w(x) > W or x is a leaf with v(x) ≤ best then x dies",
            t(KnapsackText::PlainKillBrute),
        ),
        solution: (
            "else if x decides every item and v(x) > best then best ← v(x)",
            t(KnapsackText::PlainSolution),
        ),
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
