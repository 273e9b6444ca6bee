//! What the n-queens page asks a worker to do.

use super::settings::QueensSettings;
use super::Queens;
use crate::model::backtracking::compare::beside_brute_force;
use crate::model::page::{Jobs, Side};
use crate::problems::queens::core::{split_subtrees, Mode, Subtree};
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

impl Jobs for Queens {
    /// A count is always of every solution of the board.
    type Count = ();

    fn job(settings: &QueensSettings) -> QueensJob {
        QueensJob::Search { n: settings.n, mode: settings.mode }
    }

    /// Backtracking beside the brute force, when the settings compare.
    fn compared(settings: &QueensSettings) -> Vec<(QueensJob, Side)> {
        let brute = || QueensJob::BruteForce { n: settings.n, mode: settings.mode };
        beside_brute_force(settings.compare, Self::job(settings), brute)
    }

    fn count_jobs(settings: &QueensSettings, _: (), workers: usize) -> Vec<QueensJob> {
        let n = settings.n;
        let split = split_subtrees(n, workers);
        split.into_iter().map(|subtrees| QueensJob::Count { n, subtrees }).collect()
    }
}
