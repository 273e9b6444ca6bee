//! Knight's tour searches: plain backtracking, Warnsdorff's heuristic, and Warnsdorff with
//! backtracking, each a resumable [`Search`] with an explicit stack.

use crate::core::grid::{Board, Square};
use crate::core::search::tree::PathTree;
use crate::core::search::{Flat, Search, Stats};
use crate::problems::knight::core::moves::{is_knight_move, KnightMoves};
use serde::{Deserialize, Serialize};

/// The largest board (in squares) whose fixed-order candidates are worked out once, in a table.
const TABLE_MAX_SQUARES: usize = 64 * 64;

crate::core::slug::slugged! {
    /// How the knight chooses its next square.
    ///
    /// Every algorithm with its name in URLs (`algo=`), in the order the page lists them.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub enum Algorithm {
        /// Try every move in the fixed order; undo the last move when none is left.
        Backtracking = "backtracking",
        /// Always move to the unvisited square with the fewest onward moves; never undo.
        Warnsdorff = "warnsdorff",
        /// Warnsdorff's order, but backtrack instead of giving up: never fails where a tour exists.
        WarnsdorffBacktracking = "warnsdorff-bt",
    }
}

impl Algorithm {
    /// Whether the algorithm ever undoes a move.
    pub fn backtracks(self) -> bool {
        self != Algorithm::Warnsdorff
    }

    /// How the Warnsdorff searches break ties: the plain one as the seeds do, the one with
    /// backtracking by Roth's rule, which rarely needs its backtracking even on giant boards.
    pub fn tie_break(self) -> TieBreak {
        match self {
            Algorithm::WarnsdorffBacktracking => TieBreak::FarthestFromCentre,
            _ => TieBreak::MoveOrder,
        }
    }
}

/// How Warnsdorff's rule chooses among squares with equally few onward moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TieBreak {
    /// The first in the fixed move order (the seed programs' rule).
    MoveOrder,
    /// The one farthest from the centre of the board (Roth's rule), then the move order: it
    /// keeps the knight near the edges, which are hardest to come back to.
    FarthestFromCentre,
}

/// Why the knight's bounding function rejects a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rejection {
    /// The square is already on the path.
    Visited,
    /// The last square of a closed tour must be a knight's move from the first.
    NotClosed,
}

/// An event of a knight's search.
pub type Event = crate::core::search::Event<Rejection>;

/// How a knight search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// A tour covers the board.
    Tour,
    /// The whole tree was explored: no tour starts here.
    NoTour,
    /// Warnsdorff had no move left after `moves` moves.
    Stuck {
        /// The moves it made.
        moves: usize,
    },
}

/// The candidates of one expanded node, in the order they will be tried.
#[derive(Clone, Copy)]
pub(super) struct Frame {
    pub(super) candidates: [Square; 8],
    pub(super) len: u8,
    pub(super) next: u8,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Phase {
    Begin,
    Tried(Square),
    Expand,
    Exhausted,
    Done,
}

/// A knight's tour search from one square, advanced event by event.
///
/// ```
/// use runut::core::grid::{Board, Square};
/// use runut::problems::knight::core::{Algorithm, KnightSearch, Outcome};
/// use runut::core::search::Search;
/// let board = Board::new(5, 5).unwrap();
/// let mut search = KnightSearch::new(board, Square::new(0, 0), Algorithm::Warnsdorff, false);
/// while search.step().is_some() {}
/// assert_eq!(search.outcome(), Some(Outcome::Tour));
/// ```
pub struct KnightSearch {
    pub(super) board: Board,
    pub(super) start: Square,
    pub(super) algorithm: Algorithm,
    pub(super) tie_break: TieBreak,
    pub(super) closed: bool,
    pub(super) visited: Vec<bool>,
    pub(super) path: Vec<Square>,
    pub(super) frames: Vec<Frame>,
    pub(super) phase: Phase,
    pub(super) stats: Stats,
    pub(super) outcome: Option<Outcome>,
    /// Plain backtracking's candidates from every square (they do not depend on the path), on
    /// boards small enough to keep them.
    pub(super) fixed: Option<Table>,
}

/// Plain backtracking's candidates from every square, as frames and as square indices.
pub(super) struct Table {
    pub(super) frames: Vec<Frame>,
    pub(super) moves: Vec<[u16; 8]>,
}

impl KnightSearch {
    /// A search for one tour from `start` (which must be on `board`); with `closed`, only tours
    /// whose last square is a knight's move from `start` count.
    pub fn new(board: Board, start: Square, algorithm: Algorithm, closed: bool) -> Self {
        assert!(board.contains(start), "start square {start} is off the board");
        KnightSearch {
            board,
            start,
            algorithm,
            tie_break: algorithm.tie_break(),
            closed,
            visited: vec![false; board.len()],
            path: Vec::with_capacity(board.len()),
            frames: Vec::with_capacity(board.len()),
            phase: Phase::Begin,
            stats: Stats::default(),
            outcome: None,
            fixed: None,
        }
        .with_table()
    }

