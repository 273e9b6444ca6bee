//! One node of the drawn tree and what became of it.

use crate::core::grid::Square;
use serde::{Deserialize, Serialize};

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
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
    pub(super) born: (u64, u64),
    /// Its children, once it is finished, if the tree kept its subtree.
    pub(super) kids: Option<Vec<TreeNode>>,
    /// How many nodes its kept subtree holds (0 when it keeps none).
    pub(super) kept_below: usize,
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
            kids: None,
            kept_below: 0,
        }
    }

    /// Node `number`, placing `at`, finished with `kids` below it, all kept (a solution itself
    /// if `solution`): a tree built whole, for a search that does not walk depth first
    /// (breadth-first search's tree of the cells it reached).
    ///
    /// ```
    /// use runut::core::search::tree::TreeNode;
    /// let leaf = TreeNode::finished(2, None, true, Vec::new());
    /// let root = TreeNode::finished(1, None, false, vec![leaf]);
    /// assert_eq!((root.descendants, root.solutions_below, root.kept_below()), (1, 1, 1));
    /// assert!(root.foldable() && root.kids().is_some());
    /// ```
    pub fn finished(number: u64, at: Option<Square>, solution: bool, kids: Vec<TreeNode>) -> Self {
        let descendants = kids.iter().map(|k| 1 + k.descendants).sum();
        let solutions_below =
            u64::from(solution) + kids.iter().map(|k| k.solutions_below).sum::<u64>();
        let kept_below = kids.iter().map(|k| 1 + k.kept_below).sum();
        let kids = (!kids.is_empty()).then_some(kids);
        TreeNode {
            number,
            at,
            state: NodeState::Finished,
            solution,
            descendants,
            solutions_below,
            born: (number, 0),
            kids,
            kept_below,
        }
    }

    /// Its children, if it is finished and its subtree was kept.
    pub fn kids(&self) -> Option<&[TreeNode]> {
        self.kids.as_deref()
    }

    /// How many nodes its kept subtree holds (0 when it keeps none).
    pub fn kept_below(&self) -> usize {
        self.kept_below
    }

    /// Whether it is a finished node with nodes below it, drawn as a summary unless unfolded.
    pub fn foldable(&self) -> bool {
        self.state == NodeState::Finished && self.descendants > 0
    }
}
