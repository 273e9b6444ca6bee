//! [`FifteenLc`]: the 15-puzzle's search specialised for the page's max speed (packed boards, ĝ
//! updated by the tile moved, a bucket queue), an [`Engine`] that emits the generic engine's
//! events on [`super::FifteenTree`] one by one and stands where that engine would.

use super::board::{pack, Board};
use super::estimate::Estimate;
use super::live::Live;
use super::moves::Move;
use super::position::Position;
use crate::core::branch::bucket::BucketQueue;
use crate::core::branch::engine::Engine;
use crate::core::branch::ledger::{Drawing, Ledger};
use crate::core::branch::node::{ancestry, DrawnNode, NodeState};
use crate::core::branch::standing::BranchStanding;
use crate::core::branch::stats::{BranchEnding, BranchStats};
use crate::core::branch::{BranchEvent, Cost, Goal, SEARCH_MEMORY};
use crate::core::search::Never;

/// The node limit of the 15-puzzle's page (least cost and FIFO): as many nodes as
/// [`SEARCH_MEMORY`] holds at [`NODE_BYTES`] each, 10 million (the generic engine's nodes cost
/// more: it stops at 3 million).
pub const DEFAULT_MAX_NODES: u32 = (SEARCH_MEMORY / NODE_BYTES) as u32;

/// What a node costs [`FifteenLc`] at the most, in bytes: 16 for the node, 4 more for its
/// number in the least-cost live list while it is live (FIFO keeps no list).
pub const NODE_BYTES: u64 = 20;

/// How the root was reached: by no move (its opposite, `NO_MOVE ^ 2`, is no move either).
const NO_MOVE: u8 = 4;

/// The bit of a node's `came_by` that says it has been expanded.
const EXPANDED: u8 = 0x80;

/// One node: 16 bytes. Depth and ĝ fit a byte: least cost first never reaches a node 256
/// deep (every node of smaller cost, astronomically many, would come first), nor does FIFO
/// (every node less deep would come first).
#[derive(Clone, Copy, Debug)]
struct Node {
    tiles: u64,
    parent: u32,
    blank: u8,
    /// The blank's move that made it ([`NO_MOVE`] for the root), and [`EXPANDED`] once it is.
    came_by: u8,
    depth: u8,
    estimate: u8,
}

const _: () = assert!(std::mem::size_of::<Node>() == 16);

impl Node {
    /// Its cost c(i) = f(i) + ĝ(i), whole.
    fn cost(&self) -> usize {
        usize::from(self.depth) + usize::from(self.estimate)
    }

    /// The blank's move that made it (`NO_MOVE` for the root).
    fn came_by(&self) -> u8 {
        self.came_by & !EXPANDED
    }
}

/// What the search does next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Say how the search goes.
    Begin,
    /// Generate the root.
    Root,
    /// Generate E-node `e`'s child by move `m` or the next move that makes one; past the last,
    /// take the next E-node (`e` is 0 before the first).
    Children { e: u32, m: u8 },
    /// Tell that the goal, just generated, is the answer.
    Answer,
    /// Then `Exhausted`.
    Exhaust,
    /// The search has ended.
    Over,
}

/// The 15-puzzle's (or 8-puzzle's) search from a start position, least cost first
/// ([`FifteenLc::new`]) or FIFO ([`FifteenLc::fifo`]), as the generic engine searches
/// [`super::FifteenTree`]: the same events one by one ([`Engine::step`]), the same totals and
/// the same standings; flat out ([`Engine::run_flat`]), a loop of its own.
///
/// Nodes are numbered in generation order from the root, 1; the live node of least
/// c(i) = f(i) + ĝ(i) (or the oldest) is expanded next, ties to the older; its children are the
/// blank's moves up, right, down, left but the one undoing its own move; the search stops when
/// the goal is generated. Memory: 16 bytes a node, and, least cost first, 4 more while it is
/// live ([`NODE_BYTES`] at the most).
///
/// ```
/// use runut::core::branch::engine::Engine;
/// use runut::problems::fifteen::core::{Estimate, FifteenLc, Move, Position};
/// let start = Position::parse("1,2,3,4,5,6,0,8,9,10,7,11,13,14,15,12").unwrap();
/// let mut search = FifteenLc::new(&start, Estimate::Misplaced, 1_000);
/// assert!(search.run_flat(u64::MAX));
/// assert_eq!((search.stats().generated, search.answer()), (10, Some(10)));
/// assert_eq!(search.moves(10), vec![Move::Down, Move::Right, Move::Down]);
/// ```
#[derive(Clone, Debug)]
pub struct FifteenLc {
    board: Board,
    root: Node,
    /// Node k at index k − 1.
    nodes: Vec<Node>,
    live: Live,
    max_nodes: u32,
    phase: Phase,
    ledger: Ledger<Never>,
}

