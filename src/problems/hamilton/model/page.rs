//! Hamiltonian circuits on the search page: settings, jobs, status, figures, code panel,
//! practice and tree labels, as [`SearchProblem`] asks for them.

use super::code::{brute_force_program, code_state, program};
use super::job::HamiltonJob;
use super::practice::{judge, question, Drill};
use super::problem::count_total;
use super::settings::{
    hamilton_query, hamilton_settings, HamiltonChange, HamiltonSettings, BRUTE_FORCE,
};
use super::status::{hamilton_status, missing_mark, missing_text, step_text};
use super::text::HamiltonText;
use super::Hamilton;
use crate::core::grid::Square;
use crate::model::code::{CodeState, Program};
use crate::model::driver::RunState;
use crate::model::ensemble::Ensemble;
use crate::model::figures::{workers_figure, Figure};
use crate::model::graph::link::nothing_to_search;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::t;
use crate::model::page::problem::found_paths;
use crate::model::page::{SearchProblem, Side};
use crate::model::practice::{Answer, Question, Verdict};
use crate::model::problem::Trail;
use crate::model::status::subscript;
use crate::problems::hamilton::core::{step, vertex, HamiltonOutcome, Missing};

/// Why backtracking kills `at` below the path `above`, if it does (the tree's marks).
fn missing_at(settings: &HamiltonSettings, above: &[Square], at: Square) -> Option<Missing> {
    let graph = &settings.graph.graph;
    let v = vertex(at);
    if v == 0 || above.iter().any(|&s| vertex(s) == v) {
        return Some(Missing::Visited { vertex: v as u8 + 1 });
    }
    let last = above.len() + 2 == graph.len();
    let closes = graph.len() >= 3 && graph.joined(v, 0);
    (last && !closes).then_some(Missing::NoWayBack { vertex: v as u8 + 1 })
}

impl SearchProblem for Hamilton {
    type Settings = HamiltonSettings;
    type Change = HamiltonChange;
    type Drill = Drill;
    /// A count is always of every circuit.
    type Count = ();

    fn settings(pairs: &[(String, String)]) -> (HamiltonSettings, Vec<String>) {
        hamilton_settings(pairs)
    }

    fn query(settings: &HamiltonSettings) -> String {
        hamilton_query(settings)
    }

    fn changed(
        settings: &HamiltonSettings,
        change: HamiltonChange,
    ) -> (HamiltonSettings, Option<Vec<String>>) {
        (settings.changed(change), None)
    }

    fn job(settings: &HamiltonSettings) -> HamiltonJob {
        settings.job()
    }

    fn compared(settings: &HamiltonSettings) -> Vec<(HamiltonJob, Side)> {
        let sides = [
            Side { slug: "backtracking", name: t(HamiltonText::Backtracking) },
            Side { slug: BRUTE_FORCE, name: t(HamiltonText::BruteForce) },
        ];
        settings.compared().into_iter().zip(sides).collect()
    }

    fn count_jobs(settings: &HamiltonSettings, _: (), workers: usize) -> Vec<HamiltonJob> {
        let parts = workers.clamp(1, 16) as u16;
        let graph = &settings.graph.graph;
        (0..parts).map(|part| HamiltonJob::Count { graph: graph.clone(), part, parts }).collect()
    }

    fn nothing_to_search(settings: &HamiltonSettings) -> Option<String> {
        nothing_to_search(&settings.graph.graph)
    }

    fn status(
        settings: &HamiltonSettings,
        state: RunState,
        trail: &Trail<Hamilton>,
        _ending: Option<HamiltonOutcome>,
        failure: Option<&str>,
    ) -> String {
        nothing_to_search(&settings.graph.graph).unwrap_or_else(|| {
            hamilton_status(settings.graph.graph.len(), settings.mode, state, trail, failure)
        })
    }

    fn compare_status(_: &HamiltonSettings) -> String {
        t(HamiltonText::ComparingStatus).to_string()
    }

    fn figures(_: &HamiltonSettings, trail: &Trail<Hamilton>) -> Vec<Figure> {
        let stats = trail.stats();
        vec![
            Figure::count(t(CommonText::Nodes), "stat-nodes", stats.nodes),
            Figure::count(t(HamiltonText::DeadNodes), "stat-dead", stats.rejected),
            Figure::count(t(CommonText::Backtracks), "stat-backtracks", stats.backtracks),
            Figure::count(t(HamiltonText::Directed), "stat-solutions", stats.solutions),
            Figure::count(t(HamiltonText::Undirected), "stat-circuits", stats.solutions / 2),
        ]
    }

    fn count_figures(_: &HamiltonSettings, _: (), counting: &Ensemble<Hamilton>) -> Vec<Figure> {
        let counted = count_total(counting.endings()).unwrap_or(counting.stats().solutions);
        vec![
            Figure::count(t(HamiltonText::Directed), "count-total", counted),
            Figure::count(t(HamiltonText::Undirected), "count-circuits", counted / 2),
            workers_figure(counting),
        ]
    }

    fn program(settings: &HamiltonSettings, side: Option<Side>) -> Program {
        match side {
            Some(Side { slug: BRUTE_FORCE, .. }) => brute_force_program(settings.mode),
            _ => program(settings.mode),
        }
    }

    fn code_state(
        program: &Program,
        _: &HamiltonSettings,
        _: Option<Side>,
        trail: &Trail<Hamilton>,
        ending: Option<HamiltonOutcome>,
    ) -> CodeState {
        code_state(program, trail, ending)
    }

    fn question(
        settings: &HamiltonSettings,
        _: Drill,
        trail: &Trail<Hamilton>,
    ) -> Option<Question> {
        question(&settings.graph.graph, trail)
    }

    fn judge(
        _: &HamiltonSettings,
        _: &Trail<Hamilton>,
        question: &Question,
        answer: &Answer,
    ) -> Verdict {
        judge(question, answer)
    }

    fn node_label(settings: &HamiltonSettings, above: &[Square], at: Square) -> String {
        let why = missing_at(settings, above, at).map(|m| format!(" — {}", missing_text(m)));
        format!(": {}{}", step_text(at), why.unwrap_or_default())
    }

    fn dead_mark(settings: &HamiltonSettings, above: &[Square], at: Square) -> Option<String> {
        missing_at(settings, above, at).map(missing_mark)
    }

    fn node_attribute(_: &[Square], at: Square) -> Option<(&'static str, String)> {
        Some(("data-value", (vertex(at) + 1).to_string()))
    }

    /// The worker's circuits (vertex 1 first) as paths of decisions, x_2 first.
    fn solutions(
        _: &HamiltonSettings,
        trail: &Trail<Hamilton>,
        found: Option<&Vec<Vec<u8>>>,
    ) -> Vec<Vec<Square>> {
        let path = |circuit: &Vec<u8>| {
            let after_1 = circuit.iter().skip(1).enumerate();
            after_1.map(|(k, &v)| step(k + 1, usize::from(v) - 1)).collect()
        };
        found_paths(trail, found.map(|list| list.iter().map(path).collect()))
    }

    fn edge_label(_: &[Square], at: Square) -> String {
        format!("x{}={}", subscript(at.row + 1), vertex(at) + 1)
    }
}
