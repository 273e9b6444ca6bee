//! The job assignment on the search page: its settings, jobs, status, figures, code panel, practice
//! and tree labels, as [`SearchProblem`] asks for them.

use super::code::{code_state, program};
use super::job::AssignmentJob;
use super::practice::{judge, question};
use super::settings::{
    assignment_query, assignment_settings, AssignmentChange, AssignmentSettings,
};
use super::status::{assignment_status, edge_label, node_label, AssignmentTrail};
use super::Assignment;
use crate::core::branch::stats::BranchEnding;
use crate::core::grid::Square;
use crate::model::branch::optimum::text::OptimumText;
use crate::model::branch::optimum::{figures, side_figures};
use crate::model::branch::practice::Drill;
use crate::model::code::{CodeState, Program};
use crate::model::driver::RunState;
use crate::model::ensemble::Ensemble;
use crate::model::figures::Figure;
use crate::model::i18n::t;
use crate::model::page::{SearchProblem, Side};
use crate::model::player::Player;
use crate::model::practice::{Answer, Question, Verdict};

impl SearchProblem for Assignment {
    type Settings = AssignmentSettings;
    type Change = AssignmentChange;
    type Drill = Drill;
    /// The job assignment has no count: the brute force is compared instead.
    type Count = ();

    fn settings(pairs: &[(String, String)]) -> (AssignmentSettings, Vec<String>) {
        assignment_settings(pairs)
    }

    fn query(settings: &AssignmentSettings) -> String {
        assignment_query(settings)
    }

    fn changed(
        settings: &AssignmentSettings,
        change: AssignmentChange,
    ) -> (AssignmentSettings, Option<Vec<String>>) {
        settings.changed(change)
    }

    fn job(settings: &AssignmentSettings) -> AssignmentJob {
        settings.job()
    }

    fn compared(settings: &AssignmentSettings) -> Vec<(AssignmentJob, Side)> {
        let sides = settings.compare.sides().into_iter();
        sides.map(|(side, strategy)| (settings.job_with(strategy), side)).collect()
    }

    fn count_jobs(_: &AssignmentSettings, _: (), _workers: usize) -> Vec<AssignmentJob> {
        Vec::new()
    }

    fn status(
        settings: &AssignmentSettings,
        state: RunState,
        trail: &AssignmentTrail,
        ending: Option<BranchEnding>,
        failure: Option<&str>,
    ) -> String {
        assignment_status(settings, state, trail, ending, failure)
    }

    fn compare_status(_: &AssignmentSettings) -> String {
        t(OptimumText::ComparingStatus).to_string()
    }

    fn figures(_: &AssignmentSettings, trail: &AssignmentTrail) -> Vec<Figure> {
        figures(trail)
    }

    fn count_figures(_: &AssignmentSettings, _: (), _: &Ensemble<Assignment>) -> Vec<Figure> {
        Vec::new()
    }

    fn program(settings: &AssignmentSettings, side: Option<Side>) -> Program {
        program(settings.compare.strategy(side))
    }

    fn code_state(
        program: &Program,
        settings: &AssignmentSettings,
        _: Option<Side>,
        trail: &AssignmentTrail,
        ending: Option<BranchEnding>,
    ) -> CodeState {
        code_state(program, settings, trail, ending)
    }

    fn question(
        settings: &AssignmentSettings,
        drill: Drill,
        trail: &AssignmentTrail,
    ) -> Option<Question> {
        question(settings, drill, trail)
    }

    fn judge(
        settings: &AssignmentSettings,
        trail: &AssignmentTrail,
        question: &Question,
        answer: &Answer,
    ) -> Verdict {
        judge(settings, trail, question, answer)
    }

    fn node_label(settings: &AssignmentSettings, above: &[Square], at: Square) -> String {
        node_label(settings.costs.len(), above, at)
    }

    fn edge_label(_: &[Square], at: Square) -> String {
        edge_label(at)
    }

    fn side_figures(_: &AssignmentSettings, _: Side, player: &Player<Assignment>) -> Vec<Figure> {
        side_figures(player.trail())
    }
}
