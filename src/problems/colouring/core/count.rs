//! Colouring flat out, without events or a drawn tree: counting every proper colouring (a share
//! of the tree per worker) and the chromatic number (m = 1, 2, … until one succeeds). Both
//! generate exactly the nodes the step search generates, in the same order.

use super::search::{ColouringOutcome, MAX_COLOURS};
use crate::core::graph::Graph;
use crate::core::search::Count;

/// The depth whose nodes are dealt to the shares of a count: the first two vertices' colours.
const SPLIT: usize = 2;

/// The course's backtracking flat out (resumable), over one share of the tree.
///
/// ```
/// use runut::problems::colouring::core::Counter;
/// use runut::core::graph::named;
/// use runut::core::search::Count;
/// let mut counter = Counter::new(&named("c5").unwrap(), 3, false, 0, 1);
/// while !counter.run(1_000) {}
/// assert_eq!(counter.solutions(), 30);
/// ```
#[derive(Clone, Debug)]
pub struct Counter {
    /// `earlier[k]`: the neighbours of vertex k among vertices 0..k, as a bit mask.
    earlier: Vec<u32>,
    m: u8,
    /// Whether to stop at the first colouring.
    first: bool,
    /// This share, and how many there are.
    part: u64,
    parts: u64,
    /// The depth whose nodes are dealt.
    split: usize,
    /// Nodes generated at depth `split` so far, in all shares.
    dealt: u64,
    /// How many vertices are coloured.
    k: usize,
    /// `next[k]`: the next colour to try for vertex k.
    next: Vec<u8>,
    /// `colours[k]`: vertex k's colour, while it has one.
    colours: Vec<u8>,
    /// `class[c]`: the vertices coloured c.
    class: [u32; MAX_COLOURS + 1],
    nodes: u64,
    solutions: u64,
    done: bool,
}

impl Counter {
    /// The counter of share `part` (from 0) of `parts` of the tree colouring `graph` with `m`
    /// colours, stopping at the first colouring if `first`.
    pub fn new(graph: &Graph, m: u8, first: bool, part: usize, parts: usize) -> Counter {
        let n = graph.len();
        let earlier = (0..n).map(|k| graph.neighbours(k) & ((1u32 << k) - 1)).collect();
        Counter {
            earlier,
            m: m.clamp(1, MAX_COLOURS as u8),
            first,
            part: part as u64,
            parts: parts.max(1) as u64,
            split: SPLIT.min(n),
            dealt: 0,
            k: 0,
            next: vec![1; n + 1],
            colours: vec![0; n],
            class: [0; MAX_COLOURS + 1],
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

    /// Proper colourings found so far.
    fn solutions(&self) -> u64 {
        self.solutions
    }

    /// Generates up to about `budget` nodes; true once the share is done.
    fn run(&mut self, budget: u64) -> bool {
        let n = self.earlier.len();
        let mut spent = 0;
        while spent < budget && !self.done {
            let k = self.k;
            if k == n || self.next[k] > self.m {
                if k == 0 {
                    self.done = true;
                } else {
                    self.k -= 1;
                    self.class[self.colours[k - 1] as usize] &= !(1 << (k - 1));
                }
                continue;
            }
            let c = self.next[k];
            self.next[k] += 1;
            if k + 1 == self.split {
                self.dealt += 1;
                if (self.dealt - 1) % self.parts != self.part {
                    continue;
                }
            }
            spent += 1;
            if k + 1 >= self.split || self.part == 0 {
                self.nodes += 1;
            }
            if self.class[c as usize] & self.earlier[k] != 0 {
                continue;
            }
            self.colours[k] = c;
            self.class[c as usize] |= 1 << k;
            self.k += 1;
            self.next[k + 1] = 1;
            if self.k == n {
                self.solutions += 1;
                self.done = self.first;
            }
        }
        self.done
    }
}

/// The chromatic number flat out (resumable): the search for a first colouring with m = 1, 2, …
/// until one succeeds.
///
/// ```
/// use runut::problems::colouring::core::{Chromatic, ColouringOutcome};
/// use runut::core::graph::named;
/// let mut chromatic = Chromatic::new(named("petersen").unwrap());
/// while !chromatic.run(1_000) {}
/// assert!(matches!(chromatic.outcome(), Some(ColouringOutcome::Chromatic { value: 3, .. })));
/// ```
#[derive(Clone, Debug)]
pub struct Chromatic {
    graph: Graph,
    m: u8,
    counter: Counter,
    nodes: [u64; MAX_COLOURS],
    value: Option<u8>,
}

impl Chromatic {
    /// The chromatic number of `graph`, to be found.
    pub fn new(graph: Graph) -> Chromatic {
        let counter = Counter::new(&graph, 1, true, 0, 1);
        Chromatic { graph, m: 1, counter, nodes: [0; MAX_COLOURS], value: None }
    }

    /// The m being tried.
    pub fn m(&self) -> u8 {
        self.m
    }

    /// Nodes generated so far, over every m.
    pub fn nodes(&self) -> u64 {
        let going = if self.value.is_none() { self.counter.nodes() } else { 0 };
        self.nodes.iter().sum::<u64>() + going
    }

    /// Generates up to about `budget` nodes; true once the chromatic number is found.
    pub fn run(&mut self, budget: u64) -> bool {
        while self.value.is_none() {
            if !self.counter.run(budget) {
                return false;
            }
            self.nodes[self.m as usize - 1] = self.counter.nodes();
            if self.counter.solutions() > 0 || self.m as usize == MAX_COLOURS {
                self.value = Some(self.m);
            } else {
                self.m += 1;
                self.counter = Counter::new(&self.graph, self.m, true, 0, 1);
                return false;
            }
        }
        true
    }

    /// The chromatic number and each m's tree size, once found.
    pub fn outcome(&self) -> Option<ColouringOutcome> {
        let nodes = self.nodes;
        self.value.map(|value| ColouringOutcome::Chromatic { value, nodes })
    }
}
