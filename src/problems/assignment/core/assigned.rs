//! [`Assigned`]: a node's state, the jobs given so far to the first people in order, and what
//! they cost; small and `Copy`, so that millions of live nodes fit a tab.

use super::costs::MAX_PEOPLE;

/// The jobs of the first people, person 0 first, and their cost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Assigned {
    jobs: [u8; MAX_PEOPLE],
    len: u8,
    taken: u16,
    cost: u32,
}

impl Assigned {
    /// The jobs given, person 0's first.
    pub fn jobs(&self) -> &[u8] {
        &self.jobs[..usize::from(self.len)]
    }

    /// How many people have a job.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether no one has a job yet (the root).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether job `job` is given.
    pub fn takes(&self, job: u8) -> bool {
        self.taken >> job & 1 == 1
    }

    /// What the jobs given cost.
    pub fn cost(&self) -> u32 {
        self.cost
    }

    /// The next person given job `job`, which costs `cost`.
    pub fn then(&self, job: u8, cost: u32) -> Assigned {
        assert!(!self.takes(job), "job {job} is given once");
        let mut next = *self;
        next.jobs[self.len()] = job;
        next.len += 1;
        next.taken |= 1 << job;
        next.cost += cost;
        next
    }
}
