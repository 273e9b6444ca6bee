//! The depth-first walk that every fixed-order backtracking of the course shares (sum of
//! subsets, graph colouring, Hamiltonian circuits): generate the deepest node's next child, test
//! it, advance onto it or kill it, report a solution, backtrack when no child is left. A problem
//! says only what its tree is ([`Tree`]); [`Walk`] steps it event by event.

use super::engine::play_flat;
use super::tree::{PathTree, TreeNode};
use super::{Event, Flat, Mode, Search, Stats};
use crate::core::grid::Square;

/// A state-space tree searched depth first in a fixed order: what a problem's search adds to
/// the [`Walk`]. A node is the square that records its decision; `path` is the decisions from
/// the root (which has none) down to the deepest node.
pub trait Tree: Sized {
    /// Why the bounding function (or a brute force's test) kills a node.
    type Reason: crate::core::search::Wire;

    /// The next child of the deepest node of `path`, moving `cursor` past it (`cursor` is 0
    /// when the node is reached); `None` when it has no child left.
    fn next_child(&self, path: &[Square], cursor: &mut usize) -> Option<Square>;
    /// Why `at`, just generated as a child of the deepest node of `path`, is dead, if it is.
    fn dead(&self, path: &[Square], at: Square) -> Option<Self::Reason>;
    /// `at` joins the path (the tree updates what it keeps of the path).
    fn enter(&mut self, at: Square);
    /// `at` leaves the path.
    fn leave(&mut self, at: Square);
    /// Whether `path`, just extended, is a solution.
    fn solves(&self, path: &[Square]) -> bool;
    /// Keeps the solution `path`, if the tree keeps solutions.
    fn record(&mut self, path: &[Square]);

    /// `at`, just taken back, had `below` nodes and solutions in its subtree (for a tree that
    /// draws itself: [`Tree::drawn_tree`]).
    fn finished(&mut self, _at: Square, _below: (u64, u64)) {}

    /// Runs `walk` on flat out by the tree's own loop, where it has one (a search that must keep
    /// up with plain C), from between two events with the deepest node's next child due, until
    /// it has generated `target` nodes, the path has just become a solution, or the root has no
    /// child left (the step engine goes on from there); the stretch, as [`Search::run_flat`]
    /// says. `None` (the default): the walk plays its events.
    fn run_flat(_walk: &mut Walk<Self>, _target: u64) -> Option<Flat<Self::Reason>> {
        None
    }

    /// The drawn tree's levels as the tree rebuilds them from the walk ([`Search::drawn_tree`]),
    /// where it does; `None` (the default) where the page keeps the tree from the events.
    fn drawn_tree(_walk: &Walk<Self>) -> Option<Vec<Vec<TreeNode>>> {
        None
    }
}

/// Where a walk is between two events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Phase {
    /// Before the root.
    Begin,
    /// The deepest node's next child is due (or its backtrack).
    Expand,
    /// The child just generated is due to be tested.
    Tried(Square),
    /// The path has just become a solution, due to be reported.
    Solved,
    /// Ended.
    Done,
}

/// A depth-first walk of a [`Tree`], advanced event by event: the root, then for each node its
/// children in the tree's order, each tested as soon as it is generated; in [`Mode::First`] it
/// stops at the first solution (or, told so, at another: [`Walk::stopping_after`]).
#[derive(Clone, Debug)]
pub struct Walk<T> {
    pub(crate) tree: T,
    /// The solutions after which the walk stops.
    pub(crate) enough: u64,
    pub(crate) path: Vec<Square>,
    /// For each expanded node of the path (the root first): where its children stand.
    pub(crate) cursors: Vec<usize>,
    pub(crate) phase: Phase,
    pub(crate) stats: Stats,
    /// For each node of the path (the root first): its number, and the solutions found before it.
    pub(crate) born: Vec<(u64, u64)>,
}

impl<T: Tree> Walk<T> {
    /// A walk of `tree` in `mode`, before its root.
    pub fn of(tree: T, mode: Mode) -> Self {
        let enough = if mode == Mode::First { 1 } else { u64::MAX };
        Walk {
            tree,
            enough,
            path: Vec::new(),
            cursors: Vec::new(),
            phase: Phase::Begin,
            stats: Stats::default(),
            born: Vec::new(),
        }
    }

