//! What the Hamiltonian-circuit page asks a worker to do.

use crate::core::graph::Graph;
use crate::core::search::Mode;
use serde::{Deserialize, Serialize};

/// A Hamiltonian-circuit job.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HamiltonJob {
    /// The course's backtracking.
    Search {
        /// The graph searched.
        graph: Graph,
        /// First circuit or all of them.
        mode: Mode,
    },
    /// The brute force backtracking is compared with: every sequence of vertices, tested only
    /// when complete.
    BruteForce {
        /// The graph searched.
        graph: Graph,
        /// First circuit or all of them.
        mode: Mode,
    },
    /// Count the circuits: share `part` of `parts` of the tree.
    Count {
        /// The graph searched.
        graph: Graph,
        /// Which share of the tree this worker counts (from 0).
        part: u16,
        /// How many shares there are.
        parts: u16,
    },
}
