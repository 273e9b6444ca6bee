//! The labyrinth on the search page: its settings, jobs, status, figures, code panel, practice
//! and tree labels, as [`SearchProblem`] asks for them.

use super::change::LabyrinthChange;
use super::code::{bfs_code_state, bfs_program, code_state, program};
use super::job::{LabyrinthEnding, LabyrinthJob};
use super::practice::{judge, question, Drill};
use super::settings::{labyrinth_query, labyrinth_settings, LabyrinthSettings, BFS};
use super::status::{blocked_text, dir_of, labyrinth_status, move_text};
use super::text::MazeSearchText;
use super::MazeSearch;
use crate::core::grid::Square;
use crate::core::search::Mode;
use crate::model::code::{CodeState, Program};
use crate::model::driver::RunState;
use crate::model::ensemble::Ensemble;
use crate::model::figures::Figure;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::t;
use crate::model::page::problem::found_paths;
use crate::model::page::{SearchProblem, Side};
use crate::model::player::Player;
use crate::model::practice::{Answer, Question, Verdict};
use crate::model::problem::Trail;
use crate::problems::maze_search::core::search::blocked;
use crate::problems::maze_search::core::Blocked;

impl SearchProblem for MazeSearch {
    type Settings = LabyrinthSettings;
    type Change = LabyrinthChange;
    type Drill = Drill;
    /// A count is of every simple path from start to goal.
    type Count = ();

    fn settings(pairs: &[(String, String)]) -> (LabyrinthSettings, Vec<String>) {
        labyrinth_settings(pairs)
    }

    fn query(settings: &LabyrinthSettings) -> String {
        labyrinth_query(settings)
    }

    fn changed(
        s: &LabyrinthSettings,
        change: LabyrinthChange,
    ) -> (LabyrinthSettings, Option<Vec<String>>) {
        let typed = matches!(change, LabyrinthChange::Rows(_) | LabyrinthChange::Cols(_));
        let (next, notices) = s.changed(change);
        (next, typed.then_some(notices))
    }

    fn on_square(square: Square) -> Option<LabyrinthChange> {
        Some(LabyrinthChange::Click(square))
    }

    fn job(settings: &LabyrinthSettings) -> LabyrinthJob {
        settings.job()
    }

    fn compared(settings: &LabyrinthSettings) -> Vec<(LabyrinthJob, Side)> {
        let sides = [
            Side { slug: "backtracking", name: t(MazeSearchText::Backtracking) },
            Side { slug: BFS, name: t(MazeSearchText::BreadthFirst) },
        ];
        settings.compared().into_iter().zip(sides).collect()
    }

    fn count_jobs(settings: &LabyrinthSettings, _: (), _workers: usize) -> Vec<LabyrinthJob> {
        let (plan, order) = (settings.plan(), settings.order);
        vec![LabyrinthJob::Search { plan, order, mode: Mode::All }]
    }

    fn status(
        settings: &LabyrinthSettings,
        state: RunState,
        trail: &Trail<MazeSearch>,
        ending: Option<LabyrinthEnding>,
        failure: Option<&str>,
    ) -> String {
        labyrinth_status(settings.mode, state, trail, ending, failure)
    }

    fn compare_status(_: &LabyrinthSettings) -> String {
        t(MazeSearchText::ComparingStatus).to_string()
    }

    fn figures(_: &LabyrinthSettings, trail: &Trail<MazeSearch>) -> Vec<Figure> {
        let stats = trail.stats();
        vec![
            Figure::count(t(CommonText::Nodes), "stat-nodes", stats.nodes),
            Figure::count(t(MazeSearchText::DeadNodes), "stat-dead", stats.rejected),
            Figure::count(t(CommonText::Backtracks), "stat-backtracks", stats.backtracks),
            Figure::count(t(CommonText::Solutions), "stat-solutions", stats.solutions),
        ]
    }

    fn side_figures(_: &LabyrinthSettings, _: Side, player: &Player<MazeSearch>) -> Vec<Figure> {
        let (expanded, steps) = match player.ending() {
            Some(LabyrinthEnding::BreadthFirst { expanded, steps }) => {
                (u64::from(expanded), steps.map(u64::from))
            }
            _ => {
                let (trail, stats) = (player.trail(), player.trail().stats());
                let first = trail.found().first().map(|p| p.len() as u64 - 1);
                (stats.nodes - stats.rejected - stats.solutions, first)
            }
        };
        let nodes = player.trail().stats().nodes;
        let mut figures = vec![
            Figure::count(t(CommonText::Nodes), "stat-nodes", nodes),
            Figure::count(t(MazeSearchText::Expanded), "stat-expanded", expanded),
        ];
        figures
            .extend(steps.map(|s| Figure::count(t(MazeSearchText::PathLength), "stat-length", s)));
        figures
    }

    fn count_figures(_: &LabyrinthSettings, _: (), counting: &Ensemble<MazeSearch>) -> Vec<Figure> {
        vec![Figure::count(t(CommonText::Solutions), "count-total", counting.stats().solutions)]
    }

    fn program(settings: &LabyrinthSettings, side: Option<Side>) -> Program {
        match side {
            Some(Side { slug: BFS, .. }) => bfs_program(),
            _ => program(settings.mode),
        }
    }

    fn code_state(
        program: &Program,
        _: &LabyrinthSettings,
        side: Option<Side>,
        trail: &Trail<MazeSearch>,
        ending: Option<LabyrinthEnding>,
    ) -> CodeState {
        match side {
            Some(Side { slug: BFS, .. }) => bfs_code_state(program, ending),
            _ => code_state(program, trail, ending.is_some()),
        }
    }

    fn question(
        s: &LabyrinthSettings,
        drill: Drill,
        trail: &Trail<MazeSearch>,
    ) -> Option<Question> {
        question(s, drill, trail)
    }

    fn judge(
        s: &LabyrinthSettings,
        trail: &Trail<MazeSearch>,
        q: &Question,
        answer: &Answer,
    ) -> Verdict {
        judge(s, trail.path(), q, answer)
    }

    fn node_label(settings: &LabyrinthSettings, above: &[Square], at: Square) -> String {
        let why = blocked(&settings.plan(), above, at).map(|b| format!(" — {}", blocked_text(b)));
        format!(": {}{}", move_text(above, at), why.unwrap_or_default())
    }

    fn dead_mark(settings: &LabyrinthSettings, above: &[Square], at: Square) -> Option<String> {
        blocked(&settings.plan(), above, at).map(|b| {
            t(match b {
                Blocked::Wall => MazeSearchText::MarkWall,
                Blocked::OnPath => MazeSearchText::MarkOnPath,
            })
            .to_string()
        })
    }

    fn node_attribute(above: &[Square], at: Square) -> Option<(&'static str, String)> {
        dir_of(above, at).map(|d| ("data-dir", d.letter().to_string()))
    }

    fn solutions(
        _: &LabyrinthSettings,
        trail: &Trail<MazeSearch>,
        found: Option<&Vec<Vec<Square>>>,
    ) -> Vec<Vec<Square>> {
        found_paths(trail, found.cloned())
    }

    fn edge_label(above: &[Square], at: Square) -> String {
        let dir = dir_of(above, at).map_or(String::new(), |d| d.letter().to_string());
        format!("{dir}{},{}", at.row + 1, at.col + 1)
    }
}
