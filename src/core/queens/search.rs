//! N-queens: the textbook row-by-row backtracking as a resumable [`Search`], and a fast bitboard
//! counter that splits into first-row subtrees (for several workers) and runs in bounded slices.
//!
//! Queen *k* goes in row *k*; columns are tried left to right; the bounding function rejects a
//! column already held, or a shared diagonal (`|x[i] − x[k]| = |i − k|`). Nodes of the state-space
//! tree are numbered in the order they are generated, the root (the empty board) being node 1: for
//! n = 5 the first solution, columns (1, 3, 5, 2, 4), is node 16, along the path 1-2-5-10-12-16.

use crate::core::grid::Square;
use crate::core::search::{Event, Reason, Search, Stats};
use serde::{Deserialize, Serialize};

/// The largest n the step engine and the page accept.
pub const MAX_ANIMATED_N: u16 = 20;
/// The largest n the bitboard counter accepts.
pub const MAX_COUNTED_N: u16 = 20;

/// Whether to stop at the first solution or find them all.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    /// Stop at the first solution.
    First,
    /// Enumerate every solution.
    All,
}

impl Mode {
    /// The name used in URLs (`mode=`).
    pub fn slug(self) -> &'static str {
        match self {
            Mode::First => "first",
            Mode::All => "all",
        }
    }

    /// The mode named `slug` in a URL.
    pub fn from_slug(slug: &str) -> Option<Mode> {
        [Mode::First, Mode::All].into_iter().find(|m| m.slug() == slug)
    }
}

/// The largest n for which the counter also counts distinct solutions (up to symmetry).
pub const MAX_DISTINCT_N: u16 = 14;

/// How a queens search or count ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum QueensOutcome {
    /// The step engine found this many solutions (in "first" mode, at most one).
    Solutions(u64),
    /// The counter counted `solutions` in its subtrees, and `distinct` of them are the smallest
    /// image of their class under rotations and reflections (for n up to [`MAX_DISTINCT_N`]).
    Counted { solutions: u64, distinct: Option<u64> },
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
/// use runut::core::queens::{Mode, QueensSearch};
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
    path: Vec<Square>,
    next_col: Vec<u16>,
    phase: Phase,
    stats: Stats,
    outcome: Option<QueensOutcome>,
}

impl QueensSearch {
    /// A search on an n × n board (n ≥ 1).
    pub fn new(n: u16, mode: Mode) -> Self {
        assert!(n >= 1, "n-queens needs n >= 1");
        QueensSearch {
            n,
            mode,
            path: Vec::with_capacity(n as usize),
            next_col: Vec::with_capacity(n as usize + 1),
            phase: Phase::Begin,
            stats: Stats::default(),
            outcome: None,
        }
    }

    /// How the search ended, once it has.
    pub fn outcome(&self) -> Option<QueensOutcome> {
        self.outcome
    }

    /// The first placed queen that attacks `candidate`, checked in row order as the textbook's
    /// bounding function does.
    pub fn conflict(placed: &[Square], candidate: Square) -> Option<Reason> {
        placed.iter().find_map(|&q| {
            if q.col == candidate.col {
                Some(Reason::Column { by: q })
            } else if q.col.abs_diff(candidate.col) == q.row.abs_diff(candidate.row) {
                Some(Reason::Diagonal { by: q })
            } else {
                None
            }
        })
    }

    fn finish(&mut self) -> Option<Event> {
        self.phase = Phase::Done;
        self.outcome = Some(QueensOutcome::Solutions(self.stats.solutions));
        Some(Event::Exhausted)
    }
}

