//! The state-space tree as the page draws it: for each level of the current path, the children
//! generated so far. A child whose subtree is finished is folded into a summary ("34 nodes, 0
//! solutions"), so the drawing stays small (at most depth × branching nodes) however large the
//! tree grows. Nodes are numbered in generation order, the root being node 1.
//!
//! The tree applies events and undoes them (for step back): folded children are kept in an undo
//! log that the owner trims in step with its own history.

use super::event::Event;
use crate::core::grid::Square;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// What became of a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NodeState {
    /// Generated, being tested by the bounding function.
    Candidate,
    /// On the current path (expanded, its children being generated).
    Live,
    /// Killed by the bounding function.
    Killed,
    /// Its whole subtree has been explored.
    Finished,
}

/// One node of the drawn tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TreeNode {
    /// Its number in generation order (the root is 1).
    pub number: u64,
    /// The square it places (the root of n-queens, the empty board, has none).
    pub at: Option<Square>,
    /// What became of it.
    pub state: NodeState,
    /// Whether a complete solution was found at this node.
    pub solution: bool,
    /// Nodes generated below it, once it is finished.
    pub descendants: u64,
    /// Solutions found at or below it, once it is finished.
    pub solutions_below: u64,
    /// The tree's node and solution counts when it was generated (for its summary).
    born: (u64, u64),
}

impl TreeNode {
    /// Node `number`, placing `at`, in `state`, generated when `solutions_before` solutions had
    /// been found, with nothing below it yet: for a search that rebuilds its drawn tree from its
    /// own state (see `Search::drawn_tree`).
    pub fn rebuilt(
        number: u64,
        at: Option<Square>,
        state: NodeState,
        solutions_before: u64,
    ) -> Self {
        TreeNode {
            number,
            at,
            state,
            solution: false,
            descendants: 0,
            solutions_below: 0,
            born: (number, solutions_before),
        }
    }
}

/// The drawn tree: `levels[d]` holds the nodes of depth `d` generated under the path node of
/// depth `d − 1` (the last node of `levels[d − 1]`).
///
/// A search that runs flat out without events keeps it by calling [`PathTree::root`],
/// [`PathTree::try_node`], [`PathTree::reject`], [`PathTree::advance`], [`PathTree::retreat`] and
/// [`PathTree::solution`] itself, exactly where it would have emitted those events; a level
/// taken back is kept empty for its capacity, so a run allocates nothing once it is deep.
#[derive(Clone, Debug)]
pub struct PathTree {
    levels: Vec<Vec<TreeNode>>,
    nodes: u64,
    solutions: u64,
    folds: VecDeque<Vec<TreeNode>>,
    keep_folds: bool,
    /// Emptied levels, kept for their capacity (no part of the tree).
    spare: Vec<Vec<TreeNode>>,
}

impl PartialEq for PathTree {
    fn eq(&self, other: &Self) -> bool {
        (&self.levels, self.nodes, self.solutions, &self.folds, self.keep_folds)
            == (&other.levels, other.nodes, other.solutions, &other.folds, other.keep_folds)
    }
}

impl Eq for PathTree {}

impl Default for PathTree {
    /// An empty tree that can undo everything (the page's).
    fn default() -> Self {
        PathTree {
            levels: Vec::new(),
            nodes: 0,
            solutions: 0,
            folds: VecDeque::new(),
            keep_folds: true,
            spare: Vec::new(),
        }
    }
}

impl PathTree {
    /// An empty tree that cannot undo retreats, so it never grows beyond the drawn levels (the
    /// worker's, which only ever moves forward).
    pub fn forward_only() -> Self {
        PathTree { keep_folds: false, ..PathTree::default() }
    }

    /// A tree rebuilt from its levels (a snapshot), with nothing to undo.
    pub fn from_levels(levels: Vec<Vec<TreeNode>>, nodes: u64, solutions: u64) -> Self {
        PathTree { levels, nodes, solutions, ..PathTree::default() }
    }

    /// The levels, root level first.
    pub fn levels(&self) -> &[Vec<TreeNode>] {
        &self.levels
    }

    /// How many nodes have been generated.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// How many solutions have been found.
    pub fn solutions(&self) -> u64 {
        self.solutions
    }

    /// Forgets the oldest folded subtree: call when the event that folded it leaves the history.
    pub fn forget_oldest_fold(&mut self) {
        self.folds.pop_front();
    }

    fn last_at(&mut self, depth: usize) -> Option<&mut TreeNode> {
        self.levels.get_mut(depth).and_then(|level| level.last_mut())
    }

    fn path_node(&mut self) -> Option<&mut TreeNode> {
        let depth = self.levels.len().checked_sub(2)?;
        self.last_at(depth)
    }

    fn generate(&mut self, depth: usize, at: Option<Square>, state: NodeState) {
        self.nodes += 1;
        let node = TreeNode {
            number: self.nodes,
            at,
            state,
            solution: false,
            descendants: 0,
            solutions_below: 0,
            born: (self.nodes, self.solutions),
        };
        while self.levels.len() <= depth {
            self.push_level();
        }
        self.levels[depth].push(node);
    }

    /// Opens a new, empty deepest level (reusing a spare one's capacity).
    fn push_level(&mut self) {
        self.levels.push(self.spare.pop().unwrap_or_default());
    }

    /// The root (node 1) when it is not a square: what [`Event::Root`] does.
    pub fn root(&mut self) {
        self.generate(0, None, NodeState::Live);
        self.push_level();
    }

