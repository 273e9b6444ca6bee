//! What a node of the drawn tree shows and where ([`NodeFacts`]); the drawing's measures are
//! the model's ([`crate::model::page::drawn_tree`]).

use crate::core::grid::Square;
use crate::core::search::tree::NodeState;
pub(super) use crate::model::page::drawn_tree::RADIUS;
use crate::model::page::drawn_tree::{DrawnNode, Label};

/// The class of a node, and of the edge to it, in `state`.
pub(super) fn kind(state: NodeState) -> &'static str {
    match state {
        NodeState::Candidate => "candidate",
        NodeState::Live => "on-path",
        NodeState::Killed => "killed",
        NodeState::Finished => "finished",
    }
}

/// What a drawn node shows: everything its drawing reads, so that a node that did not change
/// is not drawn again on the next frame (a tree of hundreds of nodes grows by one a step).
#[derive(Clone, PartialEq)]
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
    /// The label of the edge to it, the text under it and its note, where the drawing puts them.
    pub(super) edge: Option<Label>,
    pub(super) under: Option<Label>,
    pub(super) note: Option<Label>,
}

impl NodeFacts {
    /// What drawn node `n` shows.
    pub(super) fn of(n: &DrawnNode) -> Self {
        let (p, node) = (&n.placed, n.placed.node);
        NodeFacts {
            number: node.number,
            at: node.at,
            state: node.state,
            solution: node.solution,
            descendants: node.descendants,
            solutions_below: node.solutions_below,
            folded: n.folded,
            toggles: node.foldable() && node.kids().is_some(),
            unfolded: p.unfolded,
            depth: p.depth,
            parent: p.parent,
            x: n.centre.0,
            y: n.centre.1,
            edge: n.edge.clone(),
            under: n.under.clone(),
            note: n.note.clone(),
        }
    }
}
