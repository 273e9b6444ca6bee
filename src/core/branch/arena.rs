//! [`Arena`]: the engine's record of every node generated (parent, choice, cost, what became of
//! it), kept apart from the nodes' states, which only live nodes need.

use super::cost::Cost;
use super::event::Death;
use super::node::{ancestry, DrawnNode, NodeState};
use super::standing::MAX_STANDING;

/// What became of a node, without the reason of a death.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Status {
    Live,
    Expanded,
    Dead,
    Solution,
    Answer,
}

/// One node: 24 bytes (cost 16, parent 4, choice 1, status 1, padding 2).
#[derive(Clone, Copy, Debug)]
struct Record {
    cost: Cost,
    parent: u32,
    choice: u8,
    status: Status,
}

const _: () = assert!(std::mem::size_of::<Record>() == 24);

/// Every node generated, by number (node `k` at index `k - 1`), and why each of the first
/// [`MAX_STANDING`] died.
#[derive(Clone, Debug)]
pub(super) struct Arena<I> {
    records: Vec<Record>,
    deaths: Vec<Option<Death<I>>>,
}

impl<I: Copy> Arena<I> {
    pub(super) fn new() -> Self {
        Arena { records: Vec::new(), deaths: Vec::new() }
    }

    /// Records a new live node; returns its number.
    pub(super) fn push(&mut self, parent: u32, choice: u8, cost: Cost) -> u32 {
        self.records.push(Record { cost, parent, choice, status: Status::Live });
        if self.records.len() <= MAX_STANDING as usize {
            self.deaths.push(None);
        }
        self.records.len() as u32
    }

    fn record(&self, node: u32) -> &Record {
        &self.records[node as usize - 1]
    }

    pub(super) fn cost(&self, node: u32) -> Cost {
        self.record(node).cost
    }

    pub(super) fn set(&mut self, node: u32, status: Status) {
        self.records[node as usize - 1].status = status;
    }

    pub(super) fn kill(&mut self, node: u32, why: Death<I>) {
        self.set(node, Status::Dead);
        if let Some(death) = self.deaths.get_mut(node as usize - 1) {
            *death = Some(why);
        }
    }

    /// The nodes from the root to `node`, root first (none for node 0).
    pub(super) fn ancestry(&self, node: u32) -> Vec<u32> {
        ancestry(node, |n| self.record(n).parent)
    }

    /// The choices from the root to `node`, the root's first child's first.
    pub(super) fn path(&self, node: u32) -> Vec<u8> {
        self.ancestry(node).iter().skip(1).map(|&n| self.record(n).choice).collect()
    }

    /// Node `node` as the page draws it, `e_node` being the current E-node; `None` for a dead
    /// node whose reason is not kept (past the first [`MAX_STANDING`]).
    pub(super) fn drawn(&self, node: u32, e_node: u32) -> Option<DrawnNode<I>> {
        let record = self.record(node);
        let state = match record.status {
            Status::Live => NodeState::Live,
            Status::Expanded if node == e_node => NodeState::ENode,
            Status::Expanded => NodeState::Expanded,
            Status::Dead => NodeState::Dead((*self.deaths.get(node as usize - 1)?)?),
            Status::Solution => NodeState::Solution,
            Status::Answer => NodeState::Answer,
        };
        let (parent, choice, cost) = (record.parent, record.choice, record.cost);
        Some(DrawnNode { node, parent, choice, cost, state })
    }
}
