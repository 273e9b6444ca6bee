//! N-queens: the textbook row-by-row backtracking as a resumable [`Search`], and the symmetry
//! helpers the tests and the counter share.
//!
//! Queen *k* goes in row *k*; columns are tried left to right; the bounding function rejects a
//! column already held, or a shared diagonal (`|x[i] − x[k]| = |i − k|`). Nodes of the state-space
//! tree are numbered in the order they are generated, the root (the empty board) being node 1: for
//! n = 5 the first solution, columns (1, 3, 5, 2, 4), is node 16, along the path 1-2-5-10-12-16.

use crate::core::grid::Square;
use crate::core::search::tree::{PathTree, TreeNode};
use crate::core::search::{Flat, Search, Stats};
use serde::{Deserialize, Serialize};

mod drawn;
mod flat;

/// The largest n the step engine and the page accept.
pub const MAX_ANIMATED_N: u16 = 20;
/// The largest n the bitboard counter accepts.
pub const MAX_COUNTED_N: u16 = 20;

pub use crate::core::search::Mode;

/// Why a square is rejected: for backtracking's bounding function, the first placed queen that
/// attacks it; for the brute force, which checks only complete boards, the first two queens of
/// the board that attack each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Conflict {
    /// A queen already placed on `by` holds this column.
    Column {
        /// The queen that holds the column.
        by: Square,
    },
    /// A queen already placed on `by` holds this diagonal.
    Diagonal {
        /// The queen that holds the diagonal.
        by: Square,
    },
    /// The complete board is no solution: the queens on `first` and `second` attack each other.
    Pair {
        /// One of the two queens.
        first: Square,
        /// The other.
        second: Square,
    },
}

impl Conflict {
    /// The queen that attacks the rejected square (for a pair, the upper of the two).
    pub fn by(self) -> Square {
        match self {
            Conflict::Column { by } | Conflict::Diagonal { by } => by,
            Conflict::Pair { first, .. } => first,
        }
    }
}

/// An event of the n-queens search.
pub type Event = crate::core::search::Event<Conflict>;

/// How a queens search or count ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum QueensOutcome {
    /// The step engine found this many solutions (in "first" mode, at most one).
    Solutions(u64),
    /// The counter counted `solutions` in its subtrees, in `distinct` classes under the
    /// rotations and reflections of the board.
    Counted {
        /// The solutions counted.
        solutions: u64,
        /// Their classes under the board's rotations and reflections.
        distinct: u64,
    },
    /// The backtracking trees of the boards asked for were measured.
    Sized,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Phase {
    Begin,
    Expand,
    Tried(Square),
    Solved,
    Done,
}

/// Row-by-row n-queens backtracking, advanced event by event.
///
/// ```
/// use runut::problems::queens::core::{Mode, QueensSearch};
/// use runut::core::search::Search;
/// let mut search = QueensSearch::new(5, Mode::First);
/// while search.step().is_some() {}
/// let columns: Vec<u16> = search.path().iter().map(|s| s.col + 1).collect();
/// assert_eq!(columns, vec![1, 3, 5, 2, 4]);
/// assert_eq!(search.stats().nodes, 16);
/// ```
pub struct QueensSearch {
    n: u16,
    mode: Mode,
    /// Whether the bounding function prunes (backtracking) or only complete boards are
    /// checked (the brute force).
    prune: bool,
    path: Vec<Square>,
    next_col: Vec<u16>,
    phase: Phase,
    stats: Stats,
    outcome: Option<QueensOutcome>,
    /// For each expanded node of the path (the root first): its number and the solutions found
    /// before it, for the drawn tree.
    born: Vec<(u64, u64)>,
    /// For each square (row by row) whose subtree is finished: the nodes and solutions below
    /// it, for the drawn tree.
    below: Vec<(u64, u64)>,
}

impl QueensSearch {
    /// A search on an n × n board (n ≥ 1).
    pub fn new(n: u16, mode: Mode) -> Self {
        assert!(n >= 1, "n-queens needs n >= 1");
        QueensSearch {
            n,
            mode,
            prune: true,
            path: Vec::with_capacity(n as usize),
            next_col: Vec::with_capacity(n as usize + 1),
            phase: Phase::Begin,
            stats: Stats::default(),
            outcome: None,
            born: Vec::with_capacity(n as usize + 1),
            below: vec![(0, 0); n as usize * n as usize],
        }
    }

    /// The brute force to compare backtracking with: one queen per row, every column of every
    /// row, and only a complete board is checked, so nothing is pruned.
    ///
    /// ```
    /// use runut::problems::queens::core::{Mode, QueensSearch};
    /// use runut::core::search::Search;
    /// let mut brute = QueensSearch::brute_force(4, Mode::All);
    /// while brute.step().is_some() {}
    /// // Every placement of one queen per row is generated: 1 + 4 + 16 + 64 + 256 nodes.
    /// assert_eq!((brute.stats().nodes, brute.stats().solutions), (341, 2));
    /// ```
    pub fn brute_force(n: u16, mode: Mode) -> Self {
        QueensSearch { prune: false, ..QueensSearch::new(n, mode) }
    }

