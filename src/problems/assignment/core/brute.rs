//! The brute force: every assignment, a permutation of the jobs, tried.

use super::costs::Costs;
use crate::core::matrix::{every_order, Exhaustive};

/// Tries every assignment: `candidates` and `solutions` are both n!, `best` the cheapest, the
/// job of each person in order.
///
/// ```
/// use runut::problems::assignment::core::{brute_force, Costs};
/// let found = brute_force(&Costs::textbook());
/// assert_eq!((found.candidates, found.solutions), (24, 24));
/// assert_eq!(found.best, Some((13, vec![1, 0, 2, 3])));
/// ```
pub fn brute_force(costs: &Costs) -> Exhaustive {
    let jobs: Vec<u8> = (0..costs.len() as u8).collect();
    every_order(&jobs, |person, _, job| Some(costs.cost(person, job)), |_| Some(0))
}
