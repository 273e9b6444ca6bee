//! The Sudoku drawn tree rebuilt from the walk and the tree's own records, so that running flat
//! out keeps no tree beside it: the children of each node of the path are the digits tried so far
//! in the cell it chose, the dead ones as its choice says, and the numbers follow from
//! the subtree sizes recorded when each subtree was taken back.

use super::{decision, next_digit, SudokuTree};
use crate::core::search::tree::{NodeState, TreeNode};
use crate::core::search::walk::{Phase, Walk};

impl SudokuTree {
    /// The levels a drawn tree given every event so far would hold.
    pub(super) fn levels(walk: &Walk<SudokuTree>) -> Vec<Vec<TreeNode>> {
        let Some(&(root, _)) = walk.born.first() else { return Vec::new() };
        let mut levels = vec![vec![TreeNode::rebuilt(root, None, NodeState::Live, 0)]];
        let (mut number, mut solutions) = (root, 0);
        for depth in 0..=walk.path.len() {
            let level = Self::level(walk, depth, number, solutions);
            if depth < walk.path.len() {
                let node = level.last().expect("a node of the path was tried in its cell");
                (number, solutions) = (node.number, walk.born[depth + 1].1);
            }
            levels.push(level);
        }
        levels
    }

    /// The children tried so far of the path's node at `depth` (its number `parent`), the first
    /// generated when `solutions` solutions had been found.
    fn level(
        walk: &Walk<SudokuTree>,
        depth: usize,
        parent: u64,
        mut solutions: u64,
    ) -> Vec<TreeNode> {
        let tree = &walk.tree;
        let Some(choice) = tree.chosen[depth] else { return Vec::new() };
        // Once the search is over, every child of the root was tried.
        let tried = walk.cursors.get(depth).map_or(usize::MAX, |&c| c);
        let mut digits = Vec::new();
        let mut cursor = 0;
        while let Some(digit) =
            next_digit(choice.tried, cursor).filter(|&d| usize::from(d) <= tried)
        {
            digits.push(digit);
            cursor = usize::from(digit);
        }
        let on_path = walk.path.get(depth).copied();
        let mut number = parent + 1;
        let mut level = Vec::with_capacity(digits.len());
        for (i, &digit) in digits.iter().enumerate() {
            let (at, bit) = (decision(choice.cell, digit), 1 << digit);
            let last = i + 1 == digits.len();
            let state = if on_path == Some(at) {
                NodeState::Live
            } else if last && walk.phase == Phase::Tried(at) {
                NodeState::Candidate
            } else if choice.dead & bit != 0 {
                NodeState::Killed
            } else {
                NodeState::Finished
            };
            let mut node = TreeNode::rebuilt(number, Some(at), state, solutions);
            let fills = choice.solving & bit != 0;
            let kept = matches!(state, NodeState::Live | NodeState::Finished);
            node.solution =
                fills && kept && !(state == NodeState::Live && walk.phase == Phase::Solved);
            if state == NodeState::Finished {
                (node.descendants, node.solutions_below) = tree.below[depth][usize::from(digit)];
                solutions += node.solutions_below;
            }
            number += 1 + node.descendants;
            level.push(node);
        }
        level
    }
}