    /// The first two queens of a complete board (`placed` and then `last`) that attack each
    /// other, in row order.
    fn first_pair(placed: &[Square], last: Square) -> Option<Conflict> {
        let board: Vec<Square> = placed.iter().copied().chain([last]).collect();
        (1..board.len()).find_map(|j| {
            let first = Self::conflict(&board[..j], board[j])?.by();
            Some(Conflict::Pair { first, second: board[j] })
        })
    }

    /// How the search ended, once it has.
    pub fn outcome(&self) -> Option<QueensOutcome> {
        self.outcome
    }

    /// The first placed queen that attacks `candidate`, checked in row order as the textbook's
    /// bounding function does.
    pub fn conflict(placed: &[Square], candidate: Square) -> Option<Conflict> {
        placed.iter().find_map(|&q| {
            if q.col == candidate.col {
                Some(Conflict::Column { by: q })
            } else if q.col.abs_diff(candidate.col) == q.row.abs_diff(candidate.row) {
                Some(Conflict::Diagonal { by: q })
            } else {
                None
            }
        })
    }

    /// Records what the subtree of `at`, just taken back, held.
    fn fold(&mut self, at: Square) {
        let (number, solutions) = self.born.pop().unwrap_or_default();
        let below = (self.stats.nodes - number, self.stats.solutions - solutions);
        self.below[at.row as usize * self.n as usize + at.col as usize] = below;
    }

    fn finish(&mut self) -> Event {
        self.phase = Phase::Done;
        self.outcome = Some(QueensOutcome::Solutions(self.stats.solutions));
        Event::Exhausted
    }
}

impl Search for QueensSearch {
    type Reason = Conflict;

    fn step(&mut self) -> Option<Event> {
        match self.phase {
            Phase::Begin => {
                self.phase = Phase::Expand;
                self.next_col.push(0);
                self.stats.nodes += 1;
                self.born.push((1, 0));
                Some(Event::Root)
            }
            Phase::Expand => {
                let row = self.path.len() as u16;
                let next = self.next_col.last_mut().expect("a row is being filled");
                if row < self.n && *next < self.n {
                    let at = Square::new(row, *next);
                    *next += 1;
                    self.phase = Phase::Tried(at);
                    self.stats.nodes += 1;
                    return Some(Event::Try { depth: row as u32 + 1, at });
                }
                self.next_col.pop();
                let Some(at) = self.path.pop() else {
                    return Some(self.finish());
                };
                self.stats.backtracks += 1;
                self.fold(at);
                Some(Event::Retreat { depth: row as u32, at })
            }
            Phase::Tried(at) => {
                let last_row = self.path.len() + 1 == self.n as usize;
                let why = match (self.prune, last_row) {
                    (true, _) => Self::conflict(&self.path, at),
                    (false, true) => Self::first_pair(&self.path, at),
                    (false, false) => None,
                };
                if let Some(why) = why {
                    self.phase = Phase::Expand;
                    self.stats.rejected += 1;
                    return Some(Event::Reject { at, why });
                }
                self.path.push(at);
                self.next_col.push(0);
                self.born.push((self.stats.nodes, self.stats.solutions));
                let complete = self.path.len() == self.n as usize;
                self.phase = if complete { Phase::Solved } else { Phase::Expand };
                Some(Event::Advance { depth: self.path.len() as u32, at })
            }
            Phase::Solved => {
                self.stats.solutions += 1;
                self.phase = Phase::Expand;
                if self.mode == Mode::First {
                    self.phase = Phase::Done;
                    self.outcome = Some(QueensOutcome::Solutions(1));
                }
                Some(Event::Solution { index: self.stats.solutions })
            }
            Phase::Done => None,
        }
    }

    fn stats(&self) -> Stats {
        self.stats
    }

    fn run_flat(&mut self, budget: u64, tree: Option<&mut PathTree>) -> Flat<Conflict> {
        self.run_fast(budget, tree)
    }

    fn drawn_tree(&self) -> Option<Vec<Vec<TreeNode>>> {
        Some(self.tree_levels())
    }

    fn path(&self) -> &[Square] {
        &self.path
    }
}

/// Whether `columns` (one per row) places n queens that do not attack each other.
pub fn is_solution(columns: &[u16]) -> bool {
    let n = columns.len();
    (0..n).all(|i| {
        columns[i] < n as u16
            && (i + 1..n).all(|j| {
                columns[i] != columns[j] && columns[i].abs_diff(columns[j]) as usize != j - i
            })
    })
}
