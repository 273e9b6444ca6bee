//! [`FifteenLc`]: the 15-puzzle's least-cost search run flat out, without events, for the page's
//! max speed: the same nodes, numbers and answer as [`super::FifteenTree`] in the generic
//! engine, specialised (packed boards, ĝ updated by the tile moved, a bucket queue).

use super::board::{pack, Board};
use super::estimate::Estimate;
use super::moves::Move;
use super::position::Position;
use crate::core::branch::bucket::BucketQueue;
use crate::core::branch::stats::{BranchEnding, BranchStats};

/// The node limit a page uses by default: at most 200 MB (16 bytes a node, 4 more while live;
/// the nodes' storage never grows past the limit).
pub const DEFAULT_MAX_NODES: u32 = 10_000_000;

/// How the root was reached: by no move (its opposite, `NO_MOVE ^ 2`, is no move either).
const NO_MOVE: u8 = 4;

/// One node: 16 bytes. Depth and ĝ fit a byte: least cost first never reaches a node 256
/// deep (every node of smaller cost, astronomically many, would come first).
#[derive(Clone, Copy, Debug)]
struct Node {
    tiles: u64,
    parent: u32,
    blank: u8,
    came_by: u8,
    depth: u8,
    estimate: u8,
}

const _: () = assert!(std::mem::size_of::<Node>() == 16);

/// The least-cost search of a start position, run in slices ([`FifteenLc::run`]).
///
/// Nodes are numbered in generation order from the root, 1; the live node of least
/// c(i) = f(i) + ĝ(i) is expanded next, ties to the older; its children are the blank's moves
/// up, right, down, left but the one undoing its own move; the search stops when the goal is
/// generated. Memory: 16 bytes a node, and 4 more while it is live.
///
/// ```
/// use runut::problems::fifteen::core::{Estimate, FifteenLc, Move, Position};
/// let start = Position::parse("1,2,3,4,5,6,0,8,9,10,7,11,13,14,15,12").unwrap();
/// let mut search = FifteenLc::new(&start, Estimate::Misplaced, 1_000);
/// assert!(search.run(u64::MAX));
/// assert_eq!((search.stats().generated, search.answer()), (10, Some(10)));
/// assert_eq!(search.moves(10), vec![Move::Down, Move::Right, Move::Down]);
/// ```
#[derive(Clone, Debug)]
pub struct FifteenLc {
    board: Board,
    /// Node k at index k − 1.
    nodes: Vec<Node>,
    live: BucketQueue,
    max_nodes: u32,
    stats: BranchStats,
    answer: Option<u32>,
    ending: Option<BranchEnding>,
}

impl FifteenLc {
    /// The search from `start` with ĝ by `estimate`, ending after `max_nodes` nodes.
    pub fn new(start: &Position, estimate: Estimate, max_nodes: u32) -> FifteenLc {
        let board = Board::new(start.side(), estimate);
        let mut search = FifteenLc {
            board,
            nodes: Vec::new(),
            live: BucketQueue::default(),
            max_nodes,
            stats: BranchStats::default(),
            answer: None,
            ending: None,
        };
        let tiles = pack(start);
        let estimate = search.board.estimate(tiles);
        let blank = start.blank() as u8;
        search.add(Node { tiles, parent: 0, blank, came_by: NO_MOVE, depth: 0, estimate });
        search
    }

    /// Expands E-nodes until `budget` more nodes are generated (the last E-node's children
    /// all, unless the search ends first); returns whether it has ended.
    pub fn run(&mut self, budget: u64) -> bool {
        let target = self.stats.generated.saturating_add(budget);
        while self.ending.is_none() && self.stats.generated < target {
            self.expand_next();
        }
        self.ending.is_some()
    }

    /// Totals so far, as the generic engine counts them.
    pub fn stats(&self) -> BranchStats {
        self.stats
    }

    /// The answer node (the goal generated), once found.
    pub fn answer(&self) -> Option<u32> {
        self.answer
    }

    /// How the search ended, once it has.
    pub fn ending(&self) -> Option<BranchEnding> {
        self.ending
    }

    /// The blank's moves from the root to node `node`.
    pub fn moves(&self, node: u32) -> Vec<Move> {
        let mut moves = Vec::new();
        let mut at = node;
        while at > 1 {
            let node = &self.nodes[at as usize - 1];
            moves.push(Move::from_choice(node.came_by));
            at = node.parent;
        }
        moves.reverse();
        moves
    }

    /// Generates `node`, unless the node limit is reached: it ends the search, as does the goal.
    #[inline]
    fn add(&mut self, node: Node) {
        if self.stats.generated == u64::from(self.max_nodes) {
            self.ending = Some(BranchEnding::Capped);
            return;
        }
        if self.nodes.len() == self.nodes.capacity() {
            // Doubling, but never past the node limit: 10 million nodes take 160 MB, not 256.
            let room =
                self.nodes.len().max(1 << 12).min(self.max_nodes as usize - self.nodes.len());
            self.nodes.reserve_exact(room);
        }
        self.nodes.push(node);
        self.stats.generated += 1;
        let number = self.stats.generated as u32;
        if node.tiles == self.board.goal() {
            self.answer = Some(number);
            self.stats.solutions = 1;
            self.ending = Some(BranchEnding::Reached);
            return;
        }
        self.live.push(usize::from(node.depth) + usize::from(node.estimate), number);
        self.stats.live = self.live.len() as u64;
        self.stats.most_live = self.stats.most_live.max(self.stats.live);
    }

    /// Expands the live node of least cost: all its children, unless the search ends first.
    fn expand_next(&mut self) {
        let Some((_, number)) = self.live.pop() else {
            self.ending = Some(BranchEnding::Exhausted);
            return;
        };
        self.stats.expanded += 1;
        self.stats.live -= 1;
        let e = self.nodes[number as usize - 1];
        for m in 0..4u8 {
            if m == e.came_by ^ 2 {
                continue;
            }
            let Some((tiles, blank, change)) =
                self.board.slide(e.tiles, usize::from(e.blank), usize::from(m))
            else {
                continue;
            };
            let estimate = e.estimate.wrapping_add_signed(change);
            let depth = e.depth + 1;
            self.add(Node {
                tiles,
                parent: number,
                blank: blank as u8,
                came_by: m,
                depth,
                estimate,
            });
            if self.ending.is_some() {
                return;
            }
        }
    }
}
