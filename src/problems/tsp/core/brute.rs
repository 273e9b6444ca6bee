//! The brute force: every order of the cities after city 0 tried, its tour weighed.

use super::graph::Graph;
use crate::core::matrix::{every_order, Exhaustive};

/// Tries every tour from city 0: `candidates` is (n − 1)!, `solutions` the tours whose roads
/// all exist (each direction counted), `best` the lightest tour, city 0 first.
///
/// ```
/// use runut::problems::tsp::core::{brute_force, Graph};
/// let found = brute_force(&Graph::textbook());
/// assert_eq!((found.candidates, found.solutions), (24, 24));
/// assert_eq!(found.best, Some((28, vec![0, 3, 1, 4, 2])));
/// ```
pub fn brute_force(graph: &Graph) -> Exhaustive {
    let cities: Vec<u8> = (1..graph.len() as u8).collect();
    let mut found = every_order(
        &cities,
        |_, previous, city| graph.weight(previous.unwrap_or(0), city),
        |last| graph.weight(last.unwrap_or(0), 0),
    );
    if let Some((_, order)) = &mut found.best {
        order.insert(0, 0);
    }
    found
}
