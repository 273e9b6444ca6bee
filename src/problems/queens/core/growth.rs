//! How big the backtracking tree of n-queens is: [`TreeSizer`] counts the nodes the step engine
//! generates when it looks for every solution, without generating events, in budgeted slices.
//! Set beside nⁿ (every placement) and n! (one queen per column), it shows what the bounding
//! function prunes.

use serde::{Deserialize, Serialize};

/// The size of one board's backtracking tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TreeSize {
    /// The board's side.
    pub n: u16,
    /// Nodes generated when searching for every solution: the root and every column tried in
    /// every row of every live node (what the step engine's `nodes` reaches in "all" mode).
    pub nodes: u64,
}

/// The largest board the sizer accepts: one bit per column in a `u32`.
pub const MAX_SIZED_N: u16 = 20;

/// Counts the live nodes of the n-queens backtracking tree depth first, with bitboards, a slice
/// at a time.
///
/// ```
/// use runut::problems::queens::core::growth::TreeSizer;
/// use runut::problems::queens::core::{Mode, QueensSearch};
/// use runut::core::search::Search;
/// let mut sizer = TreeSizer::new(6);
/// while !sizer.run(10) {}
/// let mut search = QueensSearch::new(6, Mode::All);
/// while search.step().is_some() {}
/// assert_eq!(sizer.size().nodes, search.stats().nodes);
/// ```
#[derive(Clone, Debug)]
pub struct TreeSizer {
    n: u16,
    full: u32,
    /// Per placed row: the columns, diagonals and anti-diagonals taken, and the columns of the
    /// next row still to try.
    stack: Vec<(u32, u32, u32, u32)>,
    /// Live nodes found above row n (the root included).
    live: u64,
    done: bool,
}

impl TreeSizer {
    /// A sizer for the `n` × `n` board (1 ≤ n ≤ [`MAX_SIZED_N`]).
    pub fn new(n: u16) -> TreeSizer {
        assert!((1..=MAX_SIZED_N).contains(&n), "the sizer takes 1 <= n <= {MAX_SIZED_N}");
        let full = (1u32 << n) - 1;
        TreeSizer { n, full, stack: vec![(0, 0, 0, full)], live: 1, done: false }
    }

    /// Places up to `budget` queens; true once the whole tree is counted.
    pub fn run(&mut self, budget: u64) -> bool {
        for _ in 0..budget {
            let Some(top) = self.stack.last_mut() else {
                self.done = true;
                return true;
            };
            let (cols, left, right, free) = *top;
            if free == 0 {
                self.stack.pop();
                continue;
            }
            let bit = free & free.wrapping_neg();
            top.3 = free & !bit;
            // A safe column: a live node, and (above the last row) a new row to fill.
            if self.stack.len() < self.n as usize {
                self.live += 1;
                let (c, l, r) = (cols | bit, (left | bit) << 1, (right | bit) >> 1);
                self.stack.push((c, l, r, self.full & !(c | l | r)));
            }
        }
        self.done = self.done || self.stack.is_empty();
        self.done
    }

    /// The tree's size so far (complete once [`TreeSizer::run`] has returned true).
    pub fn size(&self) -> TreeSize {
        TreeSize { n: self.n, nodes: 1 + u64::from(self.n) * self.live }
    }

    /// Live nodes found so far (the sizer's progress).
    pub fn live(&self) -> u64 {
        self.live
    }
}
