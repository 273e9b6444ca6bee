//! The n-queens counter: bitboards (free columns and both diagonals as bit masks, Somers' bit
//! tricks) that search only for the solutions that are canonical under the board's eight
//! symmetries, and weight each by the size of its class (2, 4 or 8). Iterative, so it runs in
//! bounded slices, and split into subtrees so that several workers share a count.
//!
//! Every class of solutions is counted once, through its representative: the solution whose
//! queens stay farthest from the corners. The search generates two kinds of candidate.
//! - **A queen in a corner**: put it at row 0, column 0. Such a solution is never symmetric
//!   (a corner queen and a symmetry would need two queens on one diagonal), so its class has 8
//!   members; the reflection in the main diagonal is ruled out by asking that the queen of
//!   row 1 (column `b`) comes before the queen of column 1 (row `b` at the least).
//! - **No queen in a corner**: the queen of row 0 is in column `b`, the least distance from a
//!   corner of any queen on the four edges: rows above `b` keep off the side columns, the last
//!   row keeps `b` columns off each corner, and the row `b` from the bottom, if the side
//!   columns are still free there, must use one. The rotations that keep row 0's queen at
//!   column `b` are then compared, row by row: a smaller one means another member of the
//!   class is the representative; an equal one gives the class size (2 if a quarter turn keeps
//!   the solution, 4 if a half turn does, else 8).
//!
//! The tests check the totals and the distinct counts against OEIS A000170 and A002562, and
//! against the step engine.

use super::search::MAX_COUNTED_N;
use crate::core::deal::deal;
use serde::{Deserialize, Serialize};

/// One unit of counting work: the candidates of one kind with one queen fixed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Subtree {
    /// No queen in a corner; row 0's queen in column `first`, row 1's in column `second`.
    Edge {
        /// Row 0's column.
        first: u16,
        /// Row 1's column.
        second: u16,
    },
    /// A queen in the corner (row 0, column 0) and row 1's queen in column `second`.
    Corner {
        /// Row 1's column.
        second: u16,
    },
    /// The 1 × 1 board: one queen, a class of one.
    Lone,
}

/// The subtrees that together count every solution of n-queens once, the largest first.
pub fn subtrees(n: u16) -> Vec<Subtree> {
    if n == 1 {
        return vec![Subtree::Lone];
    }
    // Row 1's queen is not attacked by row 0's, and keeps off the sides while row 1 is above
    // row 0's column.
    let seconds = move |first: u16| {
        (0..n).filter(move |&c| c.abs_diff(first) > 1 && (first <= 1 || (c != 0 && c != n - 1)))
    };
    let edges = (1..n)
        .take_while(|&b| b < n - 1 - b)
        .flat_map(move |first| seconds(first).map(move |second| Subtree::Edge { first, second }));
    let corners = (2..n.saturating_sub(1)).map(|second| Subtree::Corner { second });
    edges.chain(corners).collect()
}

/// Splits the subtrees of `n` into at most `parts` lists of similar total work (dealt out
/// round-robin, the largest first).
pub fn split_subtrees(n: u16, parts: usize) -> Vec<Vec<Subtree>> {
    deal(subtrees(n), parts)
}

/// One row of the search: the columns still to try, and what the queens above attack.
#[derive(Clone, Copy, Debug, Default)]
struct Row {
    untried: u32,
    left: u32,
    down: u32,
    right: u32,
}

/// What the rows of the current subtree must respect.
#[derive(Clone, Copy, Debug, Default)]
struct Rules {
    /// The corner kind: rows above `before` keep off column 1. The edge kind: they keep off
    /// both side columns.
    corner: bool,
    before: usize,
    /// Edge kind: the row `n − 1 − b` (a side queen there must exist if a side is free), the
    /// columns the last row keeps off, and the column a half turn needs in the last row.
    mirror_row: usize,
    last_row_avoids: u32,
    half_turn_bit: u32,
}

