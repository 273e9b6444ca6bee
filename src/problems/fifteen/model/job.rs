//! What the 15-puzzle page asks a worker to do, and how its runs end.

use crate::core::branch::Selection;
use crate::problems::fifteen::core::{Estimate, Position};
use serde::{Deserialize, Serialize};

/// A 15-puzzle job.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FifteenJob {
    /// Branch and bound from `start`, with ĝ by `estimate`, picking E-nodes by `selection`
    /// (least cost, or FIFO to compare with).
    Search {
        /// The start position.
        start: Position,
        /// How ĝ(i) is estimated.
        estimate: Estimate,
        /// How the E-node is picked.
        selection: Selection,
    },
    /// A start from which the goal cannot be reached: no search runs.
    Unreachable,
}

/// How a 15-puzzle run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FifteenEnding {
    /// The goal was generated.
    Reached,
    /// No live node was left (never, from a reachable start, with enough memory).
    Exhausted,
    /// The search stopped at the page's node limit.
    Capped,
    /// The goal cannot be reached from the start: no search ran.
    Unreachable,
}