    /// A candidate generated at `depth`, placing `at`: what [`Event::Try`] does.
    pub fn try_node(&mut self, depth: u32, at: Square) {
        self.generate(depth as usize, Some(at), NodeState::Candidate);
    }

    /// The candidate just generated is killed: what [`Event::Reject`] does.
    pub fn reject(&mut self) {
        let depth = self.levels.len() - 1;
        if let Some(node) = self.last_at(depth) {
            node.state = NodeState::Killed;
        }
    }

    /// The candidate just generated is expanded: what [`Event::Advance`] does.
    pub fn advance(&mut self) {
        let depth = self.levels.len() - 1;
        if let Some(node) = self.last_at(depth) {
            node.state = NodeState::Live;
        }
        self.push_level();
    }

    /// The deepest expanded node is taken back, its subtree folded: what [`Event::Retreat`] does.
    pub fn retreat(&mut self) {
        let mut children = self.levels.pop().unwrap_or_default();
        if self.keep_folds {
            self.folds.push_back(children);
        } else {
            children.clear();
            self.spare.push(children);
        }
        let (nodes, solutions) = (self.nodes, self.solutions);
        if let Some(node) = self.path_node_after_pop() {
            node.state = NodeState::Finished;
            node.descendants = nodes - node.born.0;
            node.solutions_below = solutions - node.born.1;
        }
    }

    /// The deepest expanded node completes a solution: what [`Event::Solution`] does.
    pub fn solution(&mut self) {
        self.solutions += 1;
        if let Some(node) = self.path_node() {
            node.solution = true;
        }
    }

    /// Applies one event.
    pub fn apply<R>(&mut self, event: Event<R>) {
        match event {
            Event::Root => self.root(),
            Event::Try { depth, at } => self.try_node(depth, at),
            Event::Reject { .. } => self.reject(),
            Event::Advance { .. } => self.advance(),
            Event::Retreat { .. } => self.retreat(),
            Event::Solution { .. } => self.solution(),
            Event::Exhausted => {}
        }
    }

    /// After a level was popped, the node whose children it held is the last of the last level.
    fn path_node_after_pop(&mut self) -> Option<&mut TreeNode> {
        let depth = self.levels.len().checked_sub(1)?;
        self.last_at(depth)
    }

    /// Undoes `event`, which must be the last event applied.
    pub fn undo<R>(&mut self, event: Event<R>) {
        match event {
            Event::Root => {
                self.levels.clear();
                self.nodes -= 1;
            }
            Event::Try { depth, .. } => {
                self.levels[depth as usize].pop();
                // Only a root that is a square (the knight's start) created its own level.
                if depth == 0 && self.levels[0].is_empty() {
                    self.levels.clear();
                }
                self.nodes -= 1;
            }
            Event::Reject { .. } => {
                let depth = self.levels.len() - 1;
                if let Some(node) = self.last_at(depth) {
                    node.state = NodeState::Candidate;
                }
            }
            Event::Advance { .. } => {
                self.levels.pop();
                let depth = self.levels.len() - 1;
                if let Some(node) = self.last_at(depth) {
                    node.state = NodeState::Candidate;
                }
            }
            Event::Retreat { .. } => {
                if let Some(node) = self.path_node_after_pop() {
                    node.state = NodeState::Live;
                    node.descendants = 0;
                    node.solutions_below = 0;
                }
                self.levels.push(self.folds.pop_back().unwrap_or_default());
            }
            Event::Solution { .. } => {
                self.solutions -= 1;
                if let Some(node) = self.path_node() {
                    node.solution = false;
                }
            }
            Event::Exhausted => {}
        }
    }
}

/// A node placed for drawing: `x` in leaf slots, `depth` in levels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placed {
    /// The node.
    pub node: TreeNode,
    /// Its depth (root 0).
    pub depth: usize,
    /// Its horizontal position, in leaf slots (a parent is centred over its children).
    pub x: f64,
    /// The horizontal position of its parent, if any.
    pub parent_x: Option<f64>,
    /// The number of its parent, if any.
    pub parent: Option<u64>,
}

/// Lays out the tree: leaves one slot apart, each path node centred over its children.
/// Returns the placed nodes and the number of slots used.
pub fn layout(levels: &[Vec<TreeNode>]) -> (Vec<Placed>, usize) {
    let mut placed = Vec::new();
    let mut slots = 0;
    place_level(levels, 0, &mut slots, &mut placed);
    (placed, slots.max(1))
}

/// Places the nodes of `levels[depth]` (and the deeper levels, under the last of them); returns
/// the positions of the first and the last.
fn place_level(
    levels: &[Vec<TreeNode>],
    depth: usize,
    slots: &mut usize,
    out: &mut Vec<Placed>,
) -> Option<(f64, f64)> {
    let level = levels.get(depth)?;
    let mut span = None;
    for (i, node) in level.iter().enumerate() {
        let expanded = i + 1 == level.len();
        let first_child = out.len();
        let children = expanded.then(|| place_level(levels, depth + 1, slots, out)).flatten();
        let x = match children {
            Some((first, last)) => (first + last) / 2.0,
            None => {
                *slots += 1;
                (*slots - 1) as f64
            }
        };
        for child in out[first_child..].iter_mut().filter(|c| c.depth == depth + 1) {
            (child.parent_x, child.parent) = (Some(x), Some(node.number));
        }
        out.push(Placed { node: *node, depth, x, parent_x: None, parent: None });
        span = Some(span.map_or((x, x), |(first, _)| (first, x)));
    }
    span
}
