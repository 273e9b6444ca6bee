//! What the labyrinth page asks a worker to do, and how its runs end.

use crate::core::search::Mode;
use crate::problems::maze_search::core::{Labyrinth as Plan, Order};
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
