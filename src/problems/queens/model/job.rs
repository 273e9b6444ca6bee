//! What the n-queens page asks a worker to do.

use crate::problems::queens::core::{Mode, Subtree};
use serde::{Deserialize, Serialize};

/// An n-queens job.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum QueensJob {
    /// Row-by-row backtracking.
    Search {
        /// The board's side.
        n: u16,
        /// First solution or all of them.
        mode: Mode,
    },
    /// The brute force backtracking is compared with: every placement of one queen per row,
    /// checked only when complete.
    BruteForce {
        /// The board's side.
        n: u16,
        /// First solution or all of them.
        mode: Mode,
    },
    /// Count the solutions in some first-row subtrees with the bitboard counter.
    Count {
        /// The board's side.
        n: u16,
        /// The subtrees this worker counts.
        subtrees: Vec<Subtree>,
    },
    /// Measure the backtracking tree of the n × n board (for the growth chart).
    Growth {
        /// The board's side.
        n: u16,
    },
}
