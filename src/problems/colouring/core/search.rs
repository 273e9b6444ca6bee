//! Graph colouring: the course's backtracking as a resumable [`Search`], and the brute force over
//! every colouring it is compared with.
//!
//! Vertices are coloured in order 1..n; x_k is tried with colours 1..m in order, each a node of
//! the m-ary state-space tree. A colour that a neighbour among vertices 1..k−1 already has kills
//! the node (the first such neighbour is named); a node that colours vertex n is a solution.
//! For the triangle and m = 3 the first solution, 1, 2, 3, is node 7 on the path 1-2-4-7.
//!
//! A decision is written as a square: its row is k − 1 (the vertex, from 0), its column x_k.

use crate::core::graph::Graph;
use crate::core::grid::Square;
use crate::core::search::walk::{Tree, Walk};
use crate::core::search::{Event as SearchEvent, Mode, Search};
use serde::{Deserialize, Serialize};

/// How many solutions a search keeps to report (the first ones found).
pub const KEPT_SOLUTIONS: usize = 100;

/// The most colours a search may use.
pub const MAX_COLOURS: usize = 30;

/// Why a node is dead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Clash {
    /// Vertex `vertex` (from 1), an earlier neighbour of the node's vertex, already has the
    /// node's colour.
    Neighbour {
        /// The neighbour (from 1).
        vertex: u8,
    },
    /// The brute force, which tests only complete colourings: the edge `u`-`v` (from 1) joins
    /// two vertices of the same colour.
    Improper {
        /// The edge's first vertex (from 1).
        u: u8,
        /// The edge's second vertex (from 1).
        v: u8,
    },
}

/// An event of the colouring search.
pub type Event = SearchEvent<Clash>;

/// How a colouring search, count or chromatic number ended.
#[allow(clippy::large_enum_variant, reason = "an ending is Copy, and sent once per run")]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ColouringOutcome {
    /// The search found this many solutions (in "first" mode, at most one).
    Solutions(u64),
    /// A count counted this many proper colourings.
    Counted(u64),
    /// The chromatic number, and the size of the tree each m from 1 to it generated (the last
    /// the first that succeeds; 0 past it).
    Chromatic {
        /// The fewest colours that colour the graph.
        value: u8,
        /// The nodes the search for the first colouring generated with m = 1, 2, ….
        nodes: [u64; MAX_COLOURS],
    },
}

/// The node that gives vertex `k` (from 0) colour `c` (from 1).
pub fn decision(k: usize, c: u8) -> Square {
    Square::new(k as u16, u16::from(c))
}

/// The colour node `at` gives its vertex (from 1).
pub fn colour(at: Square) -> u8 {
    at.col as u8
}

/// Why backtracking kills `at` after `path` (both decisions), if it does: the first vertex of
/// `path` joined to `at`'s vertex that has `at`'s colour.
///
/// ```
/// use runut::problems::colouring::core::{decision, neighbour_clash, Clash};
/// use runut::core::graph::named;
/// let triangle = named("triangle").unwrap();
/// let path = [decision(0, 1), decision(1, 2)];
/// assert_eq!(neighbour_clash(&triangle, &path, decision(2, 2)), Some(Clash::Neighbour { vertex: 2 }));
/// assert_eq!(neighbour_clash(&triangle, &path, decision(2, 3)), None);
/// ```
pub fn neighbour_clash(graph: &Graph, path: &[Square], at: Square) -> Option<Clash> {
    let k = at.row as usize;
    let same =
        |p: &&Square| p.col == at.col && (p.row as usize) < k && graph.joined(k, p.row as usize);
    path.iter().find(same).map(|p| Clash::Neighbour { vertex: p.row as u8 + 1 })
}

/// Graph-colouring backtracking (or the brute force), advanced event by event.
///
/// ```
/// use runut::problems::colouring::core::ColouringSearch;
/// use runut::core::graph::named;
/// use runut::core::search::{Mode, Search};
/// let mut search = ColouringSearch::new(named("triangle").unwrap(), 3, Mode::First);
/// while search.step().is_some() {}
/// assert_eq!(search.solutions(), &[vec![1, 2, 3]]);
/// assert_eq!(search.stats().nodes, 7);
/// ```
pub type ColouringSearch = Walk<ColouringTree>;