impl Search for QueensSearch {
    fn step(&mut self) -> Option<Event> {
        match self.phase {
            Phase::Begin => {
                self.phase = Phase::Expand;
                self.next_col.push(0);
                self.stats.nodes += 1;
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
                    return self.finish();
                };
                self.stats.backtracks += 1;
                Some(Event::Retreat { depth: row as u32, at })
            }
            Phase::Tried(at) => {
                if let Some(why) = Self::conflict(&self.path, at) {
                    self.phase = Phase::Expand;
                    self.stats.rejected += 1;
                    return Some(Event::Reject { at, why });
                }
                self.path.push(at);
                self.next_col.push(0);
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

/// One unit of counting work: every solution whose first-row queen is in `column`, counted
/// `weight` times (2 for a column whose mirror image is not counted separately, else 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Subtree {
    /// The first row's column.
    pub column: u16,
    /// How many times each solution found counts.
    pub weight: u64,
}

/// The first-row subtrees that together count every solution once, using mirror symmetry: the
/// left half counts twice, the middle column (odd n) once.
pub fn subtrees(n: u16) -> Vec<Subtree> {
    let mut list: Vec<Subtree> = (0..n / 2).map(|column| Subtree { column, weight: 2 }).collect();
    if n % 2 == 1 {
        list.push(Subtree { column: n / 2, weight: 1 });
    }
    list
}

/// Splits the subtrees of `n` into `parts` lists of similar total work (the columns near the
/// edge have the largest subtrees, so they are dealt out round-robin).
pub fn split_subtrees(n: u16, parts: usize) -> Vec<Vec<Subtree>> {
    let mut lists = vec![Vec::new(); parts.max(1)];
    for (i, subtree) in subtrees(n).into_iter().enumerate() {
        let k = i % lists.len();
        lists[k].push(subtree);
    }
    lists.retain(|l| !l.is_empty());
    lists
}

/// The bitboard counter (Somers' bit tricks, iterative so it can run in bounded slices).
///
/// ```
/// use runut::core::queens::BitCounter;
/// let mut counter = BitCounter::new(8, runut::core::queens::subtrees(8));
/// while !counter.run(1_000) {}
/// assert_eq!(counter.solutions(), 92);
/// ```
#[derive(Clone, Debug)]
pub struct BitCounter {
    n: u32,
    full: u32,
    tasks: Vec<Subtree>,
    weight: u64,
    depth: usize,
    avail: [u32; 32],
    cols: [u32; 32],
    left: [u32; 32],
    right: [u32; 32],
    solutions: u64,
    distinct: Option<u64>,
    placements: u64,
    done_tasks: usize,
}

impl BitCounter {
    /// A counter of the solutions of n-queens (1 ≤ n ≤ [`MAX_COUNTED_N`]) in `tasks`.
    pub fn new(n: u16, mut tasks: Vec<Subtree>) -> Self {
        assert!((1..=MAX_COUNTED_N).contains(&n), "n out of range");
        tasks.reverse();
        BitCounter {
            n: n as u32,
            full: (1u32 << n) - 1,
            tasks,
            weight: 0,
            depth: 0,
            avail: [0; 32],
            cols: [0; 32],
            left: [0; 32],
            right: [0; 32],
            solutions: 0,
            distinct: (n <= MAX_DISTINCT_N).then_some(0),
            placements: 0,
            done_tasks: 0,
        }
    }

    /// Solutions counted so far (with their weights).
    pub fn solutions(&self) -> u64 {
        self.solutions
    }

    /// Solutions counted so far that are the smallest image of their symmetry class (each
    /// class has exactly one, and with mirror halving it always lies in a counted subtree).
    pub fn distinct(&self) -> Option<u64> {
        self.distinct
    }

    /// Queens placed so far: the counter's nodes.
    pub fn placements(&self) -> u64 {
        self.placements
    }

    /// First-row subtrees finished so far.
    pub fn finished_subtrees(&self) -> usize {
        self.done_tasks
    }

    /// Starts the next subtree; false when none is left.
    fn begin_next_task(&mut self) -> bool {
        let Some(task) = self.tasks.pop() else {
            return false;
        };
        let bit = 1u32 << task.column;
        self.weight = task.weight;
        self.placements += 1;
        if self.n == 1 {
            self.solutions += task.weight;
            self.distinct = self.distinct.map(|d| d + 1);
            self.done_tasks += 1;
            return self.begin_next_task();
        }
        self.depth = 1;
        self.cols[1] = bit;
        self.left[1] = bit << 1;
        self.right[1] = bit >> 1;
        self.avail[1] = self.full & !(self.cols[1] | self.left[1] | self.right[1]);
        true
    }

    /// The column of each row on the current stack, the last row's queen being `last`.
    fn columns_with(&self, last: u32) -> Vec<u16> {
        // cols[k] holds the columns of rows 0..k (cols[0] is empty): each row adds one bit.
        (1..self.n as usize)
            .map(|k| (self.cols[k] ^ self.cols[k - 1]).trailing_zeros() as u16)
            .chain([last.trailing_zeros() as u16])
            .collect()
    }

    /// Places up to `budget` queens; returns true once every subtree is counted.
    pub fn run(&mut self, budget: u64) -> bool {
        let last = self.n as usize - 1;
        let mut spent = 0;
        while spent < budget {
            if self.depth == 0 && !self.begin_next_task() {
                return true;
            }
            let d = self.depth;
            let avail = self.avail[d];
            if avail == 0 {
                self.depth -= 1;
                if self.depth == 0 {
                    self.done_tasks += 1;
                }
                continue;
            }
            let bit = avail & avail.wrapping_neg();
            self.avail[d] = avail ^ bit;
            spent += 1;
            if d == last {
                self.solutions += self.weight;
                if self.distinct.is_some() && is_smallest_image(&self.columns_with(bit)) {
                    self.distinct = self.distinct.map(|d| d + 1);
                }
                continue;
            }
            let cols = self.cols[d] | bit;
            let left = (self.left[d] | bit) << 1;
            let right = (self.right[d] | bit) >> 1;
            self.depth = d + 1;
            self.cols[d + 1] = cols;
            self.left[d + 1] = left;
            self.right[d + 1] = right;
            self.avail[d + 1] = self.full & !(cols | left | right);
        }
        self.placements += spent;
        false
    }
}

/// Every solution of n-queens as columns per row, in the step engine's order.
pub fn all_solutions(n: u16) -> Vec<Vec<u16>> {
    let mut search = QueensSearch::new(n, Mode::All);
    let mut found = Vec::new();
    while let Some(event) = search.step() {
        if let Event::Solution { .. } = event {
            found.push(search.path().iter().map(|s| s.col).collect());
        }
    }
    found
}

/// The eight symmetries of the square applied to a solution (columns per row).
fn symmetries(columns: &[u16]) -> impl Iterator<Item = Vec<u16>> + '_ {
    let n = columns.len() as u16;
    (0..8).map(move |k| {
        let mut image = vec![0; n as usize];
        for (row, &col) in columns.iter().enumerate() {
            let (r, c) = (row as u16, col);
            let (r, c) = if k & 4 != 0 { (c, r) } else { (r, c) };
            let r = if k & 1 != 0 { n - 1 - r } else { r };
            let c = if k & 2 != 0 { n - 1 - c } else { c };
            image[r as usize] = c;
        }
        image
    })
}

/// Whether `columns` is the smallest (lexicographically) of its images under the eight
/// symmetries of the square: exactly one member of each symmetry class is.
pub fn is_smallest_image(columns: &[u16]) -> bool {
    symmetries(columns).all(|image| image.as_slice() >= columns)
}

/// The number of solutions that differ other than by a rotation or reflection of the board.
pub fn distinct_solutions(solutions: &[Vec<u16>]) -> u64 {
    let canonical: std::collections::HashSet<Vec<u16>> =
        solutions.iter().map(|s| symmetries(s).min().expect("eight images")).collect();
    canonical.len() as u64
}
