//! The knapsack on the search page: its settings, jobs, status, figures, code panel, practice
//! and tree labels, as [`SearchProblem`] asks for them.

use super::code::{code_state, program};
use super::job::KnapsackJob;
use super::practice::{judge, question};
use super::settings::{knapsack_query, knapsack_settings, KnapsackChange, KnapsackSettings};
use super::status::{edge_label, knapsack_status, node_label, KnapsackTrail};
use super::text::KnapsackText;
use super::Knapsack;
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

impl SearchProblem for Knapsack {
    type Settings = KnapsackSettings;
    type Change = KnapsackChange;
    type Drill = Drill;
    /// The knapsack has no count: the brute force is compared instead.
    type Count = ();

    fn settings(pairs: &[(String, String)]) -> (KnapsackSettings, Vec<String>) {
        knapsack_settings(pairs)
    }

    fn query(settings: &KnapsackSettings) -> String {
        knapsack_query(settings)
    }

    fn changed(
        settings: &KnapsackSettings,
        change: KnapsackChange,
    ) -> (KnapsackSettings, Option<Vec<String>>) {
        settings.changed(change)
    }

    fn job(settings: &KnapsackSettings) -> KnapsackJob {
        settings.job()
    }

    fn compared(settings: &KnapsackSettings) -> Vec<(KnapsackJob, Side)> {
        let sides = settings.compare.sides().into_iter();
        sides.map(|(side, strategy)| (settings.job_with(strategy), side)).collect()
    }

    fn count_jobs(_: &KnapsackSettings, _: (), _workers: usize) -> Vec<KnapsackJob> {
        Vec::new()
    }

    fn status(
        settings: &KnapsackSettings,
        state: RunState,
        trail: &KnapsackTrail,
        ending: Option<BranchEnding>,
        failure: Option<&str>,
    ) -> String {
        knapsack_status(settings, state, trail, ending, failure)
    }

    fn compare_status(_: &KnapsackSettings) -> String {
        t(OptimumText::ComparingStatus).to_string()
    }

    fn figures(_: &KnapsackSettings, trail: &KnapsackTrail) -> Vec<Figure> {
        figures(trail)
    }

    fn count_figures(_: &KnapsackSettings, _: (), _: &Ensemble<Knapsack>) -> Vec<Figure> {
        Vec::new()
    }

    fn program(settings: &KnapsackSettings, side: Option<Side>) -> Program {
        program(settings.compare.strategy(side), settings.bound)
    }

    fn code_state(
        program: &Program,
        settings: &KnapsackSettings,
        _: Option<Side>,
        trail: &KnapsackTrail,
        ending: Option<BranchEnding>,
    ) -> CodeState {
        code_state(program, settings, trail, ending)
    }

    fn question(
        settings: &KnapsackSettings,
        drill: Drill,
        trail: &KnapsackTrail,
    ) -> Option<Question> {
        question(settings, drill, trail)
    }

    fn judge(
        settings: &KnapsackSettings,
        trail: &KnapsackTrail,
        question: &Question,
        answer: &Answer,
    ) -> Verdict {
        judge(settings, trail, question, answer)
    }

    fn node_label(settings: &KnapsackSettings, _: &[Square], at: Square) -> String {
        node_label(settings, at)
    }

    fn dead_mark(_: &KnapsackSettings, _: &[Square], _: Square) -> Option<String> {
        Some(t(KnapsackText::OverCapacity).to_string())
    }

    fn node_attribute(_: &[Square], at: Square) -> Option<(&'static str, String)> {
        Some(("data-take", at.col.to_string()))
    }

    fn edge_label(_: &[Square], at: Square) -> String {
        edge_label(at)
    }

    fn side_figures(_: &KnapsackSettings, _: Side, player: &Player<Knapsack>) -> Vec<Figure> {
        side_figures(player.trail())
    }
}
