//! What the sum-of-subsets page asks a worker to do.

use super::settings::SubsetsSettings;
use super::Subsets;
use crate::core::search::Mode;
use crate::model::backtracking::compare::beside_brute_force;
use crate::model::page::{Jobs, Side};
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

impl Jobs for Subsets {
    /// A count is always of every subset that sums to m.
    type Count = ();

    fn job(settings: &SubsetsSettings) -> SubsetsJob {
        SubsetsJob::Search { instance: settings.instance(), mode: settings.mode }
    }

    /// Backtracking beside the brute force, when the settings compare.
    fn compared(settings: &SubsetsSettings) -> Vec<(SubsetsJob, Side)> {
        let brute =
            || SubsetsJob::BruteForce { instance: settings.instance(), mode: settings.mode };
        beside_brute_force(settings.compare, Self::job(settings), brute)
    }

    fn count_jobs(settings: &SubsetsSettings, _: (), workers: usize) -> Vec<SubsetsJob> {
        let parts = workers.clamp(1, 16) as u16;
        let instance = settings.instance();
        (0..parts)
            .map(|part| SubsetsJob::Count { instance: instance.clone(), part, parts })
            .collect()
    }
}
