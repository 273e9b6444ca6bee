//! The Hamiltonian-circuit page's settings: the graph (built-in by name, or its vertices, edges
//! and drawing), first or all, and the comparison; what its URL can say, and the link that says
//! it.

use super::job::HamiltonJob;
use crate::core::graph::Graph;
use crate::core::search::Mode;
use crate::model::graph::link::{graph_of, Named};
use crate::model::page::common::{compared_with, mode};

/// The name of the brute force in URLs (`compare=brute-force`).
pub const BRUTE_FORCE: &str = "brute-force";

/// Everything the Hamiltonian-circuit page can be told by its URL.
#[derive(Clone, Debug, PartialEq)]
pub struct HamiltonSettings {
    /// The graph searched, and its name while it is a built-in one.
    pub graph: Named,
    /// First circuit or all.
    pub mode: Mode,
    /// Whether backtracking runs beside the brute force.
    pub compare: bool,
}

impl HamiltonSettings {
    /// The search these settings ask for.
    pub fn job(&self) -> HamiltonJob {
        HamiltonJob::Search { graph: self.graph.graph.clone(), mode: self.mode }
    }

    /// The two searches compared side by side (backtracking, the brute force), when the
    /// settings compare.
    pub fn compared(&self) -> Vec<HamiltonJob> {
        let brute = HamiltonJob::BruteForce { graph: self.graph.graph.clone(), mode: self.mode };
        if self.compare {
            vec![self.job(), brute]
        } else {
            Vec::new()
        }
    }
}

/// The settings a URL asks for, and a notice for every value it could not honour.
///
/// ```
/// use runut::problems::hamilton::model::settings::hamilton_settings;
/// use runut::model::query::query_pairs;
/// let (settings, notices) = hamilton_settings(&query_pairs("?p=hamilton&graph=petersen&mode=x"));
/// assert_eq!((settings.graph.graph.len(), notices.len()), (10, 1));
/// ```
pub fn hamilton_settings(pairs: &[(String, String)]) -> (HamiltonSettings, Vec<String>) {
    let mut notices = Vec::new();
    let graph = graph_of(pairs, &mut notices);
    let mode = mode(pairs, &mut notices);
    let compare = compared_with(pairs, BRUTE_FORCE, &mut notices);
    (HamiltonSettings { graph, mode, compare }, notices)
}

/// The query string that reproduces `settings` (without `run`).
pub fn hamilton_query(settings: &HamiltonSettings) -> String {
    let mode = settings.mode.slug();
    let compare = if settings.compare { "&compare=brute-force" } else { "" };
    format!("?p=hamilton&{}&mode={mode}{compare}", settings.graph.query())
}

/// A change the Hamiltonian-circuit page makes to its settings.
#[derive(Clone, Debug, PartialEq)]
pub enum HamiltonChange {
    /// A built-in graph, by its name.
    Named(String),
    /// A graph drawn by the user.
    Drawn(Graph),
    /// First circuit or all.
    Mode(Mode),
    /// Whether backtracking runs beside the brute force.
    Compare(bool),
}

impl HamiltonSettings {
    /// These settings after `change` (a link no longer runs on load).
    pub fn changed(&self, change: HamiltonChange) -> HamiltonSettings {
        let mut next = self.clone();
        match change {
            HamiltonChange::Named(name) => {
                if let Some(graph) = Named::built_in(&name) {
                    next.graph = graph;
                }
            }
            HamiltonChange::Drawn(graph) => next.graph = Named::drawn(graph),
            HamiltonChange::Mode(mode) => next.mode = mode,
            HamiltonChange::Compare(compare) => next.compare = compare,
        }
        next
    }
}
