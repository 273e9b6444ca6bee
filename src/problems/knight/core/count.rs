//! Counting every directed knight's tour from a square, open and closed separately, on boards of
//! at most 64 squares. The search is a plain depth-first enumeration over bitboards with three
//! pruning rules, each of which only removes branches that cannot complete:
//!
//! 1. **Unreachable square**: an unvisited square with no unvisited neighbour, not next to the
//!    knight, can never be entered.
//! 2. **Forced end**: an unvisited square with exactly one unvisited neighbour, not next to the
//!    knight, can be entered but never left, so it must be the last square; two of them cannot
//!    both be last. (For closed tours the last square must also be a knight's move from the start.)
//! 3. **Connectivity**: the unvisited squares must all be reachable from the knight through
//!    unvisited squares.
//!
//! And before any search, the **colouring argument**: on a board with an odd number of squares a
//! tour must start on the majority colour (see [`theory`](crate::problems::knight::core::theory)).
//!
//! The tests cross-check the counts against brute-force enumeration on every board up to 25
//! squares and against published tables.

use crate::core::grid::{Board, Square};
use crate::problems::knight::core::moves::KnightMoves;
use crate::problems::knight::core::theory::colour_allows;
use serde::{Deserialize, Serialize};

/// The largest board (in squares) the counter accepts.
pub const MAX_COUNTED_SQUARES: usize = 64;

/// Tours counted from one start square.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TourCounts {
    /// Tours whose last square is not a knight's move from the first.
    pub open: u64,
    /// Tours whose last square is a knight's move from the first.
    pub closed: u64,
}

struct Frame {
    square: u8,
    candidates: u64,
}

/// Counts the tours from one square, in bounded slices (see [`TourCounter::run`]).
///
/// ```
/// use runut::core::grid::{Board, Square};
/// use runut::problems::knight::core::count::TourCounter;
/// let mut counter = TourCounter::new(Board::new(5, 5).unwrap(), Square::new(0, 0), false);
/// while !counter.run(100_000) {}
/// assert_eq!(counter.counts().open + counter.counts().closed, 304);
/// ```
pub struct TourCounter {
    squares: usize,
    start: u8,
    closed_only: bool,
    neighbours: Vec<u64>,
    degree: Vec<u8>,
    visited: u64,
    stack: Vec<Frame>,
    counts: TourCounts,
    nodes: u64,
    done: bool,
}

fn bits(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            i
        })
    })
}

impl TourCounter {
    /// A counter of the tours from `start` (closed ones only with `closed_only`); the board must
    /// have at most [`MAX_COUNTED_SQUARES`] squares.
    pub fn new(board: Board, start: Square, closed_only: bool) -> Self {
        assert!(
            board.len() <= MAX_COUNTED_SQUARES,
            "the counter takes boards of up to {MAX_COUNTED_SQUARES} squares"
        );
        assert!(board.contains(start), "start off the board");
        let squares = board.len();
        let neighbours: Vec<u64> = board
            .squares()
            .map(|s| board.knight_moves(s).fold(0u64, |m, n| m | 1u64 << board.index(n)))
            .collect();
        let degree = neighbours.iter().map(|m| m.count_ones() as u8).collect();
        let mut counter = TourCounter {
            squares,
            start: board.index(start) as u8,
            closed_only,
            neighbours,
            degree,
            visited: 0,
            stack: Vec::with_capacity(squares),
            counts: TourCounts::default(),
            nodes: 0,
            done: false,
        };
        // The colouring argument: on a board with an odd number of squares no tour starts on
        // the minority colour, so there is nothing to search.
        if colour_allows(board, start) {
            counter.enter(counter.start as usize);
        } else {
            counter.done = true;
        }
        counter
    }

    /// Tours counted so far.
    pub fn counts(&self) -> TourCounts {
        self.counts
    }

    /// Squares entered so far: the counter's nodes.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Whether every tour has been counted.
    pub fn is_done(&self) -> bool {
        self.done
    }

    fn all(&self) -> u64 {
        if self.squares == 64 {
            u64::MAX
        } else {
            (1u64 << self.squares) - 1
        }
    }

    fn unvisited(&self) -> u64 {
        self.all() & !self.visited
    }

    /// Moves the knight onto `square` and works out where it may go next.
    fn enter(&mut self, square: usize) {
        self.visited |= 1 << square;
        for w in bits(self.neighbours[square] & self.unvisited()) {
            self.degree[w] -= 1;
        }
        self.nodes += 1;
        let candidates = self.viable(square).unwrap_or(0);
        self.stack.push(Frame { square: square as u8, candidates });
    }

    fn leave(&mut self) {
        let frame = self.stack.pop().expect("a square to leave");
        let square = frame.square as usize;
        self.visited &= !(1 << square);
        for w in bits(self.neighbours[square] & self.unvisited()) {
            self.degree[w] += 1;
        }
    }

