//! Breadth-first search on a labyrinth, which the depth-first backtracking is compared with: it
//! takes cells from a queue in the order they were reached, so the first time it reaches the
//! goal it has proved the shortest path.

use super::plan::{Labyrinth, Order};
use crate::core::grid::Square;
use std::collections::VecDeque;

/// What breadth-first search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bfs {
    /// Cells taken from the queue and expanded (their neighbours looked at) before the goal was
    /// taken from it, or every cell reached when the goal cannot be.
    pub expanded: u32,
    /// A shortest path from the start to the goal, both included, if there is one.
    pub path: Option<Vec<Square>>,
}

/// Breadth-first search from the start to the goal, looking at neighbours in `order`.
///
/// ```
/// use runut::core::grid::Square;
/// use runut::problems::maze_search::core::{breadth_first, Labyrinth, Order};
/// let plan = Labyrinth::new(2, 2, &[], Square::new(0, 0), Square::new(1, 1));
/// let bfs = breadth_first(&plan, Order::default());
/// assert_eq!(bfs.path.map(|p| p.len()), Some(3));
/// assert_eq!(bfs.expanded, 3);
/// ```
pub fn breadth_first(plan: &Labyrinth, order: Order) -> Bfs {
    let mut came: Vec<Option<Square>> =
        vec![None; usize::from(plan.rows()) * usize::from(plan.cols())];
    let mut seen = vec![false; came.len()];
    let mut queue = VecDeque::from([plan.start()]);
    seen[plan.index(plan.start())] = true;
    let mut expanded = 0;
    while let Some(at) = queue.pop_front() {
        if at == plan.goal() {
            return Bfs { expanded, path: Some(walk_back(plan, &came, at)) };
        }
        expanded += 1;
        for dir in order.0 {
            let Some(next) = plan.step(at, dir) else { continue };
            let k = plan.index(next);
            if !seen[k] && !plan.is_wall(next) {
                seen[k] = true;
                came[k] = Some(at);
                queue.push_back(next);
            }
        }
    }
    Bfs { expanded, path: None }
}

/// The path from the start to `at` through the cells each was reached from.
fn walk_back(plan: &Labyrinth, came: &[Option<Square>], mut at: Square) -> Vec<Square> {
    let mut path = vec![at];
    while let Some(before) = came[plan.index(at)] {
        path.push(before);
        at = before;
    }
    path.reverse();
    path
}
