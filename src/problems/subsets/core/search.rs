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
use crate::core::search::walk::{Tree, Walk};
use crate::core::search::{Event as SearchEvent, Mode, Search};
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

/// Sum-of-subsets backtracking (or the brute force), advanced event by event.
///
/// ```
/// use runut::core::search::{Mode, Search};
/// use runut::problems::subsets::core::{Instance, SubsetsSearch};
/// let instance = Instance::new(&[11, 13, 24, 7], 31);
/// let mut search = SubsetsSearch::new(instance, Mode::First);
/// while search.step().is_some() {}
/// assert_eq!(search.solutions(), &[vec![7, 11, 13]]);
/// assert_eq!(search.stats().nodes, 4);
/// ```
pub type SubsetsSearch = Walk<SubsetTree>;

/// The binary tree of subsets the search walks: x_(k + 1) = 1, then 0, at depth k + 1.
#[derive(Clone, Debug)]
pub struct SubsetTree {
    instance: Instance,
    /// Whether the bounding function prunes (backtracking) or only complete subsets are tested
    /// (the brute force).
    prune: bool,
    /// The sum of the weights the path takes.
    taken: u64,
    solutions: Vec<Vec<u64>>,
    /// The same solutions, each its path of decisions.
    paths: Vec<Vec<Square>>,
}

impl SubsetsSearch {
    /// The course's backtracking on `instance`.
    pub fn new(instance: Instance, mode: Mode) -> Self {
        Walk::of(
            SubsetTree {
                instance,
                prune: true,
                taken: 0,
                solutions: Vec::new(),
                paths: Vec::new(),
            },
            mode,
        )
    }

    /// The brute force: every subset, decided weight by weight, tested only when complete.
    pub fn brute_force(instance: Instance, mode: Mode) -> Self {
        Walk::of(
            SubsetTree {
                instance,
                prune: false,
                taken: 0,
                solutions: Vec::new(),
                paths: Vec::new(),
            },
            mode,
        )
    }

    /// The instance searched.
    pub fn instance(&self) -> &Instance {
        &self.tree().instance
    }

    /// How the search ended, once it has.
    pub fn outcome(&self) -> Option<SubsetsOutcome> {
        self.ended().then(|| SubsetsOutcome::Solutions(self.stats().solutions))
    }

    /// The first [`KEPT_SOLUTIONS`] solutions found, each its weights in ascending order.
    pub fn solutions(&self) -> &[Vec<u64>] {
        &self.tree().solutions
    }

    /// The same solutions, each its path of decisions (which of two equal weights it takes).
    pub fn solution_paths(&self) -> &[Vec<Square>] {
        &self.tree().paths
    }
}

impl SubsetTree {
    /// Whether the brute force would kill `at`: a complete subset whose sum is not m.
    fn brute_bound(&self, at: Square) -> Option<Bound> {
        let complete = at.row as usize + 1 == self.instance.len();
        let sum = self.taken + if takes(at) { self.instance.weight(at.row as usize) } else { 0 };
        (complete && sum != self.instance.m()).then_some(Bound::Misses { sum })
    }
}

impl Tree for SubsetTree {
    type Reason = Bound;

    /// x_(k + 1) = 1, then 0; none below a complete subset, or below a node whose sum is m.
    fn next_child(&self, path: &[Square], cursor: &mut usize) -> Option<Square> {
        let k = path.len();
        let leaf = k == self.instance.len() || (self.solves(path) && !path.is_empty());
        if *cursor >= 2 || leaf {
            return None;
        }
        let at = decision(k, *cursor == 0);
        *cursor += 1;
        Some(at)
    }

    /// The bounding function on `at` (backtracking), or the brute force's test.
    fn dead(&self, _: &[Square], at: Square) -> Option<Bound> {
        match self.prune {
            true => self.instance.bound(self.taken, at),
            false => self.brute_bound(at),
        }
    }

    fn enter(&mut self, at: Square) {
        if takes(at) {
            self.taken += self.instance.weight(at.row as usize);
        }
    }

    fn leave(&mut self, at: Square) {
        if takes(at) {
            self.taken -= self.instance.weight(at.row as usize);
        }
    }

    /// Whether the path's sum is m (and, for the brute force, every weight is decided).
    fn solves(&self, path: &[Square]) -> bool {
        let sum_is_m = self.taken == self.instance.m();
        sum_is_m && (self.prune || path.len() == self.instance.len())
    }

    fn record(&mut self, path: &[Square]) {
        if self.solutions.len() < KEPT_SOLUTIONS {
            let set = self.instance.taken(path);
            self.solutions.push(set);
            self.paths.push(path.to_vec());
        }
    }
}
