//! Graph colouring on the search page: its settings, jobs, status, figures, code panel, practice
//! and tree labels, as [`SearchProblem`] asks for them.

use super::code::{brute_force_program, code_state, program};
use super::job::{ColouringCount, ColouringJob};
use super::practice::{judge, question, Drill};
use super::problem::{chromatic, count_total};
use super::settings::{
    colouring_query, colouring_settings, ColouringChange, ColouringSettings, BRUTE_FORCE,
};
use super::status::{clash_mark, clash_text, colouring_status, decision_text};
use super::text::ColouringText;
use super::Colouring;
use crate::core::grid::Square;
use crate::model::code::{CodeState, Program};
use crate::model::driver::RunState;
use crate::model::ensemble::Ensemble;
use crate::model::figures::{solutions_counted, Figure};
use crate::model::graph::link::nothing_to_search;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::t;
use crate::model::page::problem::found_paths;
use crate::model::page::{SearchProblem, Side};
use crate::model::practice::{Answer, Question, Verdict};
use crate::model::problem::Trail;
use crate::model::status::subscript;
use crate::problems::colouring::core::{colour, decision, neighbour_clash, ColouringOutcome};

impl SearchProblem for Colouring {
    type Settings = ColouringSettings;
    type Change = ColouringChange;
    type Drill = Drill;
    type Count = ColouringCount;

    fn settings(pairs: &[(String, String)]) -> (ColouringSettings, Vec<String>) {
        colouring_settings(pairs)
    }

    fn query(settings: &ColouringSettings) -> String {
        colouring_query(settings)
    }

    fn changed(
        settings: &ColouringSettings,
        change: ColouringChange,
    ) -> (ColouringSettings, Option<Vec<String>>) {
        // A typed m replaces the notices (clearing them when it is fine).
        let typed = matches!(change, ColouringChange::M(_));
        let (next, notices) = settings.changed(change);
        (next, typed.then_some(notices))
    }

    fn job(settings: &ColouringSettings) -> ColouringJob {
        settings.job()
    }

    fn compared(settings: &ColouringSettings) -> Vec<(ColouringJob, Side)> {
        let sides = [
            Side { slug: "backtracking", name: t(ColouringText::Backtracking) },
            Side { slug: BRUTE_FORCE, name: t(ColouringText::BruteForce) },
        ];
        settings.compared().into_iter().zip(sides).collect()
    }

    fn count_jobs(
        settings: &ColouringSettings,
        count: ColouringCount,
        workers: usize,
    ) -> Vec<ColouringJob> {
        let graph = &settings.graph;
        if count == ColouringCount::Chromatic {
            return vec![ColouringJob::Chromatic { graph: graph.clone() }];
        }
        let parts = workers.clamp(1, 16) as u16;
        (0..parts)
            .map(|part| ColouringJob::Count { graph: graph.clone(), m: settings.m, part, parts })
            .collect()
    }

    fn count_on_load(settings: &ColouringSettings) -> Option<ColouringCount> {
        settings.chromatic.then_some(ColouringCount::Chromatic)
    }

    fn nothing_to_search(settings: &ColouringSettings) -> Option<String> {
        nothing_to_search(&settings.graph)
    }

    fn status(
        settings: &ColouringSettings,
        state: RunState,
        trail: &Trail<Colouring>,
        _ending: Option<ColouringOutcome>,
        failure: Option<&str>,
    ) -> String {
        nothing_to_search(&settings.graph).unwrap_or_else(|| {
            colouring_status(
                (settings.graph.len(), settings.m),
                settings.mode,
                state,
                trail,
                failure,
            )
        })
    }

    fn compare_status(_: &ColouringSettings) -> String {
        t(ColouringText::ComparingStatus).to_string()
    }

    fn figures(_: &ColouringSettings, trail: &Trail<Colouring>) -> Vec<Figure> {
        let stats = trail.stats();
        vec![
            Figure::count(t(CommonText::Nodes), "stat-nodes", stats.nodes),
            Figure::count(t(ColouringText::DeadNodes), "stat-dead", stats.rejected),
            Figure::count(t(CommonText::Backtracks), "stat-backtracks", stats.backtracks),
            Figure::count(t(CommonText::Solutions), "stat-solutions", stats.solutions),
        ]
    }

    fn count_figures(
        _: &ColouringSettings,
        count: ColouringCount,
        counting: &Ensemble<Colouring>,
    ) -> Vec<Figure> {
        if count == ColouringCount::Chromatic {
            let found = chromatic(counting.endings());
            let value = found.as_ref().map_or(0, |(value, _)| u64::from(*value));
            let shown = found.map_or_else(|| "…".to_string(), |(value, _)| value.to_string());
            return vec![Figure {
                label: t(ColouringText::ChromaticNumber),
                testid: "count-chromatic",
                value,
                shown: Some(shown),
            }];
        }
        solutions_counted(count_total(counting.endings()), counting)
    }

    fn program(settings: &ColouringSettings, side: Option<Side>) -> Program {
        match side {
            Some(Side { slug: BRUTE_FORCE, .. }) => brute_force_program(settings.mode),
            _ => program(settings.mode),
        }
    }

    fn code_state(
        program: &Program,
        _settings: &ColouringSettings,
        _: Option<Side>,
        trail: &Trail<Colouring>,
        ending: Option<ColouringOutcome>,
    ) -> CodeState {
        code_state(program, trail, ending)
    }

    fn question(
        settings: &ColouringSettings,
        _: Drill,
        trail: &Trail<Colouring>,
    ) -> Option<Question> {
        question(&settings.graph, settings.m, trail)
    }

    fn judge(
        settings: &ColouringSettings,
        trail: &Trail<Colouring>,
        question: &Question,
        answer: &Answer,
    ) -> Verdict {
        judge(&settings.graph, trail.path(), question, answer)
    }

    fn node_label(settings: &ColouringSettings, above: &[Square], at: Square) -> String {
        let why = neighbour_clash(&settings.graph, above, at)
            .map(|c| format!(" — {}", clash_text(c, at)));
        format!(": {}{}", decision_text(at), why.unwrap_or_default())
    }

    fn dead_mark(settings: &ColouringSettings, above: &[Square], at: Square) -> Option<String> {
        neighbour_clash(&settings.graph, above, at).map(clash_mark)
    }

    fn node_attribute(_: &[Square], at: Square) -> Option<(&'static str, String)> {
        Some(("data-value", colour(at).to_string()))
    }

    /// The worker's colourings (vertex 1's colour first) as paths of decisions.
    fn solutions(
        _: &ColouringSettings,
        trail: &Trail<Colouring>,
        found: Option<&Vec<Vec<u8>>>,
    ) -> Vec<Vec<Square>> {
        let path =
            |colours: &Vec<u8>| colours.iter().enumerate().map(|(k, &c)| decision(k, c)).collect();
        found_paths(trail, found.map(|list| list.iter().map(path).collect()))
    }

    fn edge_label(_: &[Square], at: Square) -> String {
        format!("x{}={}", subscript(at.row + 1), at.col)
    }
}
