//! Counting the subsets that sum to m without walking the tree: meet in the middle. The sums of
//! every subset of the first half of the weights are listed and sorted; then for every subset of
//! the second half, summing to s, the subsets of the first half summing to m − s are counted by
//! binary search. For 40 weights that is 2 × 2²⁰ subsets instead of 2⁴⁰. Both halves are walked
//! in Gray-code order (one weight in or out from one subset to the next), in bounded slices, and
//! the second half can be dealt over several workers.

use super::Instance;
use crate::core::search::Count;

/// The subsets of `weights` in Gray-code order, from the `start`-th to the `end`-th, with their
/// sums.
#[derive(Clone, Debug)]
struct GrayWalk {
    weights: Vec<u64>,
    next: u64,
    end: u64,
    sum: u64,
}

impl GrayWalk {
    /// The walk over subsets `start..end` of `weights` (in Gray-code order).
    fn new(weights: &[u64], start: u64, end: u64) -> GrayWalk {
        let gray = start ^ (start >> 1);
        let sum = (0..weights.len()).filter(|&b| gray >> b & 1 == 1).map(|b| weights[b]).sum();
        GrayWalk { weights: weights.to_vec(), next: start, end, sum }
    }

    /// The sum of the next subset, if any is left.
    fn next_sum(&mut self) -> Option<u64> {
        if self.next >= self.end {
            return None;
        }
        let sum = self.sum;
        self.next += 1;
        // From subset i to i + 1 in Gray-code order, bit `trailing_zeros(i + 1)` flips.
        if self.next < self.end {
            let bit = self.next.trailing_zeros() as usize;
            let gray = self.next ^ (self.next >> 1);
            match gray >> bit & 1 {
                1 => self.sum += self.weights[bit],
                _ => self.sum -= self.weights[bit],
            }
        }
        Some(sum)
    }
}

/// Where the count is.
#[derive(Clone, Debug)]
enum Stage {
    /// Listing the first half's sums.
    Left(GrayWalk),
    /// Sorting them (one step).
    Sort,
    /// Matching the second half's subsets against them.
    Right(GrayWalk),
    Done,
}

/// The meet-in-the-middle counter of one share of the second half's subsets (resumable).
///
/// ```
/// use runut::core::search::Count;
/// use runut::problems::subsets::core::{HalfCounter, Instance};
/// let mut counter = HalfCounter::new(&Instance::new(&[11, 13, 24, 7], 31), 0, 1);
/// while !counter.run(1_000) {}
/// assert_eq!(counter.solutions(), 2);
/// ```
#[derive(Clone, Debug)]
pub struct HalfCounter {
    m: u64,
    sums: Vec<u64>,
    right: Vec<u64>,
    range: (u64, u64),
    stage: Stage,
    solutions: u64,
    visited: u64,
}

impl HalfCounter {
    /// The counter of share `part` (from 0) of `parts` of `instance`'s second-half subsets.
    pub fn new(instance: &Instance, part: usize, parts: usize) -> HalfCounter {
        let weights = instance.weights();
        let (left, right) = weights.split_at(weights.len() / 2);
        let all = 1u64 << right.len();
        let parts = parts.max(1) as u64;
        let share = |p: u64| all * p / parts;
        let range = (share(part as u64), share(part as u64 + 1));
        HalfCounter {
            m: instance.m(),
            sums: Vec::with_capacity(1 << left.len()),
            right: right.to_vec(),
            range,
            stage: Stage::Left(GrayWalk::new(left, 0, 1 << left.len())),
            solutions: 0,
            visited: 0,
        }
    }
}

impl Count for HalfCounter {
    /// Subsets that sum to m counted so far.
    fn solutions(&self) -> u64 {
        self.solutions
    }

    /// Subsets of either half summed so far: the counter's nodes.
    fn nodes(&self) -> u64 {
        self.visited
    }

    /// Sums up to `budget` subsets; true once the share is counted.
    fn run(&mut self, budget: u64) -> bool {
        let mut spent = 0;
        while spent < budget {
            match &mut self.stage {
                Stage::Left(walk) => match walk.next_sum() {
                    Some(sum) => {
                        spent += 1;
                        if sum <= self.m {
                            self.sums.push(sum);
                        }
                    }
                    None => self.stage = Stage::Sort,
                },
                Stage::Sort => {
                    self.sums.sort_unstable();
                    let (start, end) = self.range;
                    self.stage = Stage::Right(GrayWalk::new(&self.right, start, end));
                }
                Stage::Right(walk) => match walk.next_sum() {
                    Some(sum) => {
                        spent += 1;
                        if let Some(wanted) = self.m.checked_sub(sum) {
                            let from = self.sums.partition_point(|&s| s < wanted);
                            let to = self.sums.partition_point(|&s| s <= wanted);
                            self.solutions += (to - from) as u64;
                        }
                    }
                    None => self.stage = Stage::Done,
                },
                Stage::Done => break,
            }
        }
        self.visited += spent;
        matches!(self.stage, Stage::Done)
    }
}
