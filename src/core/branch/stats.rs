//! The totals of a branch-and-bound search ([`BranchStats`]) and how it ended
//! ([`BranchEnding`]).

use crate::core::search::Stats;
use serde::{Deserialize, Serialize};

/// Running totals, counted as the events tell them (so that a replay counts the same).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BranchStats {
    /// Nodes generated (`Generate` events), the root included.
    pub generated: u64,
    /// Nodes expanded: those that became the E-node (a depth-first node that becomes the
    /// E-node again counts once).
    pub expanded: u64,
    /// Nodes killed (`Kill` events).
    pub killed: u64,
    /// Solution nodes generated: each better one (`Best`), each one no better (killed), or the
    /// goal reached (`Answer` of [`super::Goal::Reach`]).
    pub solutions: u64,
    /// Nodes live now (a node just generated counts until the next event says otherwise).
    pub live: u64,
    /// The most nodes live at once. A node killed (or found a solution) on the event right after
    /// it is generated was never live: it does not count here.
    pub most_live: u64,
}

impl BranchStats {
    /// The totals every search page shows: nodes generated, killed and solutions (a
    /// branch-and-bound search does not backtrack: `backtracks` stays 0).
    pub fn as_stats(self) -> Stats {
        let (nodes, rejected, solutions) = (self.generated, self.killed, self.solutions);
        Stats { nodes, rejected, backtracks: 0, solutions }
    }
}

/// How a search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BranchEnding {
    /// The goal was generated ([`super::Goal::Reach`]): the search stopped there.
    Reached,
    /// No live node was left (its answer, if it has one, is the best solution).
    Exhausted,
    /// It stopped at its node limit, before generating one more node.
    Capped,
}
