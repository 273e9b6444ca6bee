//! What the colouring page asks a worker to do.

use crate::core::graph::Graph;
use crate::core::search::Mode;
use serde::{Deserialize, Serialize};

/// A colouring job.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ColouringJob {
    /// The course's backtracking.
    Search {
        /// The graph coloured.
        graph: Graph,
        /// How many colours.
        m: u8,
        /// First solution or all of them.
        mode: Mode,
    },
    /// The brute force backtracking is compared with: every colouring, tested only when
    /// complete.
    BruteForce {
        /// The graph coloured.
        graph: Graph,
        /// How many colours.
        m: u8,
        /// First solution or all of them.
        mode: Mode,
    },
    /// Count the proper colourings with m colours: share `part` of `parts` of the tree.
    Count {
        /// The graph coloured.
        graph: Graph,
        /// How many colours.
        m: u8,
        /// Which share of the tree this worker counts (from 0).
        part: u16,
        /// How many shares there are.
        parts: u16,
    },
    /// Find the chromatic number: m = 1, 2, … until a colouring is found.
    Chromatic {
        /// The graph coloured.
        graph: Graph,
    },
}

/// What the page's count card counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColouringCount {
    /// Every proper colouring with m colours, over the workers.
    Colourings,
    /// The chromatic number, in one worker.
    Chromatic,
}