/// The counter (iterative, so it can run in bounded slices).
///
/// ```
/// use runut::problems::queens::core::{subtrees, BitCounter};
/// let mut counter = BitCounter::new(8, subtrees(8));
/// while !counter.run(1_000) {}
/// assert_eq!((counter.solutions(), counter.distinct()), (92, 12));
/// ```
#[derive(Clone, Debug)]
pub struct BitCounter {
    n: usize,
    mask: u32,
    tasks: Vec<Subtree>,
    rules: Rules,
    /// The row being filled (0: no subtree under way) and the first row a subtree chooses.
    row: usize,
    first_row: usize,
    rows: [Row; 32],
    /// The queen of each row (one bit).
    queens: [u32; 32],
    solutions: u64,
    distinct: u64,
    placements: u64,
}

impl BitCounter {
    /// A counter of the solutions of n-queens (1 ≤ n ≤ [`MAX_COUNTED_N`]) in `tasks`.
    pub fn new(n: u16, mut tasks: Vec<Subtree>) -> Self {
        assert!((1..=MAX_COUNTED_N).contains(&n), "n out of range");
        tasks.reverse();
        BitCounter {
            n: n as usize,
            mask: (1u32 << n) - 1,
            tasks,
            rules: Rules::default(),
            row: 0,
            first_row: 0,
            rows: [Row::default(); 32],
            queens: [0; 32],
            solutions: 0,
            distinct: 0,
            placements: 0,
        }
    }

    /// Solutions counted so far.
    pub fn solutions(&self) -> u64 {
        self.solutions
    }

    /// Classes of solutions under rotations and reflections counted so far (each class once).
    pub fn distinct(&self) -> u64 {
        self.distinct
    }

    /// Queens placed so far: the counter's nodes.
    pub fn placements(&self) -> u64 {
        self.placements
    }

    fn found(&mut self, class: u64) {
        self.solutions += class;
        self.distinct += 1;
    }

    /// Places the fixed queens of the next subtree; false when none is left.
    fn begin_next_task(&mut self) -> bool {
        let Some(task) = self.tasks.pop() else {
            return false;
        };
        let last = self.n - 1;
        let (queens, rules): (&[u32], Rules) = match task {
            Subtree::Lone => {
                self.placements += 1;
                self.found(1);
                return self.begin_next_task();
            }
            Subtree::Corner { second } => {
                let rules = Rules { corner: true, before: second as usize, ..Rules::default() };
                (&[1, 1 << second], rules)
            }
            Subtree::Edge { first, second } => {
                let b = first as usize;
                let rules = Rules {
                    corner: false,
                    before: b,
                    mirror_row: last - b,
                    // The last row keeps `b` columns off each corner.
                    last_row_avoids: ((1u32 << b) - 1) | (((1u32 << b) - 1) << (self.n - b)),
                    half_turn_bit: 1 << (last - b),
                };
                (&[1 << first, 1 << second], rules)
            }
        };
        self.rules = rules;
        let (mut left, mut down, mut right) = (0u32, 0u32, 0u32);
        for (r, &bit) in queens.iter().enumerate() {
            self.queens[r] = bit;
            (left, down, right) = ((left | bit) << 1, down | bit, (right | bit) >> 1);
        }
        self.placements += queens.len() as u64;
        self.first_row = queens.len();
        match self.enter(self.first_row, left, down, right) {
            Some(untried) => {
                self.row = self.first_row;
                self.rows[self.row] = Row { untried, left, down, right };
            }
            None => self.row = 0,
        }
        true
    }

