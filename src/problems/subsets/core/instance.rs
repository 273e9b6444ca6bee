//! [`Instance`]: the weights (sorted ascending, as the course's formulation asks), the target m,
//! and the bounding function *promising* on them, with why it kills a node ([`Bound`]); a node's
//! decision is a square (row k − 1, column x_k).

use crate::core::grid::Square;
use serde::{Deserialize, Serialize};

/// The most weights an instance has.
pub const MAX_WEIGHTS: usize = 40;
/// The largest weight.
pub const MAX_WEIGHT: u64 = 1_000_000_000;

/// The decision of node `at`: whether it takes its weight.
pub fn takes(at: Square) -> bool {
    at.col == 1
}

/// The node that decides weight `k` (from 0): taking it or leaving it.
pub fn decision(k: usize, take: bool) -> Square {
    Square::new(k as u16, u16::from(take))
}

/// Why a node is dead, with the numbers of the half of the test that fails.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Bound {
    /// `Wt + remaining < m`: even every remaining weight cannot reach m.
    CannotReach {
        /// The sum taken, after the node's decision.
        taken: u64,
        /// The sum of the weights still undecided.
        remaining: u64,
    },
    /// `Wt ≠ m` and `Wt + w_(k+1) > m`: the next weight overshoots m (`next` is `None` when no
    /// weight is left, so that nothing can make up the difference).
    Overshoots {
        /// The sum taken, after the node's decision.
        taken: u64,
        /// The next weight, if any.
        next: Option<u64>,
    },
    /// The brute force, which tests only complete subsets: this one sums to `sum`, not m.
    Misses {
        /// The sum of the complete subset.
        sum: u64,
    },
}

/// The weights, ascending, and the target sum m.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Instance {
    weights: Vec<u64>,
    m: u64,
    /// `after[k]`: the sum of the weights after weight k (from 0), that is w_(k+2) + … + w_n.
    after: Vec<u64>,
}

impl Instance {
    /// The instance of `weights` (in any order; sorted here) and target `m`.
    ///
    /// ```
    /// use runut::problems::subsets::core::Instance;
    /// let instance = Instance::new(&[11, 13, 24, 7], 31);
    /// assert_eq!(instance.weights(), &[7, 11, 13, 24]);
    /// assert_eq!(instance.total(), 55);
    /// ```
    pub fn new(weights: &[u64], m: u64) -> Instance {
        let mut weights = weights.to_vec();
        weights.sort_unstable();
        let mut after = vec![0; weights.len()];
        for k in (0..weights.len().saturating_sub(1)).rev() {
            after[k] = after[k + 1] + weights[k + 1];
        }
        Instance { weights, m, after }
    }

    /// The weights, ascending.
    pub fn weights(&self) -> &[u64] {
        &self.weights
    }

    /// How many weights there are.
    pub fn len(&self) -> usize {
        self.weights.len()
    }

    /// Whether there are no weights.
    pub fn is_empty(&self) -> bool {
        self.weights.is_empty()
    }

    /// Weight `k` (from 0, in ascending order).
    pub fn weight(&self, k: usize) -> u64 {
        self.weights[k]
    }

    /// The target sum.
    pub fn m(&self) -> u64 {
        self.m
    }

    /// The sum of every weight.
    pub fn total(&self) -> u64 {
        self.weights.iter().sum()
    }

    /// The sum of the weights not yet decided once weight `k` (from 0) is.
    pub fn remaining_after(&self, k: usize) -> u64 {
        self.after[k]
    }

    /// The sum taken along `path` (decisions, root's child first).
    pub fn sum(&self, path: &[Square]) -> u64 {
        path.iter().filter(|&&at| takes(at)).map(|at| self.weight(at.row as usize)).sum()
    }

    /// The weights taken along `path`, ascending.
    pub fn taken(&self, path: &[Square]) -> Vec<u64> {
        path.iter().filter(|&&at| takes(at)).map(|at| self.weight(at.row as usize)).collect()
    }

    /// The bounding function *promising* on node `at`, whose parent has taken `before`: `None`
    /// if it is promising, else the half of the test that fails (the first half first).
    ///
    /// ```
    /// use runut::problems::subsets::core::{decision, Bound, Instance};
    /// let instance = Instance::new(&[7, 11, 13, 24], 31);
    /// // Leaving 7: 0 + 48 ≥ 31, and 0 + 11 ≤ 31: promising.
    /// assert_eq!(instance.bound(0, decision(0, false)), None);
    /// // Taking 13 after 7: 20 + 24 ≥ 31, but 20 + 24 > 31: the next weight overshoots.
    /// assert_eq!(
    ///     instance.bound(7, decision(2, true)),
    ///     Some(Bound::Overshoots { taken: 20, next: Some(24) })
    /// );
    /// // Leaving 24 after 7: 7 + 0 < 31.
    /// assert_eq!(
    ///     instance.bound(7, decision(3, false)),
    ///     Some(Bound::CannotReach { taken: 7, remaining: 0 })
    /// );
    /// ```
    pub fn bound(&self, before: u64, at: Square) -> Option<Bound> {
        let k = at.row as usize;
        let taken = before + if takes(at) { self.weight(k) } else { 0 };
        let remaining = self.remaining_after(k);
        if taken + remaining < self.m {
            return Some(Bound::CannotReach { taken, remaining });
        }
        let next = self.weights.get(k + 1).copied();
        let fits = next.is_some_and(|w| taken + w <= self.m);
        (taken != self.m && !fits).then_some(Bound::Overshoots { taken, next })
    }
}
