//! What the travelling-salesman page asks a worker to do: one search, or two compared.

use super::settings::TspSettings;
use super::Tsp;
use crate::core::branch::Selection;
use crate::model::page::{Jobs, Side};
use crate::problems::tsp::core::Bound;
use serde::{Deserialize, Serialize};

/// A search of the salesman's tree.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TspJob {
    /// The roads, as the matrix text a link writes (`x,20,30;15,x,16;3,5,x`).
    pub roads: String,
    /// The lower bound.
    pub bound: Bound,
    /// How the E-node is picked (least cost, or depth first to compare with).
    pub selection: Selection,
    /// Whether a node is killed by the best tour so far (without it: the brute force, every
    /// tour counted).
    pub bounded: bool,
}

impl Jobs for Tsp {
    /// The page has no count: the brute force counts every tour beside the search.
    type Count = ();

    /// Least cost, bounded, of these roads with this bound.
    fn job(settings: &TspSettings) -> TspJob {
        let roads = settings.graph.roads().to_text();
        TspJob { roads, bound: settings.bound, selection: Selection::LeastCost, bounded: true }
    }

    fn compared(settings: &TspSettings) -> Vec<(TspJob, Side)> {
        let job = |selection, bounded| TspJob { selection, bounded, ..Self::job(settings) };
        let sides = settings.compare.sides().into_iter();
        sides.map(|(side, s)| (job(s.selection, s.bounded), side)).collect()
    }
}
