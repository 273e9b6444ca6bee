//! The n-queens drawn tree rebuilt from the search's own state, so that running flat out keeps no
//! tree beside it: the candidates of each row of the path are the columns tried so far, a
//! candidate the queens above it attack was killed (they are still on the path), the numbers
//! follow from the subtree sizes recorded when each subtree was taken back.

use super::{Phase, QueensSearch};
use crate::core::grid::Square;
use crate::core::search::tree::{NodeState, TreeNode};

impl QueensSearch {
    /// The levels a drawn tree given every event so far would hold.
    pub(super) fn tree_levels(&self) -> Vec<Vec<TreeNode>> {
        let Some(&(root, _)) = self.born.first() else { return Vec::new() };
        let mut levels = vec![vec![TreeNode::rebuilt(root, None, NodeState::Live, 0)]];
        // Row `row`'s candidates hang under the path's node at depth `row` (the root for row 0).
        let (mut number, mut solutions) = (root, 0);
        for row in 0..=self.path.len() {
            let level = self.row_level(row, number, solutions);
            if row < self.path.len() {
                let queen = level.last().expect("a queen of the path was tried in its row");
                (number, solutions) = (queen.number, self.born[row + 1].1);
            }
            levels.push(level);
        }
        levels
    }

    /// The candidates tried in `row`, under the path's node `parent` (its number), generated
    /// when `solutions` solutions had been found.
    fn row_level(&self, row: usize, parent: u64, mut solutions: u64) -> Vec<TreeNode> {
        let n = self.n as usize;
        let tried = match self.next_col.get(row) {
            Some(&next) => next as usize,
            // Once the search is over, every column of the first row was tried.
            None => n,
        };
        let on_path = self.path.get(row).copied();
        let mut number = parent + 1;
        let mut level = Vec::with_capacity(tried);
        for col in 0..tried {
            let at = Square::new(row as u16, col as u16);
            let last = col + 1 == tried;
            let state = if on_path == Some(at) {
                NodeState::Live
            } else if last && self.phase == Phase::Tried(at) {
                NodeState::Candidate
            } else if self.killed(row, at) {
                NodeState::Killed
            } else {
                NodeState::Finished
            };
            let mut node = TreeNode::rebuilt(number, Some(at), state, solutions);
            // A queen placed on the last row completes a solution (once the search says so).
            let completes = row + 1 == n && matches!(state, NodeState::Live | NodeState::Finished);
            node.solution = completes && !(state == NodeState::Live && self.phase == Phase::Solved);
            if state == NodeState::Finished {
                (node.descendants, node.solutions_below) = self.below[row * n + col];
                solutions += node.solutions_below;
            }
            number += 1 + node.descendants;
            level.push(node);
        }
        level
    }

    /// Whether the candidate `at` of `row` was killed: the queens above it on the path attack it
    /// (backtracking), or it completes a board whose queens attack each other (the brute force).
    fn killed(&self, row: usize, at: Square) -> bool {
        let above = &self.path[..row];
        match (self.prune, row + 1 == self.n as usize) {
            (true, _) => Self::conflict(above, at).is_some(),
            (false, true) => Self::first_pair(above, at).is_some(),
            (false, false) => false,
        }
    }
}
