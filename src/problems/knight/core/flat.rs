//! The knight's searches flat out: the step engine's own loop without events. Each pass of the
//! loop is what `step` does over two events (a candidate tried and then rejected or taken, or a
//! move taken back), on the same fields, so that it can stop between any two of them and leave
//! the search exactly as the step engine would.

use super::search::{Frame, KnightSearch, Outcome, Phase, Rejection, Table};
use crate::core::search::engine::play_until;
use crate::core::search::tree::PathTree;
use crate::core::search::{Event, EventKind, Flat, Stats};
use crate::problems::knight::core::moves::is_knight_move;

impl KnightSearch {
    /// Runs on until `budget` more nodes are generated or the search ends (see
    /// [`Search::run_flat`]).
    pub(super) fn run_fast(
        &mut self,
        budget: u64,
        mut tree: Option<&mut PathTree>,
    ) -> Flat<Rejection> {
        let ready = |s: &Self| s.phase == Phase::Expand;
        let mut last = match play_until(self, &mut tree, ready, |s| s.phase == Phase::Done) {
            Ok(last) => last,
            Err(flat) => return flat,
        };
        if tree.is_none() && self.fixed.is_some() {
            let run = if self.board.len() <= 64 {
                self.run_bitboard(budget)
            } else {
                self.run_table(budget)
            };
            return Flat { ended: run.ended, last: run.last.or(last) };
        }
        let target = self.stats.nodes.saturating_add(budget);
        let squares = self.board.len();
        while self.stats.nodes < target {
            if self.path.len() == squares {
                self.phase = Phase::Done;
                self.outcome = Some(Outcome::Tour);
                self.stats.solutions += 1;
                if let Some(tree) = tree.as_deref_mut() {
                    tree.solution();
                }
                let event = Event::Solution { index: self.stats.solutions };
                return Flat { ended: true, last: Some(event) };
            }
            let depth = self.path.len() as u32;
            let frame = self.frames.last_mut().expect("an expanded node has a frame");
            if frame.next < frame.len {
                let at = frame.candidates[frame.next as usize];
                frame.next += 1;
                self.stats.nodes += 1;
                if let Some(tree) = tree.as_deref_mut() {
                    tree.try_node(depth, at);
                }
                let index = self.board.index(at);
                let why = if self.visited[index] {
                    Some(Rejection::Visited)
                } else if self.closed
                    && self.path.len() + 1 == squares
                    && !is_knight_move(at, self.start)
                {
                    Some(Rejection::NotClosed)
                } else {
                    None
                };
                if let Some(why) = why {
                    self.stats.rejected += 1;
                    if let Some(tree) = tree.as_deref_mut() {
                        tree.reject();
                    }
                    last = Some(Event::Reject { at, why });
                    continue;
                }
                self.visited[index] = true;
                self.path.push(at);
                let next = self.frame_from(at, index);
                self.frames.push(next);
                if let Some(tree) = tree.as_deref_mut() {
                    tree.advance();
                }
                last = Some(Event::Advance { depth, at });
                continue;
            }
            if !self.algorithm.backtracks() {
                self.phase = Phase::Done;
                self.outcome = Some(Outcome::Stuck { moves: self.path.len() - 1 });
                return Flat { ended: true, last: Some(Event::Exhausted) };
            }
            self.frames.pop();
            let at = self.path.pop().expect("an expanded node is on the path");
            self.visited[self.board.index(at)] = false;
            self.stats.backtracks += 1;
            if let Some(tree) = tree.as_deref_mut() {
                tree.retreat();
            }
            last = Some(Event::Retreat { depth: self.path.len() as u32, at });
            if self.path.is_empty() {
                self.phase = Phase::Exhausted;
                return Flat { ended: false, last };
            }
        }
        Flat { ended: false, last }
    }

    /// Plain backtracking without a drawn tree, over square indices and the table of candidates
    /// (what `run_fast` does, with the path and the frames kept as indices while it runs).
    fn run_table(&mut self, budget: u64) -> Flat<Rejection> {
        let table = self.fixed.take().expect("plain backtracking has its table");
        let count = self.board.len();
        let start = self.start;
        let mut squares: Vec<u16> = self.path.iter().map(|&s| self.board.index(s) as u16).collect();
        let mut next: Vec<u8> = self.frames.iter().map(|f| f.next).collect();
        squares.resize(count, 0);
        next.resize(count, 0);
        let mut top = self.path.len() - 1;
        let Stats { mut nodes, mut rejected, mut backtracks, .. } = self.stats;
        let target = nodes.saturating_add(budget);
        let visited = &mut self.visited;
        // The last event, as its kind and square (an index): built as an event at the end.
        let (mut kind, mut square) = (None, 0);
        let mut why = Rejection::Visited;
        while nodes < target {
            if top + 1 == count {
                break;
            }
            let from = squares[top] as usize;
            let k = next[top];
            if k < table.frames[from].len {
                let to = table.moves[from][k as usize] as usize;
                next[top] = k + 1;
                nodes += 1;
                let closing = self.closed && top + 2 == count;
                if visited[to] || closing && !is_knight_move(self.board.square_at(to), start) {
                    why = if visited[to] { Rejection::Visited } else { Rejection::NotClosed };
                    (kind, square, rejected) = (Some(EventKind::Reject), to, rejected + 1);
                    continue;
                }
                visited[to] = true;
                top += 1;
                (squares[top], next[top]) = (to as u16, 0);
                (kind, square) = (Some(EventKind::Advance), to);
                continue;
            }
            visited[from] = false;
            (kind, square, backtracks) = (Some(EventKind::Retreat), from, backtracks + 1);
            if top == 0 {
                self.phase = Phase::Exhausted;
                break;
            }
            top -= 1;
        }
        self.settle_table(
            table,
            &squares,
            &next,
            top,
            (nodes, rejected, backtracks),
            (kind, square, why),
        )
    }

