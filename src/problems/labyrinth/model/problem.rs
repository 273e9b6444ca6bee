//! The labyrinth as a problem of the app: its types, and how its jobs run in the worker.

use super::job::{LabyrinthEnding, LabyrinthJob};
use super::text::LabyrinthText;
use super::Labyrinth;
use crate::core::grid::Square;
use crate::core::search::trail::PathStanding;
use crate::core::search::tree::TreeNode;
use crate::core::search::Trail;
use crate::core::search::{Search, Stats};
use crate::model::i18n::Text;
use crate::model::problem::{Problem, Run, RunStanding};
use crate::model::run::Watched;
use crate::problems::labyrinth::core::{breadth_first, Blocked, LabyrinthSearch};

impl Problem for Labyrinth {
    const SLUG: &'static str = "labyrinth";
    const NAME: Text = Text { en: "Maze search", id: "Penelusuran labirin" };
    const DESCRIPTION: Text = Text {
        en: "Watch backtracking find its way through a labyrinth of walls: directions tried in \
             your priority, dead ends abandoned, every node numbered, and breadth-first search \
             beside it.",
        id: "Lihat runut-balik mencari jalan melalui labirin berdinding: arah dicoba menurut \
             prioritas Anda, jalan buntu ditinggalkan, setiap simpul bernomor, dan pencarian \
             melebar di sampingnya.",
    };
    const PREVIEW: &'static str = "?p=labyrinth&rows=8&cols=10&seed=5&goal=7,9&at=60";
    type Job = LabyrinthJob;
    /// A wall, or a cell already on the path.
    type Replay = Trail<Blocked>;
    type Ending = LabyrinthEnding;
    /// The first paths backtracking found, each its cells from the start (breadth-first
    /// search's path is recomputed by the page).
    type Found = Vec<Vec<Square>>;
    type Messages = LabyrinthText;

    fn start(job: LabyrinthJob) -> Box<dyn Run<Labyrinth>> {
        match job {
            LabyrinthJob::Search { plan, order, mode } => {
                let run = Watched::new(LabyrinthSearch::new(plan, order, mode), true, ending);
                Box::new(run.reporting(|search| Some(search.found().to_vec())))
            }
            LabyrinthJob::BreadthFirst { plan, order } => {
                let bfs = breadth_first(&plan, order);
                let (nodes, tree) = (bfs.reached.len() as u64, bfs.drawn_tree());
                let steps = bfs.path.map(|p| p.len() as u32 - 1);
                Box::new(BreadthFirst { expanded: bfs.expanded, steps, nodes, tree })
            }
        }
    }
}

/// How backtracking ended, once it has.
fn ending(search: &LabyrinthSearch) -> Option<LabyrinthEnding> {
    search.ended().then(|| LabyrinthEnding::Searched(search.stats().solutions))
}

/// Breadth-first search, done as soon as it starts (a labyrinth has at most 400 cells): it has
/// no events, only its ending. Its queue does not fit the events of a path that grows and
/// shrinks, so its snapshot carries its whole tree (every cell it reached, numbered in the
/// order it reached them, a level for each distance from the start) and the page draws it.
struct BreadthFirst {
    expanded: u32,
    steps: Option<u32>,
    /// The nodes it generated: the cells it reached.
    nodes: u64,
    tree: TreeNode,
}

impl Run<Labyrinth> for BreadthFirst {
    fn advance(&mut self, _steps: u32, _now: f64) -> bool {
        true
    }

    fn stats(&self) -> Stats {
        let solutions = u64::from(self.steps.is_some());
        Stats { nodes: self.nodes, solutions, ..Stats::default() }
    }

    fn standing(&self) -> RunStanding<Labyrinth> {
        let tree = Some(vec![vec![self.tree.clone()]]);
        let standing = PathStanding { path: Vec::new(), tree };
        RunStanding { standing, stats: self.stats(), tail: Vec::new() }
    }

    fn ending(&self) -> Option<LabyrinthEnding> {
        Some(LabyrinthEnding::BreadthFirst { expanded: self.expanded, steps: self.steps })
    }
}
