//! What the Hamiltonian-circuit page asks a worker to do: the searches and counts its settings
//! start.

use super::settings::HamiltonSettings;
use super::Hamilton;
use crate::core::graph::Graph;
use crate::core::search::Mode;
use crate::model::backtracking::compare::beside_brute_force;
use crate::model::graph::text::GraphText;
use crate::model::i18n::t;
use crate::model::page::{Jobs, Side};
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

impl Jobs for Hamilton {
    /// A count is always of every circuit.
    type Count = ();

    fn job(settings: &HamiltonSettings) -> HamiltonJob {
        HamiltonJob::Search { graph: settings.graph.graph.clone(), mode: settings.mode }
    }

    /// Backtracking beside the brute force, when the settings compare.
    fn compared(settings: &HamiltonSettings) -> Vec<(HamiltonJob, Side)> {
        let brute =
            || HamiltonJob::BruteForce { graph: settings.graph.graph.clone(), mode: settings.mode };
        beside_brute_force(settings.compare, Self::job(settings), brute)
    }

    fn count_jobs(settings: &HamiltonSettings, _: (), workers: usize) -> Vec<HamiltonJob> {
        let parts = workers.clamp(1, 16) as u16;
        let graph = &settings.graph.graph;
        (0..parts).map(|part| HamiltonJob::Count { graph: graph.clone(), part, parts }).collect()
    }

    /// The graph is empty (the status says so too, and a run or a count is refused with it as
    /// a notice).
    fn nothing_to_search(settings: &HamiltonSettings) -> Option<String> {
        settings.graph.graph.is_empty().then(|| t(GraphText::NothingToSearch).to_string())
    }
}