    /// Writes a loop over square indices back into the search's own fields (the path, the
    /// frames and the totals), and gives the stretch's last event, ending the search with its
    /// tour when the path covers the board.
    fn settle_table(
        &mut self,
        table: Table,
        squares: &[u16],
        next: &[u8],
        top: usize,
        (nodes, rejected, backtracks): (u64, u64, u64),
        (kind, square, why): (Option<EventKind>, usize, Rejection),
    ) -> Flat<Rejection> {
        let len = if self.phase == Phase::Exhausted { 0 } else { top + 1 };
        self.path = squares[..len].iter().map(|&i| self.board.square_at(i as usize)).collect();
        self.frames = (0..len)
            .map(|d| Frame { next: next[d], ..table.frames[squares[d] as usize] })
            .collect();
        self.stats = Stats { nodes, rejected, backtracks, ..self.stats };
        self.fixed = Some(table);
        let at = self.board.square_at(square);
        let mut last = kind.map(|kind| match kind {
            EventKind::Reject => Event::Reject { at, why },
            EventKind::Retreat => Event::Retreat { depth: len as u32, at },
            _ => Event::Advance { depth: len as u32 - 1, at },
        });
        let ended = len == self.board.len();
        if ended {
            self.phase = Phase::Done;
            self.outcome = Some(Outcome::Tour);
            self.stats.solutions += 1;
            last = Some(Event::Solution { index: self.stats.solutions });
        }
        Flat { ended, last }
    }

    /// [`KnightSearch::run_table`] on a board of at most 64 squares: the visited squares are one
    /// bit board, and the path, the moves tried and the table are fixed-size arrays indexed
    /// within their bounds, so the loop is the C reference's with the stack made explicit.
    fn run_bitboard(&mut self, budget: u64) -> Flat<Rejection> {
        let table = self.fixed.take().expect("plain backtracking has its table");
        let count = self.board.len();
        let (mut moves, mut degree) = ([[0u8; 8]; 64], [0u8; 64]);
        for (i, frame) in table.frames.iter().enumerate() {
            (moves[i], degree[i]) = (table.moves[i].map(|m| m as u8), frame.len);
        }
        let closing_squares: u64 = (0..count)
            .filter(|&i| is_knight_move(self.board.square_at(i), self.start))
            .fold(0, |mask, i| mask | 1 << i);
        let (mut squares, mut next) = ([0u8; 64], [0u8; 64]);
        let mut visited = 0u64;
        for (d, (&at, frame)) in self.path.iter().zip(&self.frames).enumerate() {
            let i = self.board.index(at);
            (squares[d], next[d], visited) = (i as u8, frame.next, visited | 1 << i);
        }
        let mut top = self.path.len() - 1;
        let Stats { mut nodes, mut rejected, mut backtracks, .. } = self.stats;
        let target = nodes.saturating_add(budget);
        let last_closing = if self.closed { count - 2 } else { usize::MAX };
        let (mut kind, mut square, mut why) = (None, 0usize, Rejection::Visited);
        'search: while nodes < target && top + 1 < count {
            // The candidates of the deepest square, tried in a row while they are rejected.
            let from = squares[top & 63] as usize & 63;
            let (degree, mut k) = (degree[from], next[top & 63]);
            while k < degree {
                let to = moves[from][k as usize & 7] as usize & 63;
                k += 1;
                nodes += 1;
                let bit = 1u64 << to;
                let open = visited & bit == 0;
                if open && (top != last_closing || closing_squares & bit != 0) {
                    next[top & 63] = k;
                    visited |= bit;
                    top += 1;
                    (squares[top & 63], next[top & 63]) = (to as u8, 0);
                    (kind, square) = (Some(EventKind::Advance), to);
                    continue 'search;
                }
                why = if open { Rejection::NotClosed } else { Rejection::Visited };
                (kind, square, rejected) = (Some(EventKind::Reject), to, rejected + 1);
                if nodes >= target {
                    next[top & 63] = k;
                    break 'search;
                }
            }
            next[top & 63] = k;
            visited &= !(1u64 << from);
            (kind, square, backtracks) = (Some(EventKind::Retreat), from, backtracks + 1);
            if top == 0 {
                self.phase = Phase::Exhausted;
                break;
            }
            top -= 1;
        }
        for (i, seen) in self.visited.iter_mut().enumerate() {
            *seen = visited & 1 << i != 0;
        }
        let squares: Vec<u16> = squares.iter().map(|&i| u16::from(i)).collect();
        self.settle_table(
            table,
            &squares,
            &next,
            top,
            (nodes, rejected, backtracks),
            (kind, square, why),
        )
    }

    /// The candidates from `from` (whose index is `index`): the fixed order's from the table
    /// when there is one, else worked out.
    pub(super) fn frame_from(&self, from: crate::core::grid::Square, index: usize) -> Frame {
        match &self.fixed {
            Some(table) => table.frames[index],
            None => self.frame_for(from),
        }
    }
}