    /// The same walk, stopping once it has found `solutions` solutions (a uniqueness check
    /// stops at the second).
    pub fn stopping_after(self, solutions: u64) -> Self {
        Walk { enough: solutions.max(1), ..self }
    }

    /// Whether the walk has searched its whole tree (rather than stopped at a solution).
    pub fn exhausted(&self) -> bool {
        self.phase == Phase::Done && self.cursors.is_empty()
    }

    /// The tree walked.
    pub fn tree(&self) -> &T {
        &self.tree
    }

    /// Whether the walk has ended (tree exhausted, or the first solution found).
    pub fn ended(&self) -> bool {
        self.phase == Phase::Done
    }

    /// The next child of the deepest node, or the backtrack when it has none left.
    fn expand(&mut self) -> Event<T::Reason> {
        let cursor = self.cursors.last_mut().expect("a node is being expanded");
        if let Some(at) = self.tree.next_child(&self.path, cursor) {
            self.phase = Phase::Tried(at);
            self.stats.nodes += 1;
            return Event::Try { depth: self.path.len() as u32 + 1, at };
        }
        let depth = self.path.len() as u32;
        self.cursors.pop();
        let Some(at) = self.path.pop() else {
            self.phase = Phase::Done;
            return Event::Exhausted;
        };
        self.tree.leave(at);
        let (number, solutions) = self.born.pop().unwrap_or_default();
        self.tree.finished(at, (self.stats.nodes - number, self.stats.solutions - solutions));
        self.stats.backtracks += 1;
        Event::Retreat { depth, at }
    }

    /// The test of the child just generated, then its advance.
    fn test(&mut self, at: Square) -> Event<T::Reason> {
        if let Some(why) = self.tree.dead(&self.path, at) {
            self.phase = Phase::Expand;
            self.stats.rejected += 1;
            return Event::Reject { at, why };
        }
        self.tree.enter(at);
        self.path.push(at);
        self.cursors.push(0);
        self.born.push((self.stats.nodes, self.stats.solutions));
        self.phase = if self.tree.solves(&self.path) { Phase::Solved } else { Phase::Expand };
        Event::Advance { depth: self.path.len() as u32, at }
    }

    fn solved(&mut self) -> Event<T::Reason> {
        self.stats.solutions += 1;
        self.tree.record(&self.path);
        self.phase = if self.stats.solutions >= self.enough { Phase::Done } else { Phase::Expand };
        Event::Solution { index: self.stats.solutions }
    }
}

impl<T: Tree> Search for Walk<T> {
    type Reason = T::Reason;

    fn step(&mut self) -> Option<Event<T::Reason>> {
        match self.phase {
            Phase::Begin => {
                self.phase = Phase::Expand;
                self.cursors.push(0);
                self.stats.nodes += 1;
                self.born.push((1, 0));
                Some(Event::Root)
            }
            Phase::Expand => Some(self.expand()),
            Phase::Tried(at) => Some(self.test(at)),
            Phase::Solved => Some(self.solved()),
            Phase::Done => None,
        }
    }

    fn stats(&self) -> Stats {
        self.stats
    }

    fn path(&self) -> &[Square] {
        &self.path
    }

    /// The tree's own loop where it has one and the page keeps no tree, the step engine for the
    /// events it leaves to it (the root, a solution, the end); else event by event.
    fn run_flat(&mut self, budget: u64, tree: Option<&mut PathTree>) -> Flat<T::Reason> {
        if tree.is_some() {
            return play_flat(self, budget, tree);
        }
        let target = self.stats.nodes.saturating_add(budget);
        let mut last = None;
        while self.stats.nodes < target {
            if self.phase == Phase::Expand {
                if let Some(flat) = T::run_flat(self, target) {
                    last = flat.last.or(last);
                    if self.stats.nodes >= target {
                        break;
                    }
                }
            }
            let Some(event) = self.step() else { return Flat { ended: true, last } };
            last = Some(event);
        }
        Flat { ended: false, last }
    }

    fn drawn_tree(&self) -> Option<Vec<Vec<TreeNode>>> {
        T::drawn_tree(self)
    }
}
