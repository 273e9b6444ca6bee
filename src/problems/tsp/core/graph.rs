//! [`Graph`]: the salesman's weighted directed graph, 3 to 12 cities, read from its matrix text
//! (`x,20,30,10,11;15,x,16,4,2;…`, row i holding the roads out of city i) with typed errors, the
//! textbook's five cities, and random graphs from a seed.
//!
//! The diagonal means nothing: a tour never goes from a city to itself, so whatever is written
//! there (`x`, `0`, any number) is read and ignored, and the graph has no road from a city to
//! itself.

use crate::core::matrix::{Matrix, MatrixError, Shape};

/// The fewest cities.
pub const MIN_CITIES: usize = 3;
/// The most cities.
pub const MAX_CITIES: usize = 12;
/// The largest weight of a random graph's roads.
pub const RANDOM_MAX_WEIGHT: u32 = 50;
/// Horowitz and Sahni's five cities, whose reduced cost matrix their chapter follows.
pub const TEXTBOOK: &str = "x,20,30,10,11;15,x,16,4,2;3,5,x,2,4;19,6,18,x,3;16,4,7,16,x";

/// Why a text is not a graph the salesman can tour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GraphError {
    /// The matrix itself cannot be read (size, not square, an entry).
    Matrix(MatrixError),
    /// No road leaves this city (from 0): no tour exists.
    NoRoadOut(u8),
    /// No road enters this city (from 0): no tour exists.
    NoRoadIn(u8),
}

/// A weighted directed graph: the weight of the road from each city to each other, if there is
/// one. Cities are numbered from 0 here (the page says 1 to n); the tour starts at city 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    roads: Matrix,
}

impl Graph {
    /// The graph of `matrix`, its diagonal ignored: every city needs a road out and a road in.
    pub fn new(matrix: &Matrix) -> Result<Graph, GraphError> {
        let n = matrix.len();
        let roads = Matrix::from_fn(n, |r, c| matrix.get(r, c).filter(|_| r != c));
        let graph = Graph { roads };
        let cities = || 0..n as u8;
        if let Some(city) = cities().find(|&c| graph.roads_out(c).next().is_none()) {
            return Err(GraphError::NoRoadOut(city));
        }
        if let Some(city) = cities().find(|&c| (0..n).all(|r| graph.weight(r as u8, c).is_none())) {
            return Err(GraphError::NoRoadIn(city));
        }
        Ok(graph)
    }

    /// Reads a graph from its matrix text, `x` where there is no road.
    ///
    /// ```
    /// use runut::problems::tsp::core::{Graph, GraphError};
    /// let graph = Graph::parse("0,5,x;5,0,7;6,7,0").unwrap();
    /// assert_eq!((graph.weight(0, 1), graph.weight(0, 2), graph.weight(1, 1)), (Some(5), None, None));
    /// assert_eq!(Graph::parse("x,1,x;x,x,2;x,3,x"), Err(GraphError::NoRoadIn(0)));
    /// ```
    pub fn parse(text: &str) -> Result<Graph, GraphError> {
        let shape = Shape { min: MIN_CITIES, max: MAX_CITIES, missing: true };
        Graph::new(&Matrix::parse(text, shape).map_err(GraphError::Matrix)?)
    }

    /// Horowitz and Sahni's five cities ([`TEXTBOOK`]).
    pub fn textbook() -> Graph {
        Graph::parse(TEXTBOOK).expect("the textbook's graph is a graph")
    }

    /// A random graph of `n` cities from `seed`, a road from each city to every other, weighing
    /// 1 to [`RANDOM_MAX_WEIGHT`]; with `symmetric`, each road weighs the same both ways.
    pub fn random(n: usize, seed: u64, symmetric: bool) -> Graph {
        Graph::new(&Matrix::random(n, seed, RANDOM_MAX_WEIGHT, symmetric))
            .expect("a complete graph has roads in and out of every city")
    }

    /// Its number of cities.
    pub fn len(&self) -> usize {
        self.roads.len()
    }

    /// Whether it has no cities (never: it has at least [`MIN_CITIES`]).
    pub fn is_empty(&self) -> bool {
        self.roads.is_empty()
    }

    /// The weight of the road from city `from` to city `to`, if there is one.
    pub fn weight(&self, from: u8, to: u8) -> Option<u32> {
        self.roads.get(usize::from(from), usize::from(to))
    }

    /// The roads out of `from`: each city it leads to and its weight, in increasing order.
    pub fn roads_out(&self, from: u8) -> impl Iterator<Item = (u8, u32)> + '_ {
        (0..self.len() as u8).filter_map(move |to| self.weight(from, to).map(|w| (to, w)))
    }

    /// Its roads as a matrix (no road on the diagonal).
    pub fn roads(&self) -> &Matrix {
        &self.roads
    }

    /// The weight of the tour through `cities` in order and back to the first, if every road of
    /// it exists.
    ///
    /// ```
    /// use runut::problems::tsp::core::Graph;
    /// assert_eq!(Graph::textbook().tour_weight(&[0, 3, 1, 4, 2]), Some(28));
    /// ```
    pub fn tour_weight(&self, cities: &[u8]) -> Option<u32> {
        let next = cities.iter().skip(1).chain(cities.first());
        cities.iter().zip(next).map(|(&a, &b)| self.weight(a, b)).sum()
    }
}
