//! Hamiltonian circuits: the course's backtracking as a resumable [`Search`], and the brute
//! force it is compared with, which walks the whole tree of vertex sequences.
//!
//! x_1 = 1 is the root. The candidates for x_k are the neighbours of x_(k−1) in increasing
//! order, vertex 1 included, each a node of the tree; one already on the path (vertex 1 always)
//! is dead, and so is a last vertex with no edge back to vertex 1. A node that places vertex n
//! is a circuit. Every circuit is found twice, once in each direction.
//!
//! The brute force numbers its nodes as fairly: the candidates for x_k are all n vertices, as
//! the queens' brute force tries every column, so it generates every sequence x_2..x_n (n^(n−1)
//! complete ones), and it tests only complete sequences: one is a circuit when it is a
//! permutation of 2..n whose edges close the cycle. Backtracking generates only the neighbours
//! of x_(k−1) and kills a repeat at once.
//!
//! A decision is written as a square: its row is k − 1 (from 1: x_2 is row 1), its column the
//! vertex (from 0).

use crate::core::graph::Graph;
use crate::core::grid::Square;
use crate::core::search::walk::{Tree, Walk};
use crate::core::search::{Event as SearchEvent, Mode, Search};
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
    /// The brute force, which tests only complete sequences: the vertex (from 1) comes twice
    /// (vertex 1 counts from x_1), so the sequence is no order of the vertices.
    Repeated {
        /// The vertex.
        vertex: u8,
    },
    /// The brute force, which tests only complete sequences: the edge `u`-`v` (from 1) of
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

/// Hamiltonian-circuit backtracking (or the brute force), advanced event by event.
///
/// ```
/// use runut::core::graph::named;
/// use runut::problems::hamilton::core::HamiltonSearch;
/// use runut::core::search::{Mode, Search};
/// let mut search = HamiltonSearch::new(named("k4").unwrap(), Mode::All);
/// while search.step().is_some() {}
/// assert_eq!(search.stats().solutions, 6);
/// assert_eq!(search.solutions()[0], vec![1, 2, 3, 4]);
/// ```
pub type HamiltonSearch = Walk<CircuitTree>;

/// The tree of vertex orders the search walks from vertex 1: x_(k + 1) at depth k.
#[derive(Clone, Debug)]
pub struct CircuitTree {
    graph: Graph,
    /// Whether the search prunes (backtracking) or tries every permutation (the brute force).
    prune: bool,
    /// The vertices on the path, vertex 1 included.
    visited: u32,
    solutions: Vec<Vec<u8>>,
}

impl HamiltonSearch {
    /// The course's backtracking on `graph`.
    pub fn new(graph: Graph, mode: Mode) -> Self {
        Walk::of(CircuitTree { graph, prune: true, visited: 1, solutions: Vec::new() }, mode)
    }

    /// The brute force: every sequence x_2..x_n of the graph's vertices, tested only when
    /// complete (a circuit when it is a permutation of 2..n whose edges close the cycle).
    pub fn brute_force(graph: Graph, mode: Mode) -> Self {
        Walk::of(CircuitTree { graph, prune: false, visited: 1, solutions: Vec::new() }, mode)
    }

    /// The graph searched.
    pub fn graph(&self) -> &Graph {
        &self.tree().graph
    }

    /// How the search ended, once it has.
    pub fn outcome(&self) -> Option<HamiltonOutcome> {
        self.ended().then(|| HamiltonOutcome::Solutions(self.stats().solutions))
    }

    /// The first [`KEPT_SOLUTIONS`] circuits found, each its vertices (from 1) from vertex 1.
    pub fn solutions(&self) -> &[Vec<u8>] {
        &self.tree().solutions
    }
}

impl CircuitTree {
    /// Whether vertex `v` is a candidate after `path`: a neighbour of its last vertex (vertex 1
    /// at the root) for backtracking, or any vertex for the brute force.
    fn candidate(&self, path: &[Square], v: usize) -> bool {
        !self.prune || self.graph.joined(path.last().map_or(0, |&at| vertex(at)), v)
    }
}

impl Tree for CircuitTree {
    type Reason = Missing;

    fn next_child(&self, path: &[Square], cursor: &mut usize) -> Option<Square> {
        let (k, n) = (path.len(), self.graph.len());
        if k + 1 >= n {
            return None;
        }
        let v = (*cursor..n).find(|&v| self.candidate(path, v))?;
        *cursor = v + 1;
        Some(step(k + 1, v))
    }

    /// Why `at` is dead after `path`, if it is.
    fn dead(&self, path: &[Square], at: Square) -> Option<Missing> {
        let (v, n) = (vertex(at), self.graph.len());
        let last = path.len() + 2 == n;
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
            std::iter::once(0).chain(path.iter().map(|&s| vertex(s))).collect();
        order.push(v);
        let repeated = (1..n).find(|&i| order[..i].contains(&order[i]));
        if let Some(i) = repeated {
            return Some(Missing::Repeated { vertex: order[i] as u8 + 1 });
        }
        order.push(0);
        let (u, w) = order
            .windows(2)
            .map(|p| (p[0], p[1]))
            .find(|&(u, w)| n < 3 || !self.graph.joined(u, w))?;
        Some(Missing::NoEdge { u: u as u8 + 1, v: w as u8 + 1 })
    }

    fn enter(&mut self, at: Square) {
        self.visited |= 1 << vertex(at);
    }

    fn leave(&mut self, at: Square) {
        self.visited &= !(1 << vertex(at));
    }

    fn solves(&self, path: &[Square]) -> bool {
        path.len() + 1 == self.graph.len()
    }

    fn record(&mut self, path: &[Square]) {
        if self.solutions.len() < KEPT_SOLUTIONS {
            let circuit = std::iter::once(1).chain(path.iter().map(|&at| vertex(at) as u8 + 1));
            self.solutions.push(circuit.collect());
        }
    }
}
