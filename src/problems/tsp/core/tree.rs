//! [`TspTree`]: the salesman's state-space tree as branch and bound searches it. A node is a
//! partial tour from city 0; its children go on to each unvisited city in increasing order
//! along a road that exists (a missing road is no child: it is not generated); a child that
//! visits every city is a complete tour, a solution whose cost is the tour's weight, the road
//! back to city 0 included. A child no tour can go through (a row or column of its reduced
//! matrix all ∞, no road back to city 0, a city left with fewer than two roads) is generated
//! dead, with the lower bound known before that was found: c(parent) + A(i, j) for the reduced
//! matrix, the parent's bound for the half sum.
//!
//! Both bounds search this same tree. Levitin halves his by generating only the tours that visit
//! city 2 before city 3 (on a symmetric graph each tour is met in both directions); this tree
//! does not, so that the two bounds can be compared node for node.

use super::graph::Graph;
use super::half::half_bound;
use super::reduce::Reduced;
use super::tour::{NoTour, Tour};
use crate::core::branch::{Branching, Child, Cost, Goal};
use serde::{Deserialize, Serialize};

crate::core::slug::slugged! {
    /// The lower bound the search uses.
    ///
    /// Each bound with its name in URLs (`bound=`), as the page lists them.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
    pub enum Bound {
        /// Horowitz and Sahni's reduced cost matrix ([`Reduced`]).
        #[default]
        Reduced = "reduced",
        /// Levitin's half sum of each city's two cheapest roads ([`half_bound`]), for symmetric
        /// graphs only.
        Half = "half",
    }
}

/// Why a bound does not fit a graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoundError {
    /// The half-sum bound needs a symmetric graph, and the road `from` → `to` weighs otherwise
    /// than `to` → `from` (or exists one way only).
    Asymmetric {
        /// The road's first city.
        from: u8,
        /// Its second city.
        to: u8,
    },
    /// The half-sum bound counts two roads at every city, and this one has fewer: no tour.
    Stranded(u8),
}

/// The salesman's tree over a graph, with a bound.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TspTree {
    graph: Graph,
    bound: Bound,
}

impl TspTree {
    /// The tree over `graph` with `bound`.
    ///
    /// ```
    /// use runut::problems::tsp::core::{Bound, BoundError, Graph, TspTree};
    /// assert!(TspTree::new(Graph::textbook(), Bound::Reduced).is_ok());
    /// assert_eq!(
    ///     TspTree::new(Graph::textbook(), Bound::Half),
    ///     Err(BoundError::Asymmetric { from: 0, to: 1 })
    /// );
    /// ```
    pub fn new(graph: Graph, bound: Bound) -> Result<TspTree, BoundError> {
        if bound == Bound::Half {
            if let Some((from, to)) = graph.roads().asymmetry() {
                return Err(BoundError::Asymmetric { from: from as u8, to: to as u8 });
            }
            if let Err(NoTour::Stranded(city)) = half_bound(&graph, &Tour::start()) {
                return Err(BoundError::Stranded(city));
            }
        }
        Ok(TspTree { graph, bound })
    }

    /// Its graph.
    pub fn graph(&self) -> &Graph {
        &self.graph
    }

    /// Its bound.
    pub fn bound(&self) -> Bound {
        self.bound
    }

    /// The children of `tour` with the reduced matrix.
    fn reduced_children(&self, tour: &Tour, out: &mut Vec<Child<Tour, NoTour>>) {
        let parent = Reduced::along(&self.graph, tour).expect("a live node has tours");
        for city in tour.unvisited(self.graph.len()) {
            let Some(node) = parent.child(tour, city) else {
                continue;
            };
            let edge = || parent.matrix.get(tour.last(), city).unwrap_or(0);
            out.push(match node {
                Ok(node) => child(tour, city, node.cost, None),
                Err(why) => child(tour, city, parent.cost + edge(), Some(why)),
            });
        }
    }

    /// The children of `tour` with the half-sum bound.
    fn half_children(&self, tour: &Tour, out: &mut Vec<Child<Tour, NoTour>>) {
        let roads = self.graph.roads_out(tour.last()).filter(|&(city, _)| !tour.visits(city));
        for (city, _) in roads {
            out.push(match half_bound(&self.graph, &tour.then(city)) {
                Ok(half) => child(tour, city, half.bound, None),
                Err(why) => {
                    child(tour, city, self.cost(tour).expect("a live node has tours"), Some(why))
                }
            });
        }
    }

    /// The cost or bound of the node of `tour`.
    fn cost(&self, tour: &Tour) -> Result<u32, NoTour> {
        match self.bound {
            Bound::Reduced => Reduced::along(&self.graph, tour).map(|node| node.cost),
            Bound::Half => half_bound(&self.graph, tour).map(|half| half.bound),
        }
    }
}

impl Branching for TspTree {
    /// The partial tour; with the reduced matrix, a node's matrix is rebuilt from it.
    type State = Tour;
    type Infeasible = NoTour;
    const GOAL: Goal = Goal::Least;

    fn root(&self) -> (Tour, Cost) {
        let cost = self.cost(&Tour::start()).expect("a graph the bound fits has a root");
        (Tour::start(), Cost::whole(i64::from(cost)))
    }

    /// Each child's choice is the city it goes on to (from 0).
    fn children(&self, tour: &Tour, out: &mut Vec<Child<Tour, NoTour>>) {
        match self.bound {
            Bound::Reduced => self.reduced_children(tour, out),
            Bound::Half => self.half_children(tour, out),
        }
    }

    fn solution(&self, tour: &Tour, cost: Cost) -> Option<Cost> {
        (tour.len() == self.graph.len()).then_some(cost)
    }
}

/// The child of `tour` going on to `city`, with its cost, dead if no tour goes through it.
fn child(tour: &Tour, city: u8, cost: u32, dead: Option<NoTour>) -> Child<Tour, NoTour> {
    Child {
        choice: city,
        state: tour.then(city),
        cost: Cost::whole(i64::from(cost)),
        infeasible: dead,
    }
}
