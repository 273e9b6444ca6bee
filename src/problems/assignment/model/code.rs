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
        root: (t(AssignmentText::CodeRoot), t(AssignmentText::PlainRoot)),
        children: (t(AssignmentText::CodeChildren), t(AssignmentText::PlainChildren)),
        child: (t(AssignmentText::CodeChild), t(AssignmentText::PlainChild)),
        kill: (t(AssignmentText::CodeKill), t(AssignmentText::PlainKill)),
        kill_unbounded: (t(AssignmentText::CodeKillBrute), t(AssignmentText::PlainKillBrute)),
        solution: (t(AssignmentText::CodeSolution), t(AssignmentText::PlainSolution)),
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
