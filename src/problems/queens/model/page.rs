//! N-queens on the search page: its settings, jobs, status, figures, code panel, practice and
//! tree labels, as [`SearchProblem`] asks for them.

use super::code::{brute_force_program, code_state, program};
use super::job::QueensJob;
use super::practice::{judge, question, Drill};
use super::problem::count_total;
use super::settings::{queens_query, queens_settings, QueensChange, QueensSettings, BRUTE_FORCE};
use super::status::queens_status;
use super::Queens;
use crate::core::grid::Square;
use crate::model::code::{CodeState, Program};
use crate::model::driver::RunState;
use crate::model::ensemble::Ensemble;
use crate::model::figures::{workers_figure, Figure};
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{say, t};
use crate::model::page::{SearchProblem, Side};
use crate::model::practice::{Answer, Question, Verdict};
use crate::model::problem::Trail;
use crate::problems::queens::core::split_subtrees;
use crate::problems::queens::core::QueensOutcome;
use crate::problems::queens::model::text::QueensText;

impl SearchProblem for Queens {
    type Settings = QueensSettings;
    type Change = QueensChange;
    type Drill = Drill;
    /// A count is always of every solution of the board.
    type Count = ();

    fn settings(pairs: &[(String, String)]) -> (QueensSettings, Vec<String>) {
        queens_settings(pairs)
    }

    fn query(settings: &QueensSettings) -> String {
        queens_query(settings)
    }

    fn changed(
        settings: &QueensSettings,
        change: QueensChange,
    ) -> (QueensSettings, Option<Vec<String>>) {
        // A typed n replaces the notices (clearing them when it is fine).
        let typed = matches!(change, QueensChange::N(_));
        let (next, notices) = settings.changed(change);
        (next, typed.then_some(notices))
    }

    fn job(settings: &QueensSettings) -> QueensJob {
        settings.job()
    }

    fn compared(settings: &QueensSettings) -> Vec<(QueensJob, Side)> {
        let sides = [
            Side { slug: "backtracking", name: t(QueensText::Backtracking) },
            Side { slug: BRUTE_FORCE, name: t(QueensText::BruteForce) },
        ];
        settings.compared().into_iter().zip(sides).collect()
    }

    fn count_jobs(settings: &QueensSettings, _: (), workers: usize) -> Vec<QueensJob> {
        let n = settings.n;
        let split = split_subtrees(n, workers);
        split.into_iter().map(|subtrees| QueensJob::Count { n, subtrees }).collect()
    }

    fn status(
        settings: &QueensSettings,
        state: RunState,
        trail: &Trail<Queens>,
        _ending: Option<QueensOutcome>,
        failure: Option<&str>,
    ) -> String {
        queens_status(settings.n, settings.mode, state, trail, failure)
    }

    fn compare_status(_: &QueensSettings) -> String {
        t(QueensText::ComparingStatus).to_string()
    }

    fn figures(_: &QueensSettings, trail: &Trail<Queens>) -> Vec<Figure> {
        let stats = trail.stats();
        vec![
            Figure::count(t(CommonText::Nodes), "stat-nodes", stats.nodes),
            Figure::count(t(QueensText::DeadNodes), "stat-dead", stats.rejected),
            Figure::count(t(CommonText::Backtracks), "stat-backtracks", stats.backtracks),
            Figure::count(t(CommonText::Solutions), "stat-solutions", stats.solutions),
        ]
    }

    fn count_figures(_: &QueensSettings, _: (), counting: &Ensemble<Queens>) -> Vec<Figure> {
        let counted = count_total(counting.endings());
        vec![
            Figure {
                label: t(CommonText::Solutions),
                testid: "count-total",
                value: counted.map_or(counting.stats().solutions, |c| c.0),
                shown: None,
            },
            Figure {
                label: t(QueensText::Distinct),
                testid: "count-distinct",
                value: counted.map_or(0, |c| c.1),
                shown: Some(
                    counted.map_or("…".to_string(), |c| crate::model::status::format_count(c.1)),
                ),
            },
            workers_figure(counting),
        ]
    }

    fn program(settings: &QueensSettings, side: Option<Side>) -> Program {
        match side {
            Some(Side { slug: BRUTE_FORCE, .. }) => brute_force_program(settings.mode),
            _ => program(settings.mode),
        }
    }

    fn code_state(
        program: &Program,
        _: &QueensSettings,
        _: Option<Side>,
        trail: &Trail<Queens>,
        ending: Option<QueensOutcome>,
    ) -> CodeState {
        code_state(program, trail, ending)
    }

    fn question(
        settings: &QueensSettings,
        drill: Drill,
        trail: &Trail<Queens>,
    ) -> Option<Question> {
        question(settings.n, drill, trail)
    }

    fn judge(
        _: &QueensSettings,
        trail: &Trail<Queens>,
        question: &Question,
        answer: &Answer,
    ) -> Verdict {
        judge(question, trail.path(), answer)
    }

    fn node_label(_: &QueensSettings, _: &[Square], at: Square) -> String {
        say(QueensText::TreeQueen, &[("row", &(at.row + 1)), ("col", &(at.col + 1))])
    }

    fn edge_label(_: &[Square], at: Square) -> String {
        (at.col + 1).to_string()
    }
}