/// The m-ary tree of colourings the search walks: vertex k + 1 gets colours 1..m at depth k + 1.
#[derive(Clone, Debug)]
pub struct ColouringTree {
    graph: Graph,
    m: u8,
    /// Whether a clash kills a node at once (backtracking) or only complete colourings are
    /// tested (the brute force).
    prune: bool,
    /// `class[c]`: the vertices of the path coloured c, as a bit mask.
    class: [u32; MAX_COLOURS + 1],
    solutions: Vec<Vec<u8>>,
}

impl ColouringSearch {
    /// The course's backtracking colouring `graph` with `m` colours (1 to [`MAX_COLOURS`]).
    pub fn new(graph: Graph, m: u8, mode: Mode) -> Self {
        Self::colouring(graph, m, mode, true)
    }

    /// The brute force: every colouring, decided vertex by vertex, tested only when complete.
    pub fn brute_force(graph: Graph, m: u8, mode: Mode) -> Self {
        Self::colouring(graph, m, mode, false)
    }

    fn colouring(graph: Graph, m: u8, mode: Mode, prune: bool) -> Self {
        let m = m.clamp(1, MAX_COLOURS as u8);
        let class = [0; MAX_COLOURS + 1];
        Walk::of(ColouringTree { graph, m, prune, class, solutions: Vec::new() }, mode)
    }

    /// The graph coloured.
    pub fn graph(&self) -> &Graph {
        &self.tree().graph
    }

    /// How the search ended, once it has.
    pub fn outcome(&self) -> Option<ColouringOutcome> {
        self.ended().then(|| ColouringOutcome::Solutions(self.stats().solutions))
    }

    /// The first [`KEPT_SOLUTIONS`] solutions found, each the colours of vertices 1..n.
    pub fn solutions(&self) -> &[Vec<u8>] {
        &self.tree().solutions
    }
}

impl Tree for ColouringTree {
    type Reason = Clash;

    fn next_child(&self, path: &[Square], cursor: &mut usize) -> Option<Square> {
        let k = path.len();
        if *cursor >= usize::from(self.m) || k >= self.graph.len() {
            return None;
        }
        *cursor += 1;
        Some(decision(k, *cursor as u8))
    }

    /// Why `at` is dead after `path`, if it is: backtracking names its first earlier
    /// neighbour of the same colour; the brute force, the first edge a complete colouring
    /// breaks.
    fn dead(&self, path: &[Square], at: Square) -> Option<Clash> {
        let (k, c) = (at.row as usize, colour(at) as usize);
        if self.prune {
            let earlier = self.graph.neighbours(k) & ((1u32 << k) - 1);
            let same = self.class[c] & earlier;
            return (same != 0)
                .then(|| Clash::Neighbour { vertex: same.trailing_zeros() as u8 + 1 });
        }
        if k + 1 < self.graph.len() {
            return None;
        }
        let mut colours: Vec<u8> = path.iter().map(|&s| colour(s)).collect();
        colours.push(colour(at));
        let (u, v) = self.graph.edges().into_iter().find(|&(u, v)| colours[u] == colours[v])?;
        Some(Clash::Improper { u: u as u8 + 1, v: v as u8 + 1 })
    }

    fn enter(&mut self, at: Square) {
        self.class[colour(at) as usize] |= 1 << at.row;
    }

    fn leave(&mut self, at: Square) {
        self.class[colour(at) as usize] &= !(1 << at.row);
    }

    fn solves(&self, path: &[Square]) -> bool {
        path.len() == self.graph.len()
    }

    fn record(&mut self, path: &[Square]) {
        if self.solutions.len() < KEPT_SOLUTIONS {
            self.solutions.push(path.iter().map(|&at| colour(at)).collect());
        }
    }
}
