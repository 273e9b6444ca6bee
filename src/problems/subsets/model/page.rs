//! Sum of subsets on the search page: its settings, jobs, status, figures, code panel, practice
//! and tree labels, as [`SearchProblem`] asks for them.

use super::code::{brute_force_program, code_state, program};
use super::job::SubsetsJob;
use super::practice::{judge, question, Drill};
use super::problem::count_total;
use super::settings::{
    subsets_query, subsets_settings, SubsetsChange, SubsetsSettings, BRUTE_FORCE,
};
use super::status::{bound_mark, bound_text, decision_text, subsets_status, sums_at};
use super::text::SubsetsText;
use super::Subsets;
use crate::core::grid::Square;
use crate::model::code::{CodeState, Program};
use crate::model::driver::RunState;
use crate::model::ensemble::Ensemble;
use crate::model::figures::{solutions_counted, Figure};
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{say, t};
use crate::model::page::problem::found_paths;
use crate::model::page::{SearchProblem, Side};
use crate::model::practice::{Answer, Question, Verdict};
use crate::model::problem::Trail;
use crate::model::status::{format_count, subscript};
use crate::problems::subsets::core::SubsetsOutcome;

impl SearchProblem for Subsets {
    type Settings = SubsetsSettings;
    type Change = SubsetsChange;
    type Drill = Drill;
    /// A count is always of every subset that sums to m.
    type Count = ();

    fn settings(pairs: &[(String, String)]) -> (SubsetsSettings, Vec<String>) {
        subsets_settings(pairs)
    }

    fn query(settings: &SubsetsSettings) -> String {
        subsets_query(settings)
    }

    fn changed(
        settings: &SubsetsSettings,
        change: SubsetsChange,
    ) -> (SubsetsSettings, Option<Vec<String>>) {
        // Typed weights or m replace the notices (clearing them when they are fine).
        let typed = matches!(change, SubsetsChange::Weights(_) | SubsetsChange::M(_));
        let (next, notices) = settings.changed(change);
        (next, typed.then_some(notices))
    }

    fn job(settings: &SubsetsSettings) -> SubsetsJob {
        settings.job()
    }

    fn compared(settings: &SubsetsSettings) -> Vec<(SubsetsJob, Side)> {
        let sides = [
            Side { slug: "backtracking", name: t(SubsetsText::Backtracking) },
            Side { slug: BRUTE_FORCE, name: t(SubsetsText::BruteForce) },
        ];
        settings.compared().into_iter().zip(sides).collect()
    }

    fn count_jobs(settings: &SubsetsSettings, _: (), workers: usize) -> Vec<SubsetsJob> {
        let parts = workers.clamp(1, 16) as u16;
        let instance = settings.instance();
        (0..parts)
            .map(|part| SubsetsJob::Count { instance: instance.clone(), part, parts })
            .collect()
    }

    fn status(
        settings: &SubsetsSettings,
        state: RunState,
        trail: &Trail<Subsets>,
        _ending: Option<SubsetsOutcome>,
        failure: Option<&str>,
    ) -> String {
        subsets_status(&settings.instance(), settings.mode, state, trail, failure)
    }

    fn compare_status(_: &SubsetsSettings) -> String {
        t(SubsetsText::ComparingStatus).to_string()
    }

    fn figures(_: &SubsetsSettings, trail: &Trail<Subsets>) -> Vec<Figure> {
        let stats = trail.stats();
        vec![
            Figure::count(t(CommonText::Nodes), "stat-nodes", stats.nodes),
            Figure::count(t(SubsetsText::DeadNodes), "stat-dead", stats.rejected),
            Figure::count(t(CommonText::Backtracks), "stat-backtracks", stats.backtracks),
            Figure::count(t(CommonText::Solutions), "stat-solutions", stats.solutions),
        ]
    }

    fn count_figures(_: &SubsetsSettings, _: (), counting: &Ensemble<Subsets>) -> Vec<Figure> {
        solutions_counted(count_total(counting.endings()), counting)
    }

    fn program(settings: &SubsetsSettings, side: Option<Side>) -> Program {
        match side {
            Some(Side { slug: BRUTE_FORCE, .. }) => brute_force_program(settings.mode),
            _ => program(settings.mode),
        }
    }

    fn code_state(
        program: &Program,
        settings: &SubsetsSettings,
        _: Option<Side>,
        trail: &Trail<Subsets>,
        ending: Option<SubsetsOutcome>,
    ) -> CodeState {
        code_state(program, &settings.instance(), trail, ending)
    }

    fn question(
        settings: &SubsetsSettings,
        drill: Drill,
        trail: &Trail<Subsets>,
    ) -> Option<Question> {
        question(&settings.instance(), settings.mode, drill, trail)
    }

    fn judge(
        settings: &SubsetsSettings,
        trail: &Trail<Subsets>,
        question: &Question,
        answer: &Answer,
    ) -> Verdict {
        judge(&settings.instance(), trail.path(), question, answer)
    }

    fn node_label(settings: &SubsetsSettings, above: &[Square], at: Square) -> String {
        let instance = settings.instance();
        let (taken, remaining) = sums_at(&instance, above, at);
        let why = instance.bound(instance.sum(above), at).map(|b| bound_text(b, instance.m()));
        let args: [(&str, &dyn std::fmt::Display); 4] = [
            ("decision", &decision_text(&instance, at)),
            ("taken", &taken),
            ("remaining", &remaining),
            ("why", &why.map(|w| format!(" — {w}")).unwrap_or_default()),
        ];
        say(SubsetsText::TreeNode, &args)
    }

    fn dead_mark(settings: &SubsetsSettings, above: &[Square], at: Square) -> Option<String> {
        let instance = settings.instance();
        instance.bound(instance.sum(above), at).map(|b| bound_mark(b).to_string())
    }

    fn node_attribute(_: &[Square], at: Square) -> Option<(&'static str, String)> {
        Some(("data-take", at.col.to_string()))
    }

    /// The running sum Wt at the node, as the course's figures write it beside each node.
    fn node_note(
        settings: &SubsetsSettings,
        above: &[Square],
        at: Option<Square>,
    ) -> Option<String> {
        let instance = settings.instance();
        let taken = at.map_or(0, |at| sums_at(&instance, above, at).0);
        Some(format_count(taken))
    }

    fn solutions(
        _: &SubsetsSettings,
        trail: &Trail<Subsets>,
        found: Option<&Vec<Vec<Square>>>,
    ) -> Vec<Vec<Square>> {
        found_paths(trail, found.cloned())
    }

    fn edge_label(_: &[Square], at: Square) -> String {
        format!("x{}={}", subscript(at.row + 1), at.col)
    }
}
