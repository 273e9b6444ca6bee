//! [`BucketQueue`]: a live list for costs that are small whole numbers, one FIFO of node
//! numbers per cost: O(1) a push, and a pop that only walks up past emptied costs.

use std::collections::VecDeque;

/// Node numbers by small whole cost: the least cost comes out first and, among equal costs,
/// the number pushed first. Pushing numbers in generation order thus keeps ties to the older
/// node, as least-cost branch and bound wants.
///
/// ```
/// use runut::core::branch::bucket::BucketQueue;
/// let mut queue = BucketQueue::default();
/// queue.push(3, 7);
/// queue.push(2, 8);
/// queue.push(3, 9);
/// assert_eq!(queue.pop(), Some((2, 8)));
/// assert_eq!(queue.pop(), Some((3, 7)));
/// assert_eq!(queue.len(), 1);
/// ```
#[derive(Clone, Debug, Default)]
pub struct BucketQueue {
    buckets: Vec<VecDeque<u32>>,
    /// No bucket below this one holds a number.
    lowest: usize,
    len: usize,
}

impl BucketQueue {
    /// Adds `node` at `cost`.
    #[inline]
    pub fn push(&mut self, cost: usize, node: u32) {
        if cost >= self.buckets.len() {
            self.buckets.resize_with(cost + 1, VecDeque::new);
        }
        self.buckets[cost].push_back(node);
        self.lowest = self.lowest.min(cost);
        self.len += 1;
    }

    /// Takes out the node of least cost, the first pushed among equals, with its cost.
    #[inline]
    pub fn pop(&mut self) -> Option<(usize, u32)> {
        if self.len == 0 {
            return None;
        }
        loop {
            if let Some(node) = self.buckets[self.lowest].pop_front() {
                self.len -= 1;
                return Some((self.lowest, node));
            }
            self.lowest += 1;
        }
    }

    /// The first `count` nodes to come out, in order.
    pub fn head(&self, count: usize) -> Vec<u32> {
        let buckets = self.buckets.get(self.lowest..).unwrap_or_default();
        buckets.iter().flatten().take(count).copied().collect()
    }

    /// How many nodes it holds.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}