    /// The search with plain backtracking's table of candidates, where it has one.
    fn with_table(mut self) -> Self {
        if self.algorithm == Algorithm::Backtracking && self.board.len() <= TABLE_MAX_SQUARES {
            let squares = (0..self.board.len()).map(|i| self.board.square_at(i));
            let frames: Vec<Frame> = squares.map(|s| self.frame_for(s)).collect();
            let index = |s: Square| self.board.index(s) as u16;
            let moves = frames.iter().map(|f| f.candidates.map(index)).collect();
            self.fixed = Some(Table { frames, moves });
        }
        self
    }

    /// Plain Warnsdorff (no backtracking) with the given tie-break: for comparing the rules.
    pub fn greedy(board: Board, start: Square, tie_break: TieBreak) -> Self {
        KnightSearch { tie_break, ..KnightSearch::new(board, start, Algorithm::Warnsdorff, false) }
    }

    /// How the search ended, once it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The candidates from `from`, ordered as the algorithm tries them.
    pub(super) fn frame_for(&self, from: Square) -> Frame {
        let mut frame = Frame { candidates: [from; 8], len: 0, next: 0 };
        let visited = |s: Square| self.visited[self.board.index(s)];
        ordered_moves(self.board, self.algorithm, self.tie_break, from, visited, |s| {
            frame.candidates[frame.len as usize] = s;
            frame.len += 1;
        });
        frame
    }

    fn rejection(&self, candidate: Square) -> Option<Rejection> {
        if self.visited[self.board.index(candidate)] {
            return Some(Rejection::Visited);
        }
        let completes = self.path.len() + 1 == self.board.len();
        if self.closed && completes && !is_knight_move(candidate, self.start) {
            return Some(Rejection::NotClosed);
        }
        None
    }

    fn depth(&self) -> u32 {
        self.path.len() as u32
    }
}

impl Search for KnightSearch {
    type Reason = Rejection;

    fn step(&mut self) -> Option<Event> {
        match self.phase {
            Phase::Begin => {
                self.phase = Phase::Tried(self.start);
                self.stats.nodes += 1;
                Some(Event::Try { depth: 0, at: self.start })
            }
            Phase::Tried(at) => {
                self.phase = Phase::Expand;
                if let Some(why) = self.rejection(at) {
                    self.stats.rejected += 1;
                    // A rejected root (a closed tour of one square) leaves nothing to explore.
                    if self.path.is_empty() {
                        self.phase = Phase::Exhausted;
                    }
                    return Some(Event::Reject { at, why });
                }
                let depth = self.depth();
                self.visited[self.board.index(at)] = true;
                self.path.push(at);
                let frame = self.frame_from(at, self.board.index(at));
                self.frames.push(frame);
                Some(Event::Advance { depth, at })
            }
            Phase::Expand => {
                if self.path.len() == self.board.len() {
                    self.phase = Phase::Done;
                    self.outcome = Some(Outcome::Tour);
                    self.stats.solutions += 1;
                    return Some(Event::Solution { index: self.stats.solutions });
                }
                let frame = self.frames.last_mut().expect("an expanded node has a frame");
                if frame.next < frame.len {
                    let at = frame.candidates[frame.next as usize];
                    frame.next += 1;
                    self.phase = Phase::Tried(at);
                    self.stats.nodes += 1;
                    return Some(Event::Try { depth: self.depth(), at });
                }
                if !self.algorithm.backtracks() {
                    self.phase = Phase::Done;
                    self.outcome = Some(Outcome::Stuck { moves: self.path.len() - 1 });
                    return Some(Event::Exhausted);
                }
                self.frames.pop();
                let at = self.path.pop().expect("an expanded node is on the path");
                self.visited[self.board.index(at)] = false;
                self.stats.backtracks += 1;
                if self.path.is_empty() {
                    self.phase = Phase::Exhausted;
                }
                Some(Event::Retreat { depth: self.depth(), at })
            }
            Phase::Exhausted => {
                self.phase = Phase::Done;
                self.outcome = Some(Outcome::NoTour);
                Some(Event::Exhausted)
            }
            Phase::Done => None,
        }
    }

