//! The Hamiltonian-circuit page's settings: the graph (built-in by name, or its vertices, edges
//! and drawing), first or all, and the comparison; what its URL can say, and the link that says
//! it.

use super::Hamilton;
use crate::core::graph::Graph;
use crate::core::search::Mode;
use crate::core::slug::Slugged;
use crate::model::graph::link::{graph_of, Named};
use crate::model::page::common::BRUTE_FORCE;
use crate::model::page::common::{compared_with, mode};
use crate::model::page::Link;

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

/// The Hamiltonian-circuit page's link.
///
/// ```
/// use runut::model::page::Link;
/// use runut::model::query::query_pairs;
/// use runut::problems::hamilton::Hamilton;
/// let (settings, notices) = Hamilton::settings(&query_pairs("?p=hamilton&graph=petersen&mode=x"));
/// assert_eq!((settings.graph.graph.len(), notices.len()), (10, 1));
/// ```
impl Link for Hamilton {
    type Settings = HamiltonSettings;
    type Change = HamiltonChange;

    fn settings(pairs: &[(String, String)]) -> (HamiltonSettings, Vec<String>) {
        let mut notices = Vec::new();
        let graph = graph_of(pairs, &mut notices);
        let mode = mode(pairs, &mut notices);
        let compare = compared_with(pairs, BRUTE_FORCE, &mut notices);
        (HamiltonSettings { graph, mode, compare }, notices)
    }

    fn query(settings: &HamiltonSettings) -> String {
        let mode = settings.mode.slug();
        let compare = if settings.compare { "&compare=brute-force" } else { "" };
        format!("?p=hamilton&{}&mode={mode}{compare}", settings.graph.query())
    }

    /// Nothing is typed, so no change replaces the page's notices.
    fn changed(
        settings: &HamiltonSettings,
        change: HamiltonChange,
    ) -> (HamiltonSettings, Option<Vec<String>>) {
        let mut next = settings.clone();
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
        (next, None)
    }
}
