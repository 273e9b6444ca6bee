//! [`Knapsack`]: the 0/1 knapsack's state-space tree as branch and bound searches it. A node at
//! level i has decided the first i items in value-per-weight order; its children decide item
//! i + 1, the one taking it first, then the one leaving it. A child over the capacity is
//! generated dead (its cost is then its value v: it has no bound); a node that has decided every
//! item is a leaf, a solution worth v. A node's cost is its upper bound.

use super::bound::Bound;
use super::instance::Instance;
use super::pack::Pack;
use crate::core::branch::{Branching, Child, Cost, Goal};
use serde::{Deserialize, Serialize};

/// Why a node cannot be a solution: what it takes weighs more than the capacity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OverCapacity {
    /// w: what it takes weighs.
    pub weight: u32,
    /// W: the capacity.
    pub capacity: u32,
}

/// The knapsack's tree over an instance, with an upper bound.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knapsack {
    instance: Instance,
    bound: Bound,
}

impl Knapsack {
    /// The tree over `instance` with `bound`.
    pub fn new(instance: Instance, bound: Bound) -> Knapsack {
        Knapsack { instance, bound }
    }

    /// Its instance.
    pub fn instance(&self) -> &Instance {
        &self.instance
    }

    /// Its bound.
    pub fn bound(&self) -> Bound {
        self.bound
    }
}

impl Branching for Knapsack {
    type State = Pack;
    type Infeasible = OverCapacity;
    const GOAL: Goal = Goal::Most;

    fn root(&self) -> (Pack, Cost) {
        let root = Pack::default();
        (root, self.instance.upper_bound(self.bound, &root))
    }

    /// A child's choice is 1 if it takes the item, 0 if it leaves it.
    fn children(&self, pack: &Pack, out: &mut Vec<Child<Pack, OverCapacity>>) {
        let Some(&item) = self.instance.items().get(pack.decided()) else {
            return;
        };
        for take in [true, false] {
            let state = pack.then(item, take);
            let capacity = self.instance.capacity();
            let (cost, infeasible) = if state.weight() > capacity {
                let over = OverCapacity { weight: state.weight(), capacity };
                (Cost::whole(i64::from(state.value())), Some(over))
            } else {
                (self.instance.upper_bound(self.bound, &state), None)
            };
            out.push(Child { choice: u8::from(take), state, cost, infeasible });
        }
    }

    fn solution(&self, pack: &Pack, _: Cost) -> Option<Cost> {
        (pack.decided() == self.instance.len()).then(|| Cost::whole(i64::from(pack.value())))
    }
}
