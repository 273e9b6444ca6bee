//! Sum of subsets: the course's backtracking over x_k ∈ {1, 0} as a resumable [`Search`], and
//! the brute force over every subset it is compared with.
//!
//! The weights are sorted ascending; x_k = 1 (take w_k) is tried before x_k = 0 (leave it). A
//! node is *promising* when `Wt + remaining ≥ m` and (`Wt = m` or `Wt + w_(k+1) ≤ m`), `Wt` being
//! the sum taken and `remaining` the sum of the weights not yet decided, both after the node's
//! own decision. The root (node 1) is never tested; a node whose sum is m is a solution and is
//! not expanded. For w = 7, 11, 13, 24 and m = 31 the first solution, 7 + 11 + 13, is node 4
//! on the path 1-2-3-4.
//!
//! A decision is written as a square: its row is k − 1 (the weight's position in ascending
//! order, from 0), its column x_k (1 taken, 0 left).

use super::instance::{decision, takes, Bound, Instance};
use crate::core::grid::Square;
use crate::core::search::{Event as SearchEvent, Mode, Search, Stats};
use serde::{Deserialize, Serialize};

/// How many solutions a search keeps to report (the first ones found).
pub const KEPT_SOLUTIONS: usize = 100;

/// An event of the sum-of-subsets search.
pub type Event = SearchEvent<Bound>;

/// How a sum-of-subsets search or count ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SubsetsOutcome {
    /// The search found this many solutions (in "first" mode, at most one).
    Solutions(u64),
    /// A count counted this many subsets that sum to m.
    Counted(u64),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Begin,
    Expand,
    Tried(Square),
    Solved,
    Done,
}

/// Sum-of-subsets backtracking (or the brute force), advanced event by event.
///
/// ```
/// use runut::core::search::{Mode, Search};
/// use runut::core::subsets::{Instance, SubsetsSearch};
/// let instance = Instance::new(&[11, 13, 24, 7], 31);
/// let mut search = SubsetsSearch::new(instance, Mode::First);
/// while search.step().is_some() {}
/// assert_eq!(search.solutions(), &[vec![7, 11, 13]]);
/// assert_eq!(search.stats().nodes, 4);
/// ```
#[derive(Clone, Debug)]
pub struct SubsetsSearch {
    instance: Instance,
    mode: Mode,
    /// Whether the bounding function prunes (backtracking) or only complete subsets are tested
    /// (the brute force).
    prune: bool,
    path: Vec<Square>,
    /// For each expanded node of the path (the root first): how many children it has tried.
    tried: Vec<u8>,
    taken: u64,
    phase: Phase,
    stats: Stats,
    outcome: Option<SubsetsOutcome>,
    solutions: Vec<Vec<u64>>,
}

impl SubsetsSearch {
    /// The course's backtracking on `instance`.
    pub fn new(instance: Instance, mode: Mode) -> Self {
        SubsetsSearch {
            instance,
            mode,
            prune: true,
            path: Vec::new(),
            tried: Vec::new(),
            taken: 0,
            phase: Phase::Begin,
            stats: Stats::default(),
            outcome: None,
            solutions: Vec::new(),
        }
    }

    /// The brute force: every subset, decided weight by weight, tested only when complete.
    pub fn brute_force(instance: Instance, mode: Mode) -> Self {
        SubsetsSearch { prune: false, ..SubsetsSearch::new(instance, mode) }
    }

    /// The instance searched.
    pub fn instance(&self) -> &Instance {
        &self.instance
    }

    /// How the search ended, once it has.
    pub fn outcome(&self) -> Option<SubsetsOutcome> {
        self.outcome
    }

    /// The first [`KEPT_SOLUTIONS`] solutions found, each its weights in ascending order.
    pub fn solutions(&self) -> &[Vec<u64>] {
        &self.solutions
    }

    /// Whether the brute force would kill `at`, decided after `path`: a complete subset whose
    /// sum is not m.
    fn brute_bound(&self, at: Square) -> Option<Bound> {
        let complete = at.row as usize + 1 == self.instance.len();
        let sum = self.taken + if takes(at) { self.instance.weight(at.row as usize) } else { 0 };
        (complete && sum != self.instance.m()).then_some(Bound::Misses { sum })
    }

    /// Whether the node just generated is a solution once it stands on the path.
    fn complete(&self) -> bool {
        let sum_is_m = self.taken == self.instance.m();
        sum_is_m && (self.prune || self.path.len() == self.instance.len())
    }

    fn finish(&mut self) -> Event {
        self.phase = Phase::Done;
        self.outcome = Some(SubsetsOutcome::Solutions(self.stats.solutions));
        SearchEvent::Exhausted
    }

    /// The next child of the deepest path node, or the backtrack when it has none left.
    fn expand(&mut self) -> Event {
        let k = self.path.len();
        let leaf = k == self.instance.len() || (self.complete() && !self.path.is_empty());
        let tried = self.tried.last_mut().expect("a node is being expanded");
        if *tried < 2 && !leaf {
            let at = decision(k, *tried == 0);
            *tried += 1;
            self.phase = Phase::Tried(at);
            self.stats.nodes += 1;
            return SearchEvent::Try { depth: k as u32 + 1, at };
        }
        self.tried.pop();
        let Some(at) = self.path.pop() else { return self.finish() };
        if takes(at) {
            self.taken -= self.instance.weight(at.row as usize);
        }
        self.stats.backtracks += 1;
        SearchEvent::Retreat { depth: k as u32, at }
    }

    /// The bounding function on the candidate just generated, then its advance.
    fn test(&mut self, at: Square) -> Event {
        let why = match self.prune {
            true => self.instance.bound(self.taken, at),
            false => self.brute_bound(at),
        };
        if let Some(why) = why {
            self.phase = Phase::Expand;
            self.stats.rejected += 1;
            return SearchEvent::Reject { at, why };
        }
        if takes(at) {
            self.taken += self.instance.weight(at.row as usize);
        }
        self.path.push(at);
        self.tried.push(0);
        self.phase = if self.complete() { Phase::Solved } else { Phase::Expand };
        SearchEvent::Advance { depth: self.path.len() as u32, at }
    }

    fn solved(&mut self) -> Event {
        self.stats.solutions += 1;
        if self.solutions.len() < KEPT_SOLUTIONS {
            let set = self.instance.taken(&self.path);
            self.solutions.push(set);
        }
        self.phase = Phase::Expand;
        if self.mode == Mode::First {
            self.phase = Phase::Done;
            self.outcome = Some(SubsetsOutcome::Solutions(1));
        }
        SearchEvent::Solution { index: self.stats.solutions }
    }
}

impl Search for SubsetsSearch {
    type Reason = Bound;

    fn step(&mut self) -> Option<Event> {
        match self.phase {
            Phase::Begin => {
                self.phase = Phase::Expand;
                self.tried.push(0);
                self.stats.nodes += 1;
                Some(SearchEvent::Root)
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
