//! [`Live`]: the live nodes of the puzzle's own search ([`super::FifteenLc`]), least cost
//! first or FIFO.

use crate::core::branch::bucket::BucketQueue;
use crate::core::branch::Selection;

/// The live nodes, in the order they become E-nodes.
#[derive(Clone, Debug)]
pub(super) enum Live {
    /// Least c(i) first, ties to the older.
    Least(BucketQueue),
    /// FIFO: no node is ever killed, so the nodes become E-nodes in generation order and the
    /// live ones are those from `next` to the newest (but the goal, which is never live).
    Fifo {
        /// The next E-node.
        next: u32,
    },
}

impl Live {
    /// How it picks the E-nodes.
    pub(super) fn selection(&self) -> Selection {
        match self {
            Live::Least(_) => Selection::LeastCost,
            Live::Fifo { .. } => Selection::Fifo,
        }
    }

    /// Adds node `number` of cost `cost`, live.
    #[inline]
    pub(super) fn push(&mut self, cost: usize, number: u32) {
        if let Live::Least(queue) = self {
            queue.push(cost, number);
        }
    }

    /// Takes out the next E-node, `newest` being the last node generated.
    #[inline]
    pub(super) fn pop(&mut self, newest: u64) -> Option<u32> {
        match self {
            Live::Least(queue) => queue.pop().map(|(_, number)| number),
            Live::Fifo { next } => (u64::from(*next) <= newest).then(|| {
                *next += 1;
                *next - 1
            }),
        }
    }
}
