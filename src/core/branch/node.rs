//! A node of the state-space tree as the page draws it ([`DrawnNode`]) and what became of it
//! ([`NodeState`]): what a replay rebuilds and what a standing hands over; and the path to a
//! node from its parents ([`ancestry`]).

use super::cost::Cost;
use super::event::Death;
use serde::{Deserialize, Serialize};

/// What became of a node so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NodeState<I> {
    /// Generated and waiting in the live list (a node just generated is live until the next
    /// event says otherwise).
    Live,
    /// Expanded: its children were generated (or, depth first, are being generated below it).
    Expanded,
    /// The current E-node: the node whose children are being generated.
    ENode,
    /// Killed, with the reason.
    Dead(Death<I>),
    /// A solution that was the best so far when it was generated.
    Solution,
    /// The search's answer.
    Answer,
}

/// One node of the state-space tree as the page draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawnNode<I> {
    /// Its number in generation order (the root is 1).
    pub node: u32,
    /// Its parent's number (0 for the root).
    pub parent: u32,
    /// What it decides, in the problem's terms.
    pub choice: u8,
    /// Its cost c(i) or bound.
    pub cost: Cost,
    /// What became of it.
    pub state: NodeState<I>,
}

/// The nodes from the root to `node`, root first (none for node 0), `parent` giving a node's
/// parent (0 for the root's).
pub fn ancestry(mut node: u32, parent: impl Fn(u32) -> u32) -> Vec<u32> {
    let mut nodes = Vec::new();
    while node != 0 {
        nodes.push(node);
        node = parent(node);
    }
    nodes.reverse();
    nodes
}
