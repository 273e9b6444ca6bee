//! The state-space tree as the page draws it: for each level of the current path, the children
//! generated so far. A child whose subtree is finished carries a summary ("34 nodes, 0
//! solutions") and, while the tree is small (at most [`KEEP`] such nodes in all), the subtree
//! itself, so that the page can draw the whole tree when there is room and fold it when not.
//! Nodes are numbered in generation order, the root being node 1.
//!
//! The tree applies events and undoes them (for step back): folded children are kept in an undo
//! log that the owner trims in step with its own history.

use super::event::Event;
use crate::core::grid::Square;
use std::collections::VecDeque;

pub use super::tree_layout::{layout, layout_sized, Placed};
pub use super::tree_node::{NodeState, TreeNode};

/// How many nodes of finished subtrees a tree keeps in all, to draw them unfolded; beyond it a
/// finished subtree keeps only its summary.
pub const KEEP: usize = 1500;

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
    /// How many nodes the finished nodes' kept subtrees hold in all (at most [`KEEP`]).
    kept: usize,
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
            kept: 0,
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
        let kept = levels.iter().flatten().map(|node| node.kept_below).sum();
        PathTree { levels, nodes, solutions, kept, ..PathTree::default() }
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
            kids: None,
            kept_below: 0,
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

    /// The deepest expanded node is taken back, its subtree finished (and kept while the tree
    /// keeps fewer than [`KEEP`] nodes): what [`Event::Retreat`] does.
    pub fn retreat(&mut self) {
        let children = self.levels.pop().unwrap_or_default();
        let inside: usize = children.iter().map(|child| child.kept_below).sum();
        let keep = self.kept + children.len() <= KEEP;
        let (nodes, solutions, kept) = (self.nodes, self.solutions, self.kept);
        let Some(node) = self.path_node_after_pop() else { return };
        node.state = NodeState::Finished;
        node.descendants = nodes - node.born.0;
        node.solutions_below = solutions - node.born.1;
        let (fold, kept) = if keep {
            node.kept_below = children.len() + inside;
            let kept = kept + children.len();
            node.kids = Some(children);
            (Vec::new(), kept)
        } else {
            (children, kept - inside)
        };
        self.kept = kept;
        if self.keep_folds {
            self.folds.push_back(fold);
        } else {
            let mut spare = fold;
            spare.clear();
            self.spare.push(spare);
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

    /// Undoes a retreat: the node is live again, its children the deepest level.
    fn undo_retreat(&mut self) {
        let fold = self.folds.pop_back().unwrap_or_default();
        let Some(node) = self.path_node_after_pop() else { return };
        node.state = NodeState::Live;
        node.descendants = 0;
        node.solutions_below = 0;
        node.kept_below = 0;
        let children = node.kids.take();
        let children = match children {
            Some(kids) => {
                self.kept -= kids.len();
                kids
            }
            None => {
                self.kept += fold.iter().map(|child| child.kept_below).sum::<usize>();
                fold
            }
        };
        self.levels.push(children);
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
            Event::Retreat { .. } => self.undo_retreat(),
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
