//! What the sum-of-subsets page asks a worker to do.

use crate::core::search::Mode;
use crate::problems::subsets::core::Instance;
use serde::{Deserialize, Serialize};

/// A sum-of-subsets job.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SubsetsJob {
    /// The course's backtracking.
    Search {
        /// The weights and m.
        instance: Instance,
        /// First solution or all of them.
        mode: Mode,
    },
    /// The brute force backtracking is compared with: every subset, tested only when complete.
    BruteForce {
        /// The weights and m.
        instance: Instance,
        /// First solution or all of them.
        mode: Mode,
    },
    /// Count the subsets that sum to m by meeting in the middle: share `part` of `parts`.
    Count {
        /// The weights and m.
        instance: Instance,
        /// Which share of the second half's subsets this worker counts (from 0).
        part: u16,
        /// How many shares there are.
        parts: u16,
    },
}
