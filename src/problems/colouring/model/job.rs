//! What the colouring page asks a worker to do: the searches and counts its settings start.

use super::settings::ColouringSettings;
use super::Colouring;
use crate::core::graph::Graph;
use crate::core::search::Mode;
use crate::model::backtracking::compare::beside_brute_force;
use crate::model::graph::text::GraphText;
use crate::model::i18n::t;
use crate::model::page::{Jobs, Side};
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

impl Jobs for Colouring {
    type Count = ColouringCount;

    fn job(settings: &ColouringSettings) -> ColouringJob {
        let (graph, m, mode) = (settings.graph.clone(), settings.m, settings.mode);
        ColouringJob::Search { graph, m, mode }
    }

    /// Backtracking beside the brute force, when the settings compare.
    fn compared(settings: &ColouringSettings) -> Vec<(ColouringJob, Side)> {
        let (graph, m, mode) = (&settings.graph, settings.m, settings.mode);
        let brute = || ColouringJob::BruteForce { graph: graph.clone(), m, mode };
        beside_brute_force(settings.compare, Self::job(settings), brute)
    }

    fn count_jobs(
        settings: &ColouringSettings,
        count: ColouringCount,
        workers: usize,
    ) -> Vec<ColouringJob> {
        let graph = &settings.graph;
        if count == ColouringCount::Chromatic {
            return vec![ColouringJob::Chromatic { graph: graph.clone() }];
        }
        let parts = workers.clamp(1, 16) as u16;
        (0..parts)
            .map(|part| ColouringJob::Count { graph: graph.clone(), m: settings.m, part, parts })
            .collect()
    }

    /// The chromatic number, when the link says `find=chromatic`.
    fn count_on_load(settings: &ColouringSettings) -> Option<ColouringCount> {
        settings.chromatic.then_some(ColouringCount::Chromatic)
    }

    /// The graph is empty (the status says so too, and a run or a count is refused with it as
    /// a notice).
    fn nothing_to_search(settings: &ColouringSettings) -> Option<String> {
        settings.graph.is_empty().then(|| t(GraphText::NothingToSearch).to_string())
    }
}
