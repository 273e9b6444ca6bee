//! Pruning: examining the given pieces one after another, in a fixed order, and dropping each
//! one the others still prove the puzzle without (or cutting it down to its bare cell where
//! that is enough).
//!
//! Examining piece k asks whether the deductions complete the grid from the bare clues, the
//! pieces before k as decided and the pieces after k as given. Solving that afresh for every
//! piece repeats most of the work: instead the pieces are split in halves, recursively, and a
//! range of pieces is examined from a state that already holds everything outside it,
//! deduced. The left half's state adds the right half's pieces as given; the right half's adds
//! the left half's pieces as decided, once they are. A single piece's state is then exactly
//! its question. Deductions only add marks that hold in every solution, so a state deduced in
//! steps ends where one deduced at once does: the decisions are those of one piece at a time.

use crate::problems::math_maze::core::deduce::Deducer;
use crate::problems::math_maze::core::puzzle::Given;

/// The pruning of one puzzle's pieces, one run of the deduction solver at a time.
#[derive(Clone, Debug)]
pub(super) struct Pruner {
    /// The pieces as given, in the order they are examined.
    order: Vec<Given>,
    /// What became of each piece examined so far: kept (perhaps bare), or dropped (`None`).
    decided: Vec<Option<Given>>,
    /// The ranges still to examine, the next one last.
    tasks: Vec<Task>,
}

/// A range of pieces (indices into `Pruner::order`) to examine, with its state.
#[derive(Clone, Debug)]
enum Task {
    /// Deduce from the bare clues, then examine every piece.
    Start { clues: Deducer },
    /// Examine pieces `from..to`; `state` holds every piece outside the range (as decided or
    /// as given), deduced.
    Examine { from: usize, to: usize, state: Deducer },
    /// Examine pieces `mid..to` once `from..mid` are decided; `state` holds every piece
    /// outside `from..to`, deduced.
    After { from: usize, mid: usize, to: usize, state: Deducer },
}

impl Pruner {
    /// A pruner for the pieces `order` (in the order to examine them), given `clues`: the
    /// solver's state for the bare clues (not yet deduced).
    pub(super) fn new(order: Vec<Given>, clues: Deducer) -> Pruner {
        let tasks = if order.is_empty() { Vec::new() } else { vec![Task::Start { clues }] };
        Pruner { decided: Vec::with_capacity(order.len()), order, tasks }
    }

    /// Whether every piece has been examined.
    pub(super) fn is_finished(&self) -> bool {
        self.tasks.is_empty()
    }

    /// How many pieces have been examined.
    pub(super) fn examined(&self) -> usize {
        self.decided.len()
    }

    /// The pieces as they stand: those examined as decided, the others as given.
    pub(super) fn givens(&self) -> Vec<Given> {
        let rest = self.order[self.decided.len()..].iter().copied();
        self.decided.iter().flatten().copied().chain(rest).collect()
    }

    /// Does one unit of work; returns how many times it ran the deduction solver (at most one).
    pub(super) fn step(&mut self) -> u64 {
        match self.tasks.pop() {
            None => 0,
            Some(Task::Start { mut clues }) => {
                deduce(&mut clues);
                self.tasks.push(Task::Examine { from: 0, to: self.order.len(), state: clues });
                1
            }
            Some(Task::After { from, mid, to, mut state }) => {
                for &piece in self.decided[from..mid].iter().flatten() {
                    give(&mut state, piece);
                }
                deduce(&mut state);
                self.tasks.push(Task::Examine { from: mid, to, state });
                1
            }
            Some(Task::Examine { from, to, state }) if to - from > 1 => {
                let mid = from + (to - from) / 2;
                let mut left = state.clone();
                for &piece in &self.order[mid..to] {
                    give(&mut left, piece);
                }
                deduce(&mut left);
                self.tasks.push(Task::After { from, mid, to, state });
                self.tasks.push(Task::Examine { from, to: mid, state: left });
                1
            }
            Some(Task::Examine { from, state, .. }) => self.decide(self.order[from], state),
        }
    }

    /// Decides `piece` from `without`: every other piece, deduced. Returns the solver runs.
    fn decide(&mut self, piece: Given, mut without: Deducer) -> u64 {
        let (decision, runs) = if without.is_complete() {
            (None, 0)
        } else if piece.exits == 0 {
            (Some(piece), 0)
        } else {
            // With its cell only: all that was deduced without the piece still holds.
            let bare = Given { exits: 0, ..piece };
            give(&mut without, bare);
            deduce(&mut without);
            (Some(if without.is_complete() { bare } else { piece }), 1)
        };
        self.decided.push(decision);
        runs
    }
}

fn give(state: &mut Deducer, piece: Given) {
    state.give(piece).expect("a piece of the route agrees with the route");
}

fn deduce(state: &mut Deducer) {
    state.run().expect("deductions hold for the route, which is a solution");
}
