//! What a node of the drawn tree shows and where ([`NodeFacts`]), and the drawing's measures.

use crate::core::grid::Square;
use crate::core::search::tree::{NodeState, Placed};

/// The width of a slot: the distance between two neighbouring nodes of a level.
pub(super) const SLOT: f64 = 46.0;
/// The distance between two levels.
pub(super) const LEVEL: f64 = 62.0;
/// A node's circle's radius.
pub(super) const RADIUS: f64 = 15.0;
/// The margin round the drawing.
pub(super) const MARGIN: f64 = 36.0;

/// The class of a node, and of the edge to it, in `state`.
pub(super) fn kind(state: NodeState) -> &'static str {
    match state {
        NodeState::Candidate => "candidate",
        NodeState::Live => "on-path",
        NodeState::Killed => "killed",
        NodeState::Finished => "finished",
    }
}

/// The centre of a placed node in the drawing.
pub(super) fn centre(p: &Placed) -> (f64, f64) {
    (MARGIN + p.x * SLOT, MARGIN + p.depth as f64 * LEVEL)
}

/// What a drawn node shows: everything its drawing reads, so that a node that did not change
/// is not drawn again on the next frame (a tree of hundreds of nodes grows by one a step).
#[derive(Clone, Copy, PartialEq)]
pub(super) struct NodeFacts {
    pub(super) number: u64,
    pub(super) at: Option<Square>,
    pub(super) state: NodeState,
    pub(super) solution: bool,
    pub(super) descendants: u64,
    pub(super) solutions_below: u64,
    /// Whether its subtree is drawn as a summary.
    pub(super) folded: bool,
    /// Whether a click, Enter or Space folds or unfolds it (a finished node with a kept subtree).
    pub(super) toggles: bool,
    pub(super) unfolded: bool,
    pub(super) depth: usize,
    pub(super) parent: Option<u64>,
    /// Its centre in the drawing.
    pub(super) x: f64,
    pub(super) y: f64,
}

impl NodeFacts {
    /// What placed node `p` shows.
    pub(super) fn of(p: &Placed) -> Self {
        let node = p.node;
        let (x, y) = centre(p);
        NodeFacts {
            number: node.number,
            at: node.at,
            state: node.state,
            solution: node.solution,
            descendants: node.descendants,
            solutions_below: node.solutions_below,
            folded: node.foldable() && !p.unfolded,
            toggles: node.foldable() && node.kids().is_some(),
            unfolded: p.unfolded,
            depth: p.depth,
            parent: p.parent,
            x,
            y,
        }
    }
}
