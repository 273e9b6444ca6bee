//! The travelling salesman by branch and bound: the graph ([`graph`]), a node's partial tour
//! ([`tour`]), the two lower bounds (Horowitz and Sahni's reduced cost matrix, [`reduce`];
//! Levitin's half sum of the two cheapest roads at each city, [`half`]), the tree the engine
//! searches ([`tree`]) and the brute force ([`brute`]).

pub mod brute;
pub mod graph;
pub mod half;
pub mod reduce;
pub mod tour;
pub mod tree;

pub use brute::brute_force;
pub use graph::{Graph, GraphError, MAX_CITIES, MIN_CITIES, RANDOM_MAX_WEIGHT, TEXTBOOK};
pub use half::{half_bound, HalfBound, HalfTerm, Road};
pub use reduce::{CostMatrix, Reduced, Reduction};
pub use tour::{NoTour, Tour};
pub use tree::{Bound, BoundError, TspTree};
