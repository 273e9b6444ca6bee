//! What the travelling-salesman page asks a worker to do.

use crate::core::branch::Selection;
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
