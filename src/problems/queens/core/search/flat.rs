//! N-queens flat out: the step engine's own loop without events, the bounding function asked of
//! three bit masks (the columns and both diagonals held) instead of the placed queens one by
//! one. Each pass of the loop is what `step` does over its events (a candidate tried and then
//! rejected or placed, a solution, a queen taken back), on the same fields, so that it can stop
//! between any two of them and leave the search exactly as the step engine would.

use super::{Conflict, Mode, Phase, QueensOutcome, QueensSearch};
use crate::core::grid::Square;
use crate::core::search::engine::play_until;
use crate::core::search::tree::PathTree;
use crate::core::search::{Event, Flat};

/// The columns, rising diagonals and falling diagonals held by the queens of a path.
#[derive(Clone, Copy, Default)]
struct Held {
    columns: u64,
    rising: u64,
    falling: u64,
}

impl Held {
    /// The bits of the column and the two diagonals of `at` on an `n` × `n` board.
    fn of(n: u16, at: Square) -> Held {
        Held {
            columns: 1 << at.col,
            rising: 1 << (at.row + at.col),
            falling: 1 << (at.row + n - 1 - at.col),
        }
    }

    fn attacks(self, lines: Held) -> bool {
        (self.columns & lines.columns)
            | (self.rising & lines.rising)
            | (self.falling & lines.falling)
            != 0
    }

    fn toggle(&mut self, lines: Held) {
        self.columns ^= lines.columns;
        self.rising ^= lines.rising;
        self.falling ^= lines.falling;
    }
}

impl QueensSearch {
    /// Runs on until `budget` more nodes are generated or the search ends (see
    /// [`Search::run_flat`]).
    pub(super) fn run_fast(
        &mut self,
        budget: u64,
        mut tree: Option<&mut PathTree>,
    ) -> Flat<Conflict> {
        // The root, a candidate already tried and a solution already placed go through the step
        // engine.
        let ready = |s: &Self| s.phase == Phase::Expand;
        let mut last = match play_until(self, &mut tree, ready, |s| s.phase == Phase::Done) {
            Ok(last) => last,
            Err(flat) => return flat,
        };
        let n = self.n;
        let mut held = Held::default();
        for &queen in &self.path {
            held.toggle(Held::of(n, queen));
        }
        // The candidate last rejected: its reason is worked out only if the stretch ends on it.
        let mut rejected = None;
        let target = self.stats.nodes.saturating_add(budget);
        while self.stats.nodes < target {
            let row = self.path.len() as u16;
            let next = self.next_col.last_mut().expect("a row is being filled");
            if row < n && *next < n {
                let at = Square::new(row, *next);
                *next += 1;
                self.stats.nodes += 1;
                if let Some(tree) = tree.as_deref_mut() {
                    tree.try_node(row as u32 + 1, at);
                }
                let lines = Held::of(n, at);
                let attacked = match (self.prune, row + 1 == n) {
                    (true, _) => held.attacks(lines),
                    (false, true) => Self::first_pair(&self.path, at).is_some(),
                    (false, false) => false,
                };
                if attacked {
                    self.stats.rejected += 1;
                    if let Some(tree) = tree.as_deref_mut() {
                        tree.reject();
                    }
                    (last, rejected) = (None, Some(at));
                    continue;
                }
                self.path.push(at);
                self.next_col.push(0);
                self.born.push((self.stats.nodes, self.stats.solutions));
                held.toggle(lines);
                if let Some(tree) = tree.as_deref_mut() {
                    tree.advance();
                }
                (last, rejected) = (Some(Event::Advance { depth: row as u32 + 1, at }), None);
                if self.path.len() == n as usize {
                    self.stats.solutions += 1;
                    if let Some(tree) = tree.as_deref_mut() {
                        tree.solution();
                    }
                    last = Some(Event::Solution { index: self.stats.solutions });
                    if self.mode == Mode::First {
                        self.phase = Phase::Done;
                        self.outcome = Some(QueensOutcome::Solutions(1));
                        return Flat { ended: true, last };
                    }
                }
                continue;
            }
            self.next_col.pop();
            let Some(at) = self.path.pop() else {
                return Flat { ended: true, last: Some(self.finish()) };
            };
            held.toggle(Held::of(n, at));
            self.stats.backtracks += 1;
            self.fold(at);
            if let Some(tree) = tree.as_deref_mut() {
                tree.retreat();
            }
            (last, rejected) = (Some(Event::Retreat { depth: row as u32, at }), None);
        }
        Flat { ended: false, last: last.or_else(|| rejected.map(|at| self.rejection_of(at))) }
    }

    /// The event that rejected `at`, the candidate just tried on the current path.
    fn rejection_of(&self, at: Square) -> Event<Conflict> {
        let why = match self.prune {
            true => Self::conflict(&self.path, at),
            false => Self::first_pair(&self.path, at),
        };
        Event::Reject { at, why: why.expect("a rejected candidate has a conflict") }
    }
}