    fn stats(&self) -> Stats {
        self.stats
    }

    fn path(&self) -> &[Square] {
        &self.path
    }

    fn run_flat(&mut self, budget: u64, tree: Option<&mut PathTree>) -> Flat<Rejection> {
        self.run_fast(budget, tree)
    }
}

/// How many unvisited squares a knight on `square` could jump to: its onward degree, which
/// Warnsdorff's rule minimises.
pub fn onward_degree(board: Board, square: Square, visited: impl Fn(Square) -> bool) -> usize {
    board.knight_moves(square).filter(|&s| !visited(s)).count()
}

/// Hands `push` the squares a search tries from `from`, in the order it tries them, given which
/// squares are `visited`: for backtracking every move in the fixed order; for the Warnsdorff
/// searches the unvisited moves, fewest onward moves first, ties broken by `tie_break` (plain
/// Warnsdorff keeps only the first). The searches and the page's code panel share it.
pub fn ordered_moves(
    board: Board,
    algorithm: Algorithm,
    tie_break: TieBreak,
    from: Square,
    visited: impl Fn(Square) -> bool,
    mut push: impl FnMut(Square),
) {
    match algorithm {
        Algorithm::Backtracking => board.knight_moves(from).for_each(push),
        Algorithm::Warnsdorff | Algorithm::WarnsdorffBacktracking => {
            // Ranked by degree, then the tie-break, then the fixed move order: every key is
            // distinct, so the order is fully determined.
            let tie = |s: Square| match tie_break {
                TieBreak::FarthestFromCentre => std::cmp::Reverse(distance_from_centre(board, s)),
                TieBreak::MoveOrder => std::cmp::Reverse(0),
            };
            let mut ranked: Vec<(Rank, Square)> = board
                .knight_moves(from)
                .filter(|&s| !visited(s))
                .enumerate()
                .map(|(i, s)| ((onward_degree(board, s, &visited), tie(s), i), s))
                .collect();
            ranked.sort_unstable_by_key(|&(key, _)| key);
            let keep = if algorithm.backtracks() { ranked.len() } else { 1 };
            ranked.into_iter().take(keep).for_each(|(_, s)| push(s));
        }
    }
}

/// Where a Warnsdorff search ranks a square: its onward degree, then the tie-break, then its
/// place in the fixed move order (lowest first).
type Rank = (usize, std::cmp::Reverse<u64>, usize);

/// Four times the squared distance of `s` from the centre of `board` (an integer).
fn distance_from_centre(board: Board, s: Square) -> u64 {
    let dr = 2 * s.row as i64 - (board.rows() as i64 - 1);
    let dc = 2 * s.col as i64 - (board.cols() as i64 - 1);
    (dr * dr + dc * dc) as u64
}

/// Whether `path` is a knight's tour of `board` (every square once, each step a knight's move),
/// and, with `closed`, whether its last square is a knight's move from its first.
pub fn is_tour(board: Board, path: &[Square], closed: bool) -> bool {
    let mut seen = vec![false; board.len()];
    for &s in path {
        if !board.contains(s) || std::mem::replace(&mut seen[board.index(s)], true) {
            return false;
        }
    }
    let jumps = path.windows(2).all(|w| is_knight_move(w[0], w[1]));
    let closes = || is_knight_move(path[0], path[path.len() - 1]);
    path.len() == board.len() && jumps && (!closed || closes())
}