impl FifteenLc {
    /// The least-cost search from `start` with ĝ by `estimate`, ending after `max_nodes` nodes.
    pub fn new(start: &Position, estimate: Estimate, max_nodes: u32) -> FifteenLc {
        FifteenLc::with(start, estimate, Live::Least(BucketQueue::default()), max_nodes)
    }

    /// The same search FIFO: the oldest live node is expanded next.
    pub fn fifo(start: &Position, estimate: Estimate, max_nodes: u32) -> FifteenLc {
        FifteenLc::with(start, estimate, Live::Fifo { next: 1 }, max_nodes)
    }

    fn with(start: &Position, estimate: Estimate, live: Live, max_nodes: u32) -> FifteenLc {
        let board = Board::new(start.side(), estimate);
        let tiles = pack(start);
        let estimate = board.estimate(tiles);
        let blank = start.blank() as u8;
        let root = Node { tiles, parent: 0, blank, came_by: NO_MOVE, depth: 0, estimate };
        let selection = live.selection();
        FifteenLc {
            board,
            root,
            nodes: Vec::new(),
            live,
            max_nodes,
            phase: Phase::Begin,
            ledger: Ledger::new(selection, Goal::Reach),
        }
    }

    /// The blank's moves from the root to node `node`.
    pub fn moves(&self, node: u32) -> Vec<Move> {
        self.path(node).into_iter().map(Move::from_choice).collect()
    }

    fn node(&self, number: u32) -> &Node {
        &self.nodes[number as usize - 1]
    }

    /// Stores a node, its room growing by doubling but never past the node limit (10 million
    /// nodes take 160 MB, not 256).
    #[inline]
    fn store(&mut self, node: Node) {
        if self.nodes.len() == self.nodes.capacity() {
            let room =
                self.nodes.len().max(1 << 12).min(self.max_nodes as usize - self.nodes.len());
            self.nodes.reserve_exact(room);
        }
        self.nodes.push(node);
    }

    /// Node `number` as the engine records it: its parent, its choice (0 for the root, as the
    /// engine's) and its cost.
    fn record(&self, number: u32) -> (u32, u8, Cost) {
        let node = self.node(number);
        let choice = if number == 1 { 0 } else { node.came_by() };
        (node.parent, choice, Cost::whole(node.cost() as i64))
    }

    /// The event of node `number`'s generation.
    fn generated(&self, number: u32) -> BranchEvent<Never> {
        let (parent, choice, cost) = self.record(number);
        BranchEvent::Generate { node: number, parent, choice, cost }
    }

    /// Generates `node` (or ends the search at its node limit): the goal is told next, any
    /// other node is live.
    fn generate(&mut self, node: Node) -> Option<BranchEvent<Never>> {
        if self.ledger.stats().generated >= u64::from(self.max_nodes) {
            self.ledger.cap();
            self.phase = Phase::Over;
            return None;
        }
        self.store(node);
        let number = self.ledger.generate();
        if node.tiles == self.board.goal() {
            self.phase = Phase::Answer;
        } else {
            self.live.push(node.cost(), number);
        }
        Some(self.generated(number))
    }

    /// The child of E-node `e`, `parent`, by move `m` or the next move that makes one: the move
    /// and the child.
    #[inline]
    fn child(&self, parent: &Node, e: u32, m: u8) -> Option<(u8, Node)> {
        let back = parent.came_by() ^ 2;
        (m..4).filter(|&m| m != back).find_map(|m| {
            let (tiles, blank, change) =
                self.board.slide(parent.tiles, usize::from(parent.blank), usize::from(m))?;
            let estimate = parent.estimate.wrapping_add_signed(change);
            let depth = parent.depth + 1;
            Some((m, Node { tiles, parent: e, blank: blank as u8, came_by: m, depth, estimate }))
        })
    }

    /// E-node `number` is expanded.
    fn expand(&mut self, number: u32) {
        self.nodes[number as usize - 1].came_by |= EXPANDED;
    }