    /// The next squares worth trying from `knight`, or `None` if this position cannot complete
    /// (counting the tour when the board is full).
    fn viable(&mut self, knight: usize) -> Option<u64> {
        let unvisited = self.unvisited();
        if unvisited == 0 {
            let closes = self.neighbours[knight] & (1 << self.start) != 0;
            if closes {
                self.counts.closed += 1;
            } else if !self.closed_only {
                self.counts.open += 1;
            }
            return None;
        }
        let remaining = unvisited.count_ones();
        let mut ends = 0;
        for w in bits(unvisited) {
            if self.neighbours[knight] & (1 << w) == 0 {
                match self.degree[w] {
                    0 => return None,
                    1 => {
                        ends += 1;
                        if ends > 1
                            || (self.closed_only && self.neighbours[w] & (1 << self.start) == 0)
                        {
                            return None;
                        }
                    }
                    _ => {}
                }
            }
        }
        if self.closed_only && self.neighbours[self.start as usize] & unvisited == 0 {
            return None;
        }
        if !self.connected(knight, unvisited) {
            return None;
        }
        let next = self.neighbours[knight] & unvisited;
        // A neighbour with no other way on must be the very last square.
        let dead: u64 = bits(next).filter(|&w| self.degree[w] == 0).fold(0, |m, w| m | 1 << w);
        if dead != 0 {
            return (remaining == 1).then_some(dead);
        }
        Some(next)
    }

    /// Whether every unvisited square is reachable from the knight through unvisited squares.
    fn connected(&self, knight: usize, unvisited: u64) -> bool {
        let mut reached = self.neighbours[knight] & unvisited;
        let mut frontier = reached;
        while frontier != 0 {
            let mut next = 0;
            for w in bits(frontier) {
                next |= self.neighbours[w];
            }
            frontier = next & unvisited & !reached;
            reached |= frontier;
        }
        reached == unvisited
    }

    /// Explores up to `budget` nodes; returns true once every tour has been counted.
    pub fn run(&mut self, budget: u64) -> bool {
        let stop = self.nodes + budget;
        while !self.done && self.nodes < stop {
            let Some(top) = self.stack.last_mut() else {
                self.done = true;
                break;
            };
            if top.candidates == 0 {
                self.leave();
                self.done = self.stack.is_empty();
                continue;
            }
            let next = top.candidates.trailing_zeros() as usize;
            top.candidates &= top.candidates - 1;
            self.enter(next);
        }
        self.done
    }
}

/// The tours counted from one square, and what it took.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct SquareCount {
    /// The start square.
    pub square: Square,
    /// The tours from it.
    pub counts: TourCounts,
    /// Nodes the counter explored.
    pub nodes: u64,
    /// Milliseconds it took.
    pub ms: f64,
}

/// Counts the tours from several squares, one after another, in bounded slices.
pub struct TourQueue {
    board: Board,
    closed_only: bool,
    pending: Vec<Square>,
    current: Option<(Square, TourCounter, f64)>,
    results: Vec<SquareCount>,
}

impl TourQueue {
    /// A queue counting the tours from each of `squares` (closed ones only with `closed_only`).
    pub fn new(board: Board, mut squares: Vec<Square>, closed_only: bool) -> Self {
        squares.reverse();
        TourQueue { board, closed_only, pending: squares, current: None, results: Vec::new() }
    }

    /// The squares counted so far.
    pub fn results(&self) -> &[SquareCount] {
        &self.results
    }

    /// Whether every square has been counted.
    pub fn is_done(&self) -> bool {
        self.current.is_none() && self.pending.is_empty()
    }

    /// Nodes explored so far, over every square.
    pub fn nodes(&self) -> u64 {
        let current = self.current.as_ref().map_or(0, |(_, c, _)| c.nodes());
        self.results.iter().map(|r| r.nodes).sum::<u64>() + current
    }

    /// Tours counted so far, over every square.
    pub fn tours(&self) -> u64 {
        let both = |c: TourCounts| c.open + c.closed;
        let current = self.current.as_ref().map_or(0, |(_, c, _)| both(c.counts()));
        self.results.iter().map(|r| both(r.counts)).sum::<u64>() + current
    }

    /// Explores up to `budget` nodes at time `now` (milliseconds, for each square's time);
    /// returns true once every square is counted.
    pub fn run(&mut self, budget: u64, now: f64) -> bool {
        if self.current.is_none() {
            let Some(square) = self.pending.pop() else { return true };
            self.current =
                Some((square, TourCounter::new(self.board, square, self.closed_only), now));
        }
        let (square, counter, started) = self.current.as_mut().expect("a square is being counted");
        if counter.run(budget) {
            self.results.push(SquareCount {
                square: *square,
                counts: counter.counts(),
                nodes: counter.nodes(),
                ms: now - *started,
            });
            self.current = None;
        }
        self.is_done()
    }
}

/// Counts the tours from `start` to the end (a convenience for tests and benchmarks).
pub fn count_tours(board: Board, start: Square, closed_only: bool) -> TourCounts {
    let mut counter = TourCounter::new(board, start, closed_only);
    while !counter.run(1 << 20) {}
    counter.counts()
}