    /// The columns row `row` may try, given what the queens above attack; `None` if there is
    /// nothing to try there (the last row is settled at once: counted or not).
    #[inline(always)]
    fn enter(&mut self, row: usize, left: u32, down: u32, right: u32) -> Option<u32> {
        let free = self.mask & !(left | down | right);
        let rules = self.rules;
        let last = self.n - 1;
        if row < rules.before {
            let keep_off = if rules.corner { 2 } else { 1 | (1 << last) };
            let free = free & !keep_off;
            return (free != 0).then_some(free);
        }
        if row == last {
            if free != 0 {
                if rules.corner {
                    // A corner queen's class always has eight members.
                    self.found(8);
                } else if free & rules.last_row_avoids == 0 {
                    self.queens[row] = free;
                    if let Some(class) = self.edge_class() {
                        self.found(class);
                    }
                }
            }
            return None;
        }
        let mut free = free;
        if !rules.corner && row == rules.mirror_row {
            let sides = 1 | (1 << last);
            match down & sides {
                0 => return None,
                taken if taken != sides => free &= sides,
                _ => {}
            }
        }
        (free != 0).then_some(free)
    }

    /// The size of the class of the edge candidate on the board (2, 4 or 8), or `None` if a
    /// rotation of it comes first (another member of its class is counted instead).
    fn edge_class(&self) -> Option<u64> {
        let (n, last, b) = (self.n, self.n - 1, self.rules.before);
        let col = |r: usize| self.queens[r].trailing_zeros() as usize;
        let quarter_keeps_row_0 = col(last - b) == 0;
        let half_keeps_row_0 = self.queens[last] == self.rules.half_turn_bit;
        let three_quarters_keep_row_0 = col(b) == last;
        if !(quarter_keeps_row_0 || half_keeps_row_0 || three_quarters_keep_row_0) {
            return Some(8);
        }
        let mut row_of = [0usize; 32];
        (0..n).for_each(|r| row_of[col(r)] = r);
        // Each rotation that keeps row 0's queen where it is: compare it with the board.
        let quarter = |r: usize| last - row_of[r];
        let half = |r: usize| last - col(last - r);
        let three_quarters = |r: usize| row_of[last - r];
        if quarter_keeps_row_0 {
            match compare(n, col, quarter) {
                Order::Before => return None,
                Order::Same => return Some(2),
                Order::After => {}
            }
        }
        if half_keeps_row_0 {
            match compare(n, col, half) {
                Order::Before => return None,
                Order::Same => return Some(4),
                Order::After => {}
            }
        }
        if three_quarters_keep_row_0 && compare(n, col, three_quarters) == Order::Before {
            return None;
        }
        Some(8)
    }

    /// Places up to `budget` queens; returns true once every subtree is counted.
    pub fn run(&mut self, budget: u64) -> bool {
        let mut spent = 0;
        while spent < budget {
            if self.row == 0 {
                if !self.begin_next_task() {
                    return true;
                }
                continue;
            }
            let row = self.row;
            let here = self.rows[row];
            if here.untried == 0 {
                self.row = if row == self.first_row { 0 } else { row - 1 };
                continue;
            }
            let bit = here.untried & here.untried.wrapping_neg();
            self.rows[row].untried ^= bit;
            self.queens[row] = bit;
            spent += 1;
            let (left, down, right) =
                ((here.left | bit) << 1, here.down | bit, (here.right | bit) >> 1);
            if let Some(untried) = self.enter(row + 1, left, down, right) {
                self.row = row + 1;
                self.rows[self.row] = Row { untried, left, down, right };
            }
        }
        self.placements += spent;
        false
    }
}

/// How a rotation of a solution compares with it, row by row from row 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Order {
    /// The rotation comes first: it has a queen further left in the first row they differ.
    Before,
    /// The rotation is the solution itself.
    Same,
    /// The solution comes first.
    After,
}

fn compare(n: usize, board: impl Fn(usize) -> usize, image: impl Fn(usize) -> usize) -> Order {
    for r in 1..n {
        match image(r).cmp(&board(r)) {
            std::cmp::Ordering::Less => return Order::Before,
            std::cmp::Ordering::Greater => return Order::After,
            std::cmp::Ordering::Equal => {}
        }
    }
    Order::Same
}
