//! Counting every Hamiltonian circuit flat out, without events or a drawn tree: the course's
//! backtracking over bit masks, over one share of its tree (the nodes placing x_3 dealt round
//! the shares). It generates exactly the nodes the step search generates, in the same order.

use crate::core::graph::Graph;
use crate::core::search::Count;

/// The depth whose nodes are dealt to the shares of a count: x_3's.
const SPLIT: usize = 2;

/// The course's backtracking flat out (resumable), over one share of the tree.
///
/// ```
/// use runut::core::graph::named;
/// use runut::core::search::Count;
/// use runut::problems::hamilton::core::Counter;
/// let mut counter = Counter::new(&named("dodecahedron").unwrap(), 0, 1);
/// while !counter.run(100_000) {}
/// assert_eq!(counter.solutions(), 60);
/// ```
#[derive(Clone, Debug)]
pub struct Counter {
    adjacent: Vec<u32>,
    part: u64,
    parts: u64,
    split: usize,
    /// Nodes generated at depth `split` so far, in all shares.
    dealt: u64,
    /// The path from vertex 1, each vertex with the candidates it has left, as a bit mask.
    stack: Vec<(usize, u32)>,
    visited: u32,
    nodes: u64,
    solutions: u64,
    done: bool,
}

impl Counter {
    /// The counter of share `part` (from 0) of `parts` of the circuits of `graph`.
    pub fn new(graph: &Graph, part: usize, parts: usize) -> Counter {
        let n = graph.len();
        let adjacent: Vec<u32> = (0..n).map(|v| graph.neighbours(v)).collect();
        let first = adjacent.first().copied().unwrap_or(0);
        Counter {
            adjacent,
            part: part as u64,
            parts: parts.max(1) as u64,
            split: SPLIT.min(n.saturating_sub(1)),
            dealt: 0,
            stack: vec![(0, if n > 1 { first } else { 0 })],
            visited: 1,
            nodes: u64::from(part == 0),
            solutions: 0,
            done: n == 0,
        }
    }
}

impl Count for Counter {
    /// Nodes of this share generated so far (the root counts in share 0).
    fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Circuits found so far, each direction counted.
    fn solutions(&self) -> u64 {
        self.solutions
    }

    /// Generates up to about `budget` nodes; true once the share is done.
    fn run(&mut self, budget: u64) -> bool {
        let n = self.adjacent.len();
        let mut spent = 0;
        while spent < budget && !self.done {
            let depth = self.stack.len();
            let top = self.stack.last_mut().expect("the root stays until the end");
            if depth == n || top.1 == 0 {
                let (v, _) = self.stack.pop().expect("the root stays until the end");
                self.visited &= !(1 << v);
                self.done = self.stack.is_empty();
                continue;
            }
            let u = top.1.trailing_zeros() as usize;
            top.1 &= top.1 - 1;
            if depth == self.split {
                self.dealt += 1;
                if (self.dealt - 1) % self.parts != self.part {
                    continue;
                }
            }
            spent += 1;
            if depth >= self.split || self.part == 0 {
                self.nodes += 1;
            }
            let last = depth + 1 == n;
            if self.visited >> u & 1 == 1 || (last && (n < 3 || self.adjacent[u] & 1 == 0)) {
                continue;
            }
            self.visited |= 1 << u;
            self.stack.push((u, if last { 0 } else { self.adjacent[u] }));
            if last {
                self.solutions += 1;
            }
        }
        self.done
    }
}
