//! The depth-first walk that every fixed-order backtracking of the course shares (sum of
//! subsets, graph colouring, Hamiltonian circuits): generate the deepest node's next child, test
//! it, advance onto it or kill it, report a solution, backtrack when no child is left. A problem
//! says only what its tree is ([`Tree`]); [`Walk`] steps it event by event.

use super::{Event, Mode, Search, Stats};
use crate::core::grid::Square;

/// A state-space tree searched depth first in a fixed order: what a problem's search adds to
/// the [`Walk`]. A node is the square that records its decision; `path` is the decisions from
/// the root (which has none) down to the deepest node.
pub trait Tree {
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
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Begin,
    Expand,
    Tried(Square),
    Solved,
    Done,
}

/// A depth-first walk of a [`Tree`], advanced event by event: the root, then for each node its
/// children in the tree's order, each tested as soon as it is generated; in [`Mode::First`] it
/// stops at the first solution (or, told so, at another: [`Walk::stopping_after`]).
#[derive(Clone, Debug)]
pub struct Walk<T> {
    tree: T,
    /// The solutions after which the walk stops.
    enough: u64,
    path: Vec<Square>,
    /// For each expanded node of the path (the root first): where its children stand.
    cursors: Vec<usize>,
    phase: Phase,
    stats: Stats,
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
}
