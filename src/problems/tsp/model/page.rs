//! The travelling salesman on the search page: its settings, jobs, status, figures, code panel,
//! practice and tree labels, as [`SearchProblem`] asks for them.

use super::board::TspTrail;
use super::code::{code_state, program};
use super::practice::{judge, question, Drill};
use super::settings::{tsp_query, tsp_settings, TspChange, TspSettings};
use super::status::{no_tour_text, node_label, tsp_status};
use super::text::TspText;
use super::Salesman;
use crate::core::branch::stats::BranchEnding;
use crate::core::branch::Branching as _;
use crate::core::branch::Selection;
use crate::core::grid::Square;
use crate::model::branch::figures::{best, counts};
use crate::model::branch::optimum::compare::Compare;
use crate::model::code::{CodeState, Program};
use crate::model::driver::RunState;
use crate::model::ensemble::Ensemble;
use crate::model::figures::Figure;
use crate::model::i18n::t;
use crate::model::page::{SearchProblem, Side};
use crate::model::player::Player;
use crate::model::practice::{Answer, Question, Verdict};
use crate::problems::tsp::core::{Tour, Tsp};
use crate::problems::tsp::model::job::TspJob;

/// How the search on `side` (none: the watched one) picks E-nodes and whether it bounds.
fn search_of(settings: &TspSettings, side: Option<Side>) -> (Selection, bool) {
    let strategy = settings.compare.strategy(side);
    (strategy.selection, strategy.bounded)
}

/// The figures of a search: its counts, the tours it has found and the best so far.
fn tsp_figures(trail: &TspTrail, live: bool) -> Vec<Figure> {
    let mut figures: Vec<Figure> =
        counts(trail).into_iter().filter(|f| live || f.testid != "stat-live").collect();
    for figure in figures.iter_mut().filter(|f| f.testid == "stat-solutions") {
        figure.label = t(TspText::Tours);
    }
    figures.extend(best(trail));
    figures
}

impl SearchProblem for Salesman {
    type Settings = TspSettings;
    type Change = TspChange;
    type Drill = Drill;
    /// The page has no count: the brute force counts every tour beside the search.
    type Count = ();

    fn settings(pairs: &[(String, String)]) -> (TspSettings, Vec<String>) {
        tsp_settings(pairs)
    }

    fn query(settings: &TspSettings) -> String {
        tsp_query(settings)
    }

    fn changed(settings: &TspSettings, change: TspChange) -> (TspSettings, Option<Vec<String>>) {
        settings.changed(change)
    }

    fn job(settings: &TspSettings) -> TspJob {
        settings.job()
    }

    fn compared(settings: &TspSettings) -> Vec<(TspJob, Side)> {
        let sides = settings.compare.sides().into_iter();
        sides.map(|(side, s)| (settings.job_with(s.selection, s.bounded), side)).collect()
    }

    fn count_jobs(_: &TspSettings, _: (), _workers: usize) -> Vec<TspJob> {
        Vec::new()
    }

    fn status(
        settings: &TspSettings,
        state: RunState,
        trail: &TspTrail,
        ending: Option<BranchEnding>,
        failure: Option<&str>,
    ) -> String {
        tsp_status(settings, state, trail, ending, failure)
    }

    fn compare_status(settings: &TspSettings) -> String {
        t(match settings.compare {
            Compare::BruteForce => TspText::ComparingBrute,
            _ => TspText::ComparingDepth,
        })
        .to_string()
    }

    fn figures(_: &TspSettings, trail: &TspTrail) -> Vec<Figure> {
        tsp_figures(trail, true)
    }

    fn count_figures(_: &TspSettings, _: (), _: &Ensemble<Salesman>) -> Vec<Figure> {
        Vec::new()
    }

    fn program(settings: &TspSettings, side: Option<Side>) -> Program {
        let (selection, bounded) = search_of(settings, side);
        program(selection, bounded, settings.bound)
    }

    fn code_state(
        program: &Program,
        settings: &TspSettings,
        _: Option<Side>,
        trail: &TspTrail,
        ending: Option<BranchEnding>,
    ) -> CodeState {
        code_state(program, settings, trail, ending)
    }

    fn question(settings: &TspSettings, drill: Drill, trail: &TspTrail) -> Option<Question> {
        question(settings, drill, trail)
    }

    fn judge(
        settings: &TspSettings,
        trail: &TspTrail,
        question: &Question,
        answer: &Answer,
    ) -> Verdict {
        judge(settings, trail, question, answer)
    }

    fn node_label(_: &TspSettings, above: &[Square], at: Square) -> String {
        node_label(above, at)
    }

    fn dead_mark(settings: &TspSettings, above: &[Square], at: Square) -> Option<String> {
        let parent: Vec<u8> = std::iter::once(0).chain(above.iter().map(|s| s.col as u8)).collect();
        let tree = Tsp::new(settings.graph.clone(), settings.bound).ok()?;
        let mut children = Vec::new();
        tree.children(&Tour::of(&parent), &mut children);
        let child = children.into_iter().find(|c| u16::from(c.choice) == at.col)?;
        child.infeasible.map(no_tour_text)
    }

    fn node_attribute(_: &[Square], at: Square) -> Option<(&'static str, String)> {
        Some(("data-city", (at.col + 1).to_string()))
    }

    fn edge_label(_: &[Square], at: Square) -> String {
        (at.col + 1).to_string()
    }

    fn side_figures(_: &TspSettings, _: Side, player: &Player<Salesman>) -> Vec<Figure> {
        tsp_figures(player.trail(), false)
    }
}
