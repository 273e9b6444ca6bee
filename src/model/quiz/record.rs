//! [`TreeRecord`]: a search's state-space tree as the quiz reads it from the search's own
//! events: every node generated with its parent, its decisions from the root and (branch and
//! bound) its cost, the first solution and how many nodes came before it, the E-nodes in the
//! order they were expanded, and whether the whole tree was seen; with the moments (`at=`,
//! `then=`) a link shows the first solution, each expansion and the end at.

use crate::core::branch::{Cost, Goal, Selection};
use crate::core::grid::Square;
use crate::model::driver::Moment;

/// One node of the tree, as the quiz knows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NodeFacts {
    /// Its parent's number (0 for the root).
    pub parent: u32,
    /// The decisions from the root down to it, its own last (a depth-first search's path and
    /// candidate; branch and bound's choices, one square `(level − 1, choice)` each).
    pub decisions: Vec<Square>,
    /// Its cost c(i) or bound (branch and bound only).
    pub cost: Option<Cost>,
    /// Whether it was killed (by the bounding function, or as infeasible).
    pub dead: bool,
}

/// The state-space tree a search generated, as far as its events went.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TreeRecord {
    /// Nodes 1, 2, … in generation order.
    pub nodes: Vec<NodeFacts>,
    /// The first solution's node (a branch-and-bound search's answer), if one was found.
    pub first_solution: Option<u32>,
    /// How many nodes had been generated when the first solution was found (its answer, for
    /// branch and bound).
    pub nodes_at_first: Option<u64>,
    /// Whether the search ended by itself with its whole tree seen (every solution searched).
    pub complete: bool,
    /// The moment the first solution is on show: right after the event that announces it
    /// (branch and bound: its answer, and the end of the search if it follows at once).
    pub first_moment: Option<Moment>,
    /// The moment right after the last event read.
    pub end: Moment,
    /// The E-nodes, in the order they became the E-node, each with the moment it did
    /// (branch and bound).
    pub expanded: Vec<(u32, Moment)>,
    /// How a branch-and-bound search picks its E-nodes and what it looks for (none for a
    /// depth-first one).
    pub selection: Option<(Selection, Goal)>,
    /// How many solutions were announced.
    pub solutions: u64,
}

impl TreeRecord {
    /// Node `k` (from 1), if it was generated.
    pub fn node(&self, k: u32) -> Option<&NodeFacts> {
        self.nodes.get((k as usize).wrapping_sub(1))
    }

    /// How many nodes the record holds.
    pub fn len(&self) -> u32 {
        self.nodes.len() as u32
    }

    /// Whether it holds no node.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Every node of the whole tree, once the search has seen it all.
    pub fn total(&self) -> Option<u64> {
        self.complete.then_some(self.nodes.len() as u64)
    }

    /// The node numbers from the root down to `k`.
    ///
    /// ```
    /// use runut::model::quiz::record::{NodeFacts, TreeRecord};
    /// let node = |parent| NodeFacts { parent, decisions: Vec::new(), cost: None, dead: false };
    /// let record = TreeRecord { nodes: vec![node(0), node(1), node(1), node(3)], ..TreeRecord::default() };
    /// assert_eq!(record.path_to(4), vec![1, 3, 4]);
    /// ```
    pub fn path_to(&self, k: u32) -> Vec<u32> {
        let mut path = Vec::new();
        let mut at = k;
        while let Some(node) = self.node(at) {
            path.push(at);
            if node.parent == 0 || path.len() > self.nodes.len() {
                break;
            }
            at = node.parent;
        }
        path.reverse();
        path
    }

    /// The E-node expanded right after node `k` was (first) expanded, and the moment it was: a
    /// link to that moment (`at=`, `then=`) shows it chosen, ringed as the E-node.
    pub fn next_e_node(&self, k: u32) -> Option<(u32, Moment)> {
        let at = self.expanded.iter().position(|&(e, _)| e == k)?;
        self.expanded.get(at + 1).copied()
    }

    /// Moves [`TreeRecord::end`] past one more event read, which `generates` a node or not.
    pub fn read_one(&mut self, generates: bool) {
        self.end = if generates {
            Moment::node(self.end.node + 1)
        } else {
            Moment { then: self.end.then + 1, ..self.end }
        };
    }
}
