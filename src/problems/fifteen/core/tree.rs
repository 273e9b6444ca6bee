//! [`FifteenTree`]: the puzzle's state-space tree as the course draws it, a [`Branching`] for
//! the generic engine: the reference the page's own search ([`super::FifteenLc`]) is held to,
//! event for event.

use super::board::{pack, Board};
use super::estimate::Estimate;
use super::position::Position;
use crate::core::branch::{Branching, Child, Cost, Goal};
use crate::core::search::Never;

/// How the root was reached: by no move.
const NO_MOVE: u8 = 4;

/// A node's tiles (packed) and how it was reached: the blank's square, its last move, the depth
/// f(i) and ĝ(i).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arrangement {
    tiles: u64,
    blank: u8,
    came_by: u8,
    depth: u8,
    estimate: u8,
}

/// The tree of a start position: each node's children are the blank's moves up, right, down,
/// left (choices 0 to 3), leaving out a move off the board and the move that undoes the one
/// that made the node (no other repeated position is checked); c(i) = f(i) + ĝ(i). The goal is
/// recognised when it is generated ([`Goal::Reach`]).
///
/// ```
/// use runut::core::branch::engine::BranchSearch;
/// use runut::core::branch::Selection;
/// use runut::problems::fifteen::core::{Estimate, FifteenTree, Position};
/// let start = Position::parse("1,2,3,4,5,6,0,8,9,10,7,11,13,14,15,12").unwrap();
/// let mut search = BranchSearch::new(FifteenTree::new(&start, Estimate::Misplaced), Selection::LeastCost, true, 1_000);
/// search.run_flat(u64::MAX);
/// assert_eq!((search.stats().generated, search.answer()), (10, Some(10)));
/// assert_eq!(search.path(10), vec![2, 1, 2]); // down, right, down
/// ```
#[derive(Clone, Debug)]
pub struct FifteenTree {
    board: Board,
    root: Arrangement,
}

impl FifteenTree {
    /// The tree from `start`, with ĝ by `estimate`.
    pub fn new(start: &Position, estimate: Estimate) -> FifteenTree {
        let board = Board::new(start.side(), estimate);
        let tiles = pack(start);
        let root = Arrangement {
            tiles,
            blank: start.blank() as u8,
            came_by: NO_MOVE,
            depth: 0,
            estimate: board.estimate(tiles),
        };
        FifteenTree { board, root }
    }
}

/// c(i) = f(i) + ĝ(i).
fn cost(node: &Arrangement) -> Cost {
    Cost::whole(i64::from(node.depth) + i64::from(node.estimate))
}

impl Branching for FifteenTree {
    type State = Arrangement;
    type Infeasible = Never;
    const GOAL: Goal = Goal::Reach;

    fn root(&self) -> (Arrangement, Cost) {
        (self.root, cost(&self.root))
    }

    fn children(&self, node: &Arrangement, out: &mut Vec<Child<Arrangement, Never>>) {
        let back = node.came_by ^ 2;
        for m in (0..4).filter(|&m| m != back) {
            let slid = self.board.slide(node.tiles, usize::from(node.blank), usize::from(m));
            let Some((tiles, blank, change)) = slid else { continue };
            let estimate = node.estimate.wrapping_add_signed(change);
            let child = Arrangement {
                tiles,
                blank: blank as u8,
                came_by: m,
                depth: node.depth + 1,
                estimate,
            };
            out.push(Child { choice: m, state: child, cost: cost(&child), infeasible: None });
        }
    }

    fn solution(&self, node: &Arrangement, _: Cost) -> Option<Cost> {
        (node.tiles == self.board.goal()).then(|| Cost::whole(i64::from(node.depth)))
    }
}
