//! The knapsack search as the course writes it (Levitin's best-first branch and bound, in our
//! own words), least cost, depth first or the brute force, with the bound chosen; and the code
//! panel's state for a trail.

use super::settings::KnapsackSettings;
use super::status::{best_text, numbers_text, KnapsackTrail};
use super::text::KnapsackText;
use super::Knapsack;
use crate::core::branch::stats::BranchEnding;
use crate::core::branch::Goal;
use crate::model::branch::optimum::program::{
    code_state as optimum_state, program as optimum, OwnLines,
};
use crate::model::code::{CodeState, Program};
use crate::model::i18n::t;
use crate::model::page::{Code, Side};
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

impl Code for Knapsack {
    /// The search on `side` with the settings' bound.
    fn program(settings: &KnapsackSettings, side: Option<Side>) -> Program {
        optimum(settings.compare.strategy(side), Goal::Most, &own(settings.bound))
    }

    /// The branch-and-bound code panel, `ub(x)` and the best solution's items so far.
    fn code_state(
        program: &Program,
        settings: &KnapsackSettings,
        _: Option<Side>,
        trail: &KnapsackTrail,
        ending: Option<BranchEnding>,
    ) -> CodeState {
        let best = best_text(settings, trail).map(|(items, _)| numbers_text(&items));
        optimum_state(program, trail, ending, "ub(x)", best)
    }
}
