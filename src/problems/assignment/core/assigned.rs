//! [`Assigned`]: a node's state, the jobs given so far to the first people in order, and what
//! they cost; small and `Copy`, so that millions of live nodes fit a tab.

use super::costs::MAX_PEOPLE;
use crate::core::matrix::{Order, MAX_ORDER};

const _: () = assert!(MAX_PEOPLE <= MAX_ORDER, "an order holds every job");

/// The jobs of the first people, person 0's first, and their cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Assigned {
    jobs: Order,
    cost: u32,
}

impl Assigned {
    /// The jobs given, person 0's first.
    pub fn jobs(&self) -> &[u8] {
        self.jobs.items()
    }

    /// How many people have a job.
    pub fn len(&self) -> usize {
        self.jobs.len()
    }

    /// Whether no one has a job yet (the root).
    pub fn is_empty(&self) -> bool {
        self.jobs.is_empty()
    }

    /// The jobs of `0..n` still free, in increasing order.
    pub fn free(&self, n: usize) -> impl Iterator<Item = u8> + '_ {
        self.jobs.missing(n)
    }

    /// What the jobs given cost.
    pub fn cost(&self) -> u32 {
        self.cost
    }

    /// The next person given job `job`, which costs `cost`.
    ///
    /// ```
    /// use runut::problems::assignment::core::Assigned;
    /// let a2_b1 = Assigned::default().then(1, 2).then(0, 6);
    /// assert_eq!((a2_b1.jobs(), a2_b1.cost()), (&[1, 0][..], 8));
    /// assert_eq!(a2_b1.free(4).collect::<Vec<_>>(), [2, 3]);
    /// ```
    pub fn then(&self, job: u8, cost: u32) -> Assigned {
        Assigned { jobs: self.jobs.then(job), cost: self.cost + cost }
    }
}
