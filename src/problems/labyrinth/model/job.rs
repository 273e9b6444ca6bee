//! What the labyrinth page asks a worker to do, and how its runs end.

use super::settings::{LabyrinthSettings, BFS};
use super::text::LabyrinthText;
use super::Labyrinth;
use crate::core::search::Mode;
use crate::model::i18n::t;
use crate::model::page::{Jobs, Side};
use crate::problems::labyrinth::core::{Order, Plan};
use serde::{Deserialize, Serialize};

/// A labyrinth job.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LabyrinthJob {
    /// The chapter's depth-first backtracking.
    Search {
        /// The labyrinth.
        plan: Plan,
        /// The priority of the directions.
        order: Order,
        /// First path or all of them.
        mode: Mode,
    },
    /// Breadth-first search, which backtracking is compared with.
    BreadthFirst {
        /// The labyrinth.
        plan: Plan,
        /// The order neighbours are queued in.
        order: Order,
    },
}

/// How a labyrinth run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LabyrinthEnding {
    /// Backtracking ended with this many paths found (in "first" mode, at most one).
    Searched(u64),
    /// Breadth-first search expanded `expanded` cells; `steps` is the shortest path's length.
    BreadthFirst {
        /// Cells expanded before the goal was taken from the queue.
        expanded: u32,
        /// The shortest path's length in steps, if the goal can be reached.
        steps: Option<u32>,
    },
}

impl Jobs for Labyrinth {
    /// A count is of every simple path from start to goal.
    type Count = ();

    fn job(settings: &LabyrinthSettings) -> LabyrinthJob {
        let (plan, order, mode) = (settings.plan(), settings.order, settings.mode);
        LabyrinthJob::Search { plan, order, mode }
    }

    /// Backtracking beside breadth-first search, when the settings compare.
    fn compared(settings: &LabyrinthSettings) -> Vec<(LabyrinthJob, Side)> {
        if !settings.compare {
            return Vec::new();
        }
        let bfs = LabyrinthJob::BreadthFirst { plan: settings.plan(), order: settings.order };
        vec![
            (
                Self::job(settings),
                Side { slug: "backtracking", name: t(LabyrinthText::Backtracking) },
            ),
            (bfs, Side { slug: BFS, name: t(LabyrinthText::BreadthFirst) }),
        ]
    }

    fn count_jobs(settings: &LabyrinthSettings, _: (), _workers: usize) -> Vec<LabyrinthJob> {
        let (plan, order) = (settings.plan(), settings.order);
        vec![LabyrinthJob::Search { plan, order, mode: Mode::All }]
    }
}
