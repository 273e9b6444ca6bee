//! Hamiltonian circuits: the course's backtracking as a resumable [`Search`], and the brute
//! force over every permutation it is compared with.
//!
//! x_1 = 1 is the root. The candidates for x_k are the neighbours of x_(k−1) in increasing
//! order, vertex 1 included, each a node of the tree; one already on the path (vertex 1 always)
//! is dead, and so is a last vertex with no edge back to vertex 1. A node that places vertex n
//! is a circuit. Every circuit is found twice, once in each direction.
//!
//! A decision is written as a square: its row is k − 1 (from 1: x_2 is row 1), its column the
//! vertex (from 0).

use crate::core::graph::Graph;
use crate::core::grid::Square;
use crate::core::search::{Event as SearchEvent, Mode, Search, Stats};
use serde::{Deserialize, Serialize};

/// How many solutions a search keeps to report (the first ones found).
pub const KEPT_SOLUTIONS: usize = 100;

/// Why a node is dead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Missing {
    /// The vertex (from 1) is already on the path.
    Visited {
        /// The vertex.
        vertex: u8,
    },
    /// The vertex (from 1) would be the last, and has no edge back to vertex 1.
    NoWayBack {
        /// The vertex.
        vertex: u8,
    },
    /// The brute force, which tests only complete permutations: the edge `u`-`v` (from 1) of
    /// the would-be circuit is missing.
    NoEdge {
        /// The edge's first vertex (from 1).
        u: u8,
        /// The edge's second vertex (from 1).
        v: u8,
    },
}

/// An event of the circuit search.
pub type Event = SearchEvent<Missing>;

/// How a circuit search or count ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HamiltonOutcome {
    /// The search found this many circuits, each direction counted (in "first" mode, at most
    /// one).
    Solutions(u64),
    /// A count counted this many circuits, each direction counted.
    Counted(u64),
}

/// The node that makes vertex `v` (from 0) x_(k + 1), k from 1.
pub fn step(k: usize, v: usize) -> Square {
    Square::new(k as u16, v as u16)
}

/// The vertex node `at` places (from 0).
pub fn vertex(at: Square) -> usize {
    at.col as usize
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Begin,
    Expand,
    Tried(Square),
    Solved,
    Done,
}

/// Hamiltonian-circuit backtracking (or the brute force), advanced event by event.
///
/// ```
/// use runut::core::graph::named;
/// use runut::core::hamilton::HamiltonSearch;
/// use runut::core::search::{Mode, Search};
/// let mut search = HamiltonSearch::new(named("k4").unwrap(), Mode::All);
/// while search.step().is_some() {}
/// assert_eq!(search.stats().solutions, 6);
/// assert_eq!(search.solutions()[0], vec![1, 2, 3, 4]);
/// ```
#[derive(Clone, Debug)]
pub struct HamiltonSearch {
    graph: Graph,
    mode: Mode,
    /// Whether the search prunes (backtracking) or tries every permutation (the brute force).
    prune: bool,
    path: Vec<Square>,
    /// For each expanded node of the path (the root first): the next vertex to consider.
    next: Vec<usize>,
    /// The vertices on the path, vertex 1 included.
    visited: u32,
    phase: Phase,
    stats: Stats,
    outcome: Option<HamiltonOutcome>,
    solutions: Vec<Vec<u8>>,
}

impl HamiltonSearch {
    /// The course's backtracking on `graph`.
    pub fn new(graph: Graph, mode: Mode) -> Self {
        HamiltonSearch {
            graph,
            mode,
            prune: true,
            path: Vec::new(),
            next: Vec::new(),
            visited: 1,
            phase: Phase::Begin,
            stats: Stats::default(),
            outcome: None,
            solutions: Vec::new(),
        }
    }

    /// The brute force: every permutation of vertices 2..n, tested only when complete.
    pub fn brute_force(graph: Graph, mode: Mode) -> Self {
        HamiltonSearch { prune: false, ..HamiltonSearch::new(graph, mode) }
    }

    /// The graph searched.
    pub fn graph(&self) -> &Graph {
        &self.graph
    }

    /// How the search ended, once it has.
    pub fn outcome(&self) -> Option<HamiltonOutcome> {
        self.outcome
    }