    /// Runs the search without its events, as fast as it goes, from E-node `e`'s child by move
    /// `m` on, stopping before it generates the goal, the `target`-th node or the last its limit
    /// allows, or when no node is left: short of an event that [`Engine::step`] then emits
    /// (only for a tree too large for the undo history).
    fn sprint(&mut self, target: u64) {
        let Phase::Children { mut e, mut m } = self.phase else { return };
        let before = self.ledger.stats();
        let limit = target.min(u64::from(self.max_nodes)).saturating_sub(1);
        if self.ledger.keeps_history() || e == 0 || before.generated >= limit {
            return;
        }
        let (mut generated, mut expanded, mut most) =
            (before.generated, before.expanded, before.most_live);
        let goal = self.board.goal();
        'run: loop {
            let parent = *self.node(e);
            while let Some((by, node)) = self.child(&parent, e, m) {
                m = by;
                if node.tiles == goal || generated >= limit {
                    break 'run;
                }
                self.store(node);
                generated += 1;
                self.live.push(node.cost(), generated as u32);
                most = most.max(generated - expanded);
                m += 1;
            }
            let Some(next) = self.live.pop(generated) else { break };
            self.expand(next);
            expanded += 1;
            (e, m) = (next, 0);
        }
        self.phase = Phase::Children { e, m };
        let live = generated - expanded;
        let stats = BranchStats { generated, expanded, live, most_live: most, ..before };
        self.ledger.ran_flat(stats, e);
    }
}

impl Engine for FifteenLc {
    type Infeasible = Never;

    fn step(&mut self) -> Option<BranchEvent<Never>> {
        let event = loop {
            match self.phase {
                Phase::Begin => {
                    self.phase = Phase::Root;
                    break BranchEvent::Begin {
                        selection: self.live.selection(),
                        goal: Goal::Reach,
                    };
                }
                Phase::Root => {
                    self.phase = Phase::Children { e: 0, m: 4 };
                    break self.generate(self.root)?;
                }
                Phase::Children { e, m } => {
                    let child = (e != 0).then(|| self.child(self.node(e), e, m)).flatten();
                    if let Some((m, child)) = child {
                        self.phase = Phase::Children { e, m: m + 1 };
                        break self.generate(child)?;
                    }
                    let Some(node) = self.live.pop(self.ledger.stats().generated) else {
                        self.phase = Phase::Exhaust;
                        continue;
                    };
                    self.expand(node);
                    self.ledger.expand(node, true);
                    self.phase = Phase::Children { e: node, m: 0 };
                    break BranchEvent::Expand { node };
                }
                Phase::Answer => {
                    let node = self.ledger.newest();
                    self.ledger.settle();
                    self.ledger.reach(node);
                    self.phase = if node == 1 { Phase::Exhaust } else { Phase::Over };
                    break BranchEvent::Answer { node };
                }
                Phase::Exhaust => {
                    self.phase = Phase::Over;
                    self.ledger.exhaust();
                    break BranchEvent::Exhausted;
                }
                Phase::Over => return None,
            }
        };
        self.ledger.emit(event);
        Some(event)
    }

    fn run_flat(&mut self, budget: u64) -> bool {
        let target = self.ledger.stats().generated.saturating_add(budget);
        while self.ledger.stats().generated < target {
            self.sprint(target);
            if self.step().is_none() {
                return true;
            }
        }
        self.phase == Phase::Over
    }

    fn stats(&self) -> BranchStats {
        self.ledger.stats()
    }

    fn ending(&self) -> Option<BranchEnding> {
        self.ledger.ending()
    }

    fn answer(&self) -> Option<u32> {
        self.ledger.answer()
    }

    fn e_node(&self) -> Option<u32> {
        self.ledger.e_node()
    }

    fn path(&self, node: u32) -> Vec<u8> {
        let ancestry = self.ancestry(node);
        ancestry.iter().skip(1).map(|&n| self.node(n).came_by()).collect()
    }

    fn standing(&self, limit: u32) -> BranchStanding<Never> {
        self.ledger.standing(limit, self)
    }
}

impl Drawing<Never> for FifteenLc {
    fn drawn(&self, number: u32, e_node: u32) -> Option<DrawnNode<Never>> {
        let node = self.node(number);
        let state = match (node.came_by & EXPANDED != 0, number == e_node) {
            (true, true) => NodeState::ENode,
            (true, false) => NodeState::Expanded,
            _ if self.ledger.answer() == Some(number) => NodeState::Answer,
            _ => NodeState::Live,
        };
        let (parent, choice, cost) = self.record(number);
        Some(DrawnNode { node: number, parent, choice, cost, state })
    }

    fn ancestry(&self, node: u32) -> Vec<u32> {
        ancestry(node, |n| self.node(n).parent)
    }

    fn live_head(&self, count: usize) -> Vec<u32> {
        match &self.live {
            Live::Least(queue) => queue.head(count),
            Live::Fifo { next } => {
                let newest = self.ledger.newest();
                let goal = newest > 0 && self.node(newest).tiles == self.board.goal();
                (*next..=newest - u32::from(goal)).take(count).collect()
            }
        }
    }
}
