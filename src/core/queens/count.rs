//! The n-queens bitboard counter: free columns and both diagonals as bit masks (Somers' bit
//! tricks), mirror halving of the first row, iterative so that it runs in bounded slices, and
//! split into first-row subtrees so that several workers share a count.

use super::search::{is_smallest_image, MAX_COUNTED_N, MAX_DISTINCT_N};
use crate::core::deal::deal;
use serde::{Deserialize, Serialize};

/// One unit of counting work: every solution whose first-row queen is in `column`, counted
/// `weight` times (2 for a column whose mirror image is not counted separately, else 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Subtree {
    /// The first row's column.
    pub column: u16,
    /// How many times each solution found counts.
    pub weight: u64,
}

/// The first-row subtrees that together count every solution once, using mirror symmetry: the
/// left half counts twice, the middle column (odd n) once.
pub fn subtrees(n: u16) -> Vec<Subtree> {
    let mut list: Vec<Subtree> = (0..n / 2).map(|column| Subtree { column, weight: 2 }).collect();
    if n % 2 == 1 {
        list.push(Subtree { column: n / 2, weight: 1 });
    }
    list
}

/// Splits the subtrees of `n` into at most `parts` lists of similar total work (the columns near
/// the edge have the largest subtrees, so they are dealt out round-robin).
pub fn split_subtrees(n: u16, parts: usize) -> Vec<Vec<Subtree>> {
    deal(subtrees(n), parts)
}

/// The bitboard counter (Somers' bit tricks, iterative so it can run in bounded slices).
///
/// ```
/// use runut::core::queens::BitCounter;
/// let mut counter = BitCounter::new(8, runut::core::queens::subtrees(8));
/// while !counter.run(1_000) {}
/// assert_eq!(counter.solutions(), 92);
/// ```
#[derive(Clone, Debug)]
pub struct BitCounter {
    n: u32,
    full: u32,
    tasks: Vec<Subtree>,
    weight: u64,
    depth: usize,
    avail: [u32; 32],
    cols: [u32; 32],
    left: [u32; 32],
    right: [u32; 32],
    solutions: u64,
    distinct: Option<u64>,
    placements: u64,
}

impl BitCounter {
    /// A counter of the solutions of n-queens (1 ≤ n ≤ [`MAX_COUNTED_N`]) in `tasks`.
    pub fn new(n: u16, mut tasks: Vec<Subtree>) -> Self {
        assert!((1..=MAX_COUNTED_N).contains(&n), "n out of range");
        tasks.reverse();
        BitCounter {
            n: n as u32,
            full: (1u32 << n) - 1,
            tasks,
            weight: 0,
            depth: 0,
            avail: [0; 32],
            cols: [0; 32],
            left: [0; 32],
            right: [0; 32],
            solutions: 0,
            distinct: (n <= MAX_DISTINCT_N).then_some(0),
            placements: 0,
        }
    }

    /// Solutions counted so far (with their weights).
    pub fn solutions(&self) -> u64 {
        self.solutions
    }

    /// Solutions counted so far that are the smallest image of their symmetry class (each
    /// class has exactly one, and with mirror halving it always lies in a counted subtree).
    pub fn distinct(&self) -> Option<u64> {
        self.distinct
    }

    /// Queens placed so far: the counter's nodes.
    pub fn placements(&self) -> u64 {
        self.placements
    }

    /// Starts the next subtree; false when none is left.
    fn begin_next_task(&mut self) -> bool {
        let Some(task) = self.tasks.pop() else {
            return false;
        };
        let bit = 1u32 << task.column;
        self.weight = task.weight;
        self.placements += 1;
        if self.n == 1 {
            self.solutions += task.weight;
            self.distinct = self.distinct.map(|d| d + 1);
            return self.begin_next_task();
        }
        self.depth = 1;
        self.cols[1] = bit;
        self.left[1] = bit << 1;
        self.right[1] = bit >> 1;
        self.avail[1] = self.full & !(self.cols[1] | self.left[1] | self.right[1]);
        true
    }

    /// The column of each row on the current stack, the last row's queen being `last`.
    fn columns_with(&self, last: u32) -> Vec<u16> {
        // cols[k] holds the columns of rows 0..k (cols[0] is empty): each row adds one bit.
        (1..self.n as usize)
            .map(|k| (self.cols[k] ^ self.cols[k - 1]).trailing_zeros() as u16)
            .chain([last.trailing_zeros() as u16])
            .collect()
    }

    /// Places up to `budget` queens; returns true once every subtree is counted.
    pub fn run(&mut self, budget: u64) -> bool {
        let last = self.n as usize - 1;
        let mut spent = 0;
        while spent < budget {
            if self.depth == 0 && !self.begin_next_task() {
                return true;
            }
            let d = self.depth;
            let avail = self.avail[d];
            if avail == 0 {
                self.depth -= 1;
                continue;
            }
            let bit = avail & avail.wrapping_neg();
            self.avail[d] = avail ^ bit;
            spent += 1;
            if d == last {
                self.solutions += self.weight;
                if self.distinct.is_some() && is_smallest_image(&self.columns_with(bit)) {
                    self.distinct = self.distinct.map(|d| d + 1);
                }
                continue;
            }
            let cols = self.cols[d] | bit;
            let left = (self.left[d] | bit) << 1;
            let right = (self.right[d] | bit) >> 1;
            self.depth = d + 1;
            self.cols[d + 1] = cols;
            self.left[d + 1] = left;
            self.right[d + 1] = right;
            self.avail[d + 1] = self.full & !(cols | left | right);
        }
        self.placements += spent;
        false
    }
}
