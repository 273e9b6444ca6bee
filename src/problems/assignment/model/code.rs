//! The job assignment search as the course writes it (Levitin's best-first branch and bound,
//! in our own words), least cost, depth first or the brute force; and the code panel's state
//! for a trail.

use super::settings::AssignmentSettings;
use super::status::{best_jobs, jobs_text, AssignmentTrail};
use super::text::AssignmentText;
use super::Assignment;
use crate::core::branch::stats::BranchEnding;
use crate::core::branch::Goal;
use crate::model::branch::optimum::program::{
    code_state as optimum_state, program as optimum, OwnLines,
};
use crate::model::code::{CodeState, Program};
use crate::model::i18n::t;
use crate::model::page::{Code, Side};

impl Code for Assignment {
    fn program(settings: &AssignmentSettings, side: Option<Side>) -> Program {
        let own = OwnLines {
            root: (t(AssignmentText::CodeRoot), t(AssignmentText::PlainRoot)),
            children: (t(AssignmentText::CodeChildren), t(AssignmentText::PlainChildren)),
            child: (t(AssignmentText::CodeChild), t(AssignmentText::PlainChild)),
            kill: (t(AssignmentText::CodeKill), t(AssignmentText::PlainKill)),
            kill_unbounded: (t(AssignmentText::CodeKillBrute), t(AssignmentText::PlainKillBrute)),
            solution: (t(AssignmentText::CodeSolution), t(AssignmentText::PlainSolution)),
        };
        optimum(settings.compare.strategy(side), Goal::Least, &own)
    }

    /// The branch-and-bound code panel, `lb(x)` and the best assignment so far.
    fn code_state(
        program: &Program,
        settings: &AssignmentSettings,
        _: Option<Side>,
        trail: &AssignmentTrail,
        ending: Option<BranchEnding>,
    ) -> CodeState {
        let best = best_jobs(settings, trail).map(|best| jobs_text(best.jobs()));
        optimum_state(program, trail, ending, "lb(x)", best)
    }
}
