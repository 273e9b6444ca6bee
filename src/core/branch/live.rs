//! [`LiveList`]: the engine's live nodes with their states, in the order they become E-nodes.

use super::cost::Cost;
use super::tree::{Goal, Selection};
use std::cmp::Ordering;
use std::collections::{BinaryHeap, VecDeque};

/// Where a node of this cost or bound stands in a least-cost live list: its cost, or the
/// opposite of its bound for [`Goal::Most`] (the greatest bound comes first), least first.
pub(super) fn rank(goal: Goal, cost: Cost) -> Cost {
    match goal {
        Goal::Most => Cost::ratio(-cost.num(), cost.den()),
        Goal::Reach | Goal::Least => cost,
    }
}

/// A live node in the least-cost heap: its rank (its cost, or the opposite of its bound for
/// [`Goal::Most`]), its number and its state. The heap's greatest entry is the least rank,
/// ties to the smaller number (the older node).
#[derive(Debug)]
pub(super) struct Ranked<S> {
    rank: Cost,
    node: u32,
    state: S,
}

impl<S> Ranked<S> {
    fn key(&self) -> (Cost, u32) {
        (self.rank, self.node)
    }
}

impl<S> PartialEq for Ranked<S> {
    fn eq(&self, other: &Self) -> bool {
        self.key() == other.key()
    }
}

impl<S> Eq for Ranked<S> {}

impl<S> PartialOrd for Ranked<S> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<S> Ord for Ranked<S> {
    fn cmp(&self, other: &Self) -> Ordering {
        other.key().cmp(&self.key())
    }
}

/// The live nodes and their states.
#[derive(Debug)]
pub(super) enum LiveList<S> {
    /// Least cost first (greatest bound first for [`Goal::Most`]), ties to the older node.
    LeastCost { goal: Goal, heap: BinaryHeap<Ranked<S>> },
    /// Oldest first.
    Fifo(VecDeque<(u32, S)>),
    /// Depth first keeps no live list: a live node is expanded at once.
    None,
}

impl<S> LiveList<S> {
    pub(super) fn new(selection: Selection, goal: Goal) -> Self {
        match selection {
            Selection::LeastCost => LiveList::LeastCost { goal, heap: BinaryHeap::new() },
            Selection::Fifo => LiveList::Fifo(VecDeque::new()),
            Selection::DepthFirst => LiveList::None,
        }
    }

    pub(super) fn push(&mut self, node: u32, cost: Cost, state: S) {
        match self {
            LiveList::LeastCost { goal, heap } => {
                heap.push(Ranked { rank: rank(*goal, cost), node, state });
            }
            LiveList::Fifo(queue) => queue.push_back((node, state)),
            LiveList::None => unreachable!("depth first keeps no live list"),
        }
    }

    /// The next E-node candidate, taken out of the list.
    pub(super) fn pop(&mut self) -> Option<(u32, S)> {
        match self {
            LiveList::LeastCost { heap, .. } => heap.pop().map(|r| (r.node, r.state)),
            LiveList::Fifo(queue) => queue.pop_front(),
            LiveList::None => None,
        }
    }

    /// The numbers of the first `count` nodes to come up, in order (a least-cost heap is
    /// scanned whole: this is for the occasional standing, not the search).
    pub(super) fn head(&self, count: usize) -> Vec<u32> {
        match self {
            LiveList::LeastCost { heap, .. } => {
                let mut keys: Vec<(Cost, u32)> = heap.iter().map(Ranked::key).collect();
                if keys.len() > count && count > 0 {
                    keys.select_nth_unstable(count - 1);
                }
                keys.truncate(count);
                keys.sort_unstable();
                keys.into_iter().map(|(_, node)| node).collect()
            }
            LiveList::Fifo(queue) => queue.iter().take(count).map(|&(node, _)| node).collect(),
            LiveList::None => Vec::new(),
        }
    }
}
