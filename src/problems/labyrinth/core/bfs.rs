//! Breadth-first search on a labyrinth, which the depth-first backtracking is compared with: it
//! takes cells from a queue in the order they were reached, so the first time it reaches the
//! goal it has proved the shortest path.

use super::plan::{Order, Plan};
use crate::core::grid::Square;
use crate::core::search::tree::TreeNode;
use std::collections::VecDeque;

/// What breadth-first search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bfs {
    /// Cells taken from the queue and expanded (their neighbours looked at) before the goal was
    /// taken from it, or every cell reached when the goal cannot be.
    pub expanded: u32,
    /// A shortest path from the start to the goal, both included, if there is one.
    pub path: Option<Vec<Square>>,
    /// Its tree, in the order it generated its nodes (the order it first reached each cell):
    /// each cell and the number (from 0) of the node it was reached from; the start first.
    pub reached: Vec<(Square, Option<usize>)>,
}

/// Breadth-first search from the start to the goal, looking at neighbours in `order`.
///
/// ```
/// use runut::core::grid::{Board, Square};
/// use runut::problems::labyrinth::core::{breadth_first, Plan, Order};
/// let plan = Plan::new(Board::new(2, 2).unwrap(), &[], Square::new(0, 0), Square::new(1, 1));
/// let bfs = breadth_first(&plan, Order::default());
/// assert_eq!(bfs.path.map(|p| p.len()), Some(3));
/// assert_eq!(bfs.expanded, 3);
/// // The start, its two neighbours (east first), then the goal from the first of them.
/// assert_eq!(bfs.reached.iter().map(|&(_, from)| from).collect::<Vec<_>>(), [None, Some(0), Some(0), Some(1)]);
/// ```
pub fn breadth_first(plan: &Plan, order: Order) -> Bfs {
    let mut came: Vec<Option<Square>> = vec![None; plan.board().len()];
    let mut seen = vec![false; came.len()];
    let mut queue = VecDeque::from([(plan.start(), 0)]);
    let mut reached = vec![(plan.start(), None)];
    seen[plan.board().index(plan.start())] = true;
    let mut expanded = 0;
    while let Some((at, node)) = queue.pop_front() {
        if at == plan.goal() {
            return Bfs { expanded, path: Some(walk_back(plan, &came, at)), reached };
        }
        expanded += 1;
        for dir in order.0 {
            let Some(next) = plan.step(at, dir) else { continue };
            let k = plan.board().index(next);
            if !seen[k] && !plan.is_wall(next) {
                seen[k] = true;
                came[k] = Some(at);
                queue.push_back((next, reached.len()));
                reached.push((next, Some(node)));
            }
        }
    }
    Bfs { expanded, path: None, reached }
}

impl Bfs {
    /// Its tree as the page draws it: each node numbered in the order the search generated it
    /// (the start 1), at the level of its distance from the start, below the node it was
    /// reached from; the goal's node, if reached, a solution.
    ///
    /// ```
    /// use runut::core::grid::{Board, Square};
    /// use runut::problems::labyrinth::core::{breadth_first, Plan, Order};
    /// let plan = Plan::new(Board::new(2, 2).unwrap(), &[], Square::new(0, 0), Square::new(1, 1));
    /// let root = breadth_first(&plan, Order::default()).drawn_tree();
    /// assert_eq!((root.number, root.descendants, root.solutions_below), (1, 3, 1));
    /// let kids = root.kids().unwrap();
    /// assert_eq!(kids.iter().map(|k| k.number).collect::<Vec<_>>(), [2, 3]);
    /// assert!(kids[0].kids().unwrap()[0].solution);
    /// ```
    pub fn drawn_tree(&self) -> TreeNode {
        let goal = self.path.as_ref().and_then(|p| p.last().copied());
        let mut below: Vec<Vec<usize>> = vec![Vec::new(); self.reached.len()];
        for (i, &(_, from)) in self.reached.iter().enumerate() {
            if let Some(from) = from {
                below[from].push(i);
            }
        }
        let mut done: Vec<Option<TreeNode>> = vec![None; self.reached.len()];
        // A node comes after the node it was reached from: build from the last up.
        for i in (0..self.reached.len()).rev() {
            let kids = below[i].iter().filter_map(|&k| done[k].take()).collect();
            let at = self.reached[i].0;
            done[i] = Some(TreeNode::finished(i as u64 + 1, Some(at), Some(at) == goal, kids));
        }
        done[0].take().unwrap_or_else(|| TreeNode::finished(1, None, false, Vec::new()))
    }
}

/// The path from the start to `at` through the cells each was reached from.
fn walk_back(plan: &Plan, came: &[Option<Square>], mut at: Square) -> Vec<Square> {
    let mut path = vec![at];
    while let Some(before) = came[plan.board().index(at)] {
        path.push(before);
        at = before;
    }
    path.reverse();
    path
}