    /// The first [`KEPT_SOLUTIONS`] circuits found, each its vertices (from 1) from vertex 1.
    pub fn solutions(&self) -> &[Vec<u8>] {
        &self.solutions
    }

    /// The last vertex of the path (vertex 1 at the root).
    fn last(&self) -> usize {
        self.path.last().map_or(0, |&at| vertex(at))
    }

    /// Whether vertex `v` is a candidate after the path: a neighbour of the last vertex
    /// (backtracking), or any vertex but 1 not yet on the path (the brute force).
    fn candidate(&self, v: usize) -> bool {
        match self.prune {
            true => self.graph.joined(self.last(), v),
            false => v != 0 && self.visited >> v & 1 == 0,
        }
    }

    /// Why `at` is dead after the path, if it is.
    fn missing(&self, at: Square) -> Option<Missing> {
        let (v, n) = (vertex(at), self.graph.len());
        let last = self.path.len() + 2 == n;
        if self.prune {
            if self.visited >> v & 1 == 1 {
                return Some(Missing::Visited { vertex: v as u8 + 1 });
            }
            let closes = n >= 3 && self.graph.joined(v, 0);
            return (last && !closes).then_some(Missing::NoWayBack { vertex: v as u8 + 1 });
        }
        if !last {
            return None;
        }
        let mut order: Vec<usize> =
            std::iter::once(0).chain(self.path.iter().map(|&s| vertex(s))).collect();
        order.extend([v, 0]);
        let (u, w) = order
            .windows(2)
            .map(|p| (p[0], p[1]))
            .find(|&(u, w)| n < 3 || !self.graph.joined(u, w))?;
        Some(Missing::NoEdge { u: u as u8 + 1, v: w as u8 + 1 })
    }

    fn finish(&mut self) -> Event {
        self.phase = Phase::Done;
        self.outcome = Some(HamiltonOutcome::Solutions(self.stats.solutions));
        SearchEvent::Exhausted
    }

    /// The next child of the deepest path node, or the backtrack when it has none left.
    fn expand(&mut self) -> Event {
        let k = self.path.len();
        let n = self.graph.len();
        let from = *self.next.last().expect("a node is being expanded");
        let found = (k + 1 < n).then(|| (from..n).find(|&v| self.candidate(v))).flatten();
        if let Some(v) = found {
            *self.next.last_mut().expect("a node is being expanded") = v + 1;
            let at = step(k + 1, v);
            self.phase = Phase::Tried(at);
            self.stats.nodes += 1;
            return SearchEvent::Try { depth: k as u32 + 1, at };
        }
        self.next.pop();
        let Some(at) = self.path.pop() else { return self.finish() };
        self.visited &= !(1 << vertex(at));
        self.stats.backtracks += 1;
        SearchEvent::Retreat { depth: k as u32, at }
    }

    /// The test of the candidate just generated, then its advance.
    fn test(&mut self, at: Square) -> Event {
        if let Some(why) = self.missing(at) {
            self.phase = Phase::Expand;
            self.stats.rejected += 1;
            return SearchEvent::Reject { at, why };
        }
        self.visited |= 1 << vertex(at);
        self.path.push(at);
        self.next.push(0);
        let complete = self.path.len() + 1 == self.graph.len();
        self.phase = if complete { Phase::Solved } else { Phase::Expand };
        SearchEvent::Advance { depth: self.path.len() as u32, at }
    }

    fn solved(&mut self) -> Event {
        self.stats.solutions += 1;
        if self.solutions.len() < KEPT_SOLUTIONS {
            let circuit =
                std::iter::once(1).chain(self.path.iter().map(|&at| vertex(at) as u8 + 1));
            self.solutions.push(circuit.collect());
        }
        self.phase = Phase::Expand;
        if self.mode == Mode::First {
            self.phase = Phase::Done;
            self.outcome = Some(HamiltonOutcome::Solutions(1));
        }
        SearchEvent::Solution { index: self.stats.solutions }
    }
}

impl Search for HamiltonSearch {
    type Reason = Missing;

    fn step(&mut self) -> Option<Event> {
        match self.phase {
            Phase::Begin => {
                self.phase = Phase::Expand;
                self.next.push(0);
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
