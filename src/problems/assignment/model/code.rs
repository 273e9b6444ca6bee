//! The job assignment search as the course writes it (Levitin's best-first branch and bound,
//! in our own words), least cost, depth first or the brute force; and the code panel's state
//! for a trail.

use super::settings::AssignmentSettings;
use super::status::{best_jobs, jobs_text, AssignmentTrail};
use super::text::AssignmentText;
use crate::core::branch::stats::BranchEnding;
use crate::core::branch::Goal;
use crate::model::branch::optimum::compare::Strategy;
use crate::model::branch::optimum::program::{
    code_state as optimum_state, program as optimum, OwnLines,
};
use crate::model::code::{CodeState, Program};
use crate::model::i18n::t;

/// The search by `strategy`, as pseudo-code.
pub fn program(strategy: Strategy) -> Program {
    let own = OwnLines {
        root: ("lb(t) ← Σ over the people of the least cost in their row; best ← ∞", t(AssignmentText::PlainRoot)),
        children: ("for each job j still free, in increasing order, do", t(AssignmentText::PlainChildren)),
        child: (
            "x ← E with person k on job j (the last person on the last job); lb(x) ← the costs given + Σ each free person's least free job",
            t(AssignmentText::PlainChild),
        ),
        kill: ("if lb(x) ≥ best then kill x", t(AssignmentText::PlainKill)),
        kill_unbounded: ("if x gives everyone a job and costs ≥ best then x dies", t(AssignmentText::PlainKillBrute)),
        solution: ("else if x gives everyone a job and costs < best then best ← x", t(AssignmentText::PlainSolution)),
    };
    optimum(strategy, Goal::Least, &own)
}

/// What the code panel shows for `trail`, of the search written as `program`.
pub fn code_state(
    program: &Program,
    settings: &AssignmentSettings,
    trail: &AssignmentTrail,
    ending: Option<BranchEnding>,
) -> CodeState {
    let best = best_jobs(settings, trail).map(|best| jobs_text(best.jobs()));
    optimum_state(program, trail, ending, "lb(x)", best)
}
