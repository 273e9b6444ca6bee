//! An independent reference: the chapter's backtracking written as a plain recursion over
//! coordinates, numbering nodes as it generates them; and the simple paths counted over bit
//! masks of visited cells.

use runut::core::grid::Square;

/// The reference's view of a labyrinth: size, walls as a bit mask (bit r·cols + c), start, goal
/// and the directions as (row, column) steps in priority order.
#[derive(Clone, Debug)]
pub struct Case {
    /// Rows.
    pub rows: i32,
    /// Columns.
    pub cols: i32,
    /// Wall bits.
    pub walls: u32,
    /// Start (row, col).
    pub start: (i32, i32),
    /// Goal (row, col).
    pub goal: (i32, i32),
    /// The order as letters.
    pub order: &'static str,
}

/// What the recursion counted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Walk {
    /// Nodes generated, the start included.
    pub nodes: u64,
    /// Dead nodes.
    pub dead: u64,
    /// Retreats.
    pub backtracks: u64,
    /// Solutions.
    pub solutions: u64,
    /// The node numbers of the first solution's path, start first.
    pub first_path: Vec<u64>,
}

fn delta(letter: char) -> (i32, i32) {
    match letter {
        'E' => (0, 1),
        'S' => (1, 0),
        'W' => (0, -1),
        _ => (-1, 0),
    }
}

impl Case {
    fn bit(&self, (r, c): (i32, i32)) -> u32 {
        1 << (r * self.cols + c)
    }

    /// The walls as squares.
    pub fn wall_squares(&self) -> Vec<Square> {
        let cells = (0..self.rows).flat_map(|r| (0..self.cols).map(move |c| (r, c)));
        cells.filter(|&rc| self.walls & self.bit(rc) != 0).map(|(r, c)| sq((r, c))).collect()
    }

    /// Runs the recursion; `first` stops at the first solution.
    pub fn walk(&self, first: bool) -> Walk {
        let mut walk = Walk { nodes: 1, ..Walk::default() };
        let mut numbers = vec![1];
        self.visit(self.start, self.bit(self.start), first, &mut walk, &mut numbers);
        walk
    }

    /// Expands `at` (on the path `seen`); true when the search stops.
    fn visit(
        &self,
        at: (i32, i32),
        seen: u32,
        first: bool,
        w: &mut Walk,
        nums: &mut Vec<u64>,
    ) -> bool {
        if at == self.goal {
            w.solutions += 1;
            if w.solutions == 1 {
                w.first_path = nums.clone();
            }
            if first {
                return true;
            }
        } else {
            for (dr, dc) in self.order.chars().map(delta) {
                let next = (at.0 + dr, at.1 + dc);
                if next.0 < 0 || next.1 < 0 || next.0 >= self.rows || next.1 >= self.cols {
                    continue;
                }
                w.nodes += 1;
                let bit = self.bit(next);
                if self.walls & bit != 0 || seen & bit != 0 {
                    w.dead += 1;
                    continue;
                }
                nums.push(w.nodes);
                if self.visit(next, seen | bit, first, w, nums) {
                    return true;
                }
                nums.pop();
            }
        }
        w.backtracks += 1;
        false
    }

    /// The simple paths from start to goal, counted by extending bit masks one step at a time.
    pub fn simple_paths(&self) -> u64 {
        let n = self.rows * self.cols;
        let mut paths = 0;
        let mut frontier = vec![(self.bit(self.start), self.start)];
        while let Some((seen, at)) = frontier.pop() {
            if at == self.goal {
                paths += 1;
                continue;
            }
            for k in 0..n {
                let next = (k / self.cols, k % self.cols);
                let adjacent = (next.0 - at.0).abs() + (next.1 - at.1).abs() == 1;
                let bit = self.bit(next);
                if adjacent && (self.walls | seen) & bit == 0 {
                    frontier.push((seen | bit, next));
                }
            }
        }
        paths
    }

    /// The length in steps of a shortest path, by growing the set of cells within k steps.
    pub fn shortest(&self) -> Option<usize> {
        let mut within = self.bit(self.start);
        for k in 0..(self.rows * self.cols) as usize {
            if within & self.bit(self.goal) != 0 {
                return Some(k);
            }
            let mut grown = within;
            for r in 0..self.rows {
                for c in 0..self.cols {
                    let near = [(r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)];
                    let inside =
                        |&&(a, b): &&(i32, i32)| a >= 0 && b >= 0 && a < self.rows && b < self.cols;
                    if near.iter().filter(inside).any(|&rc| within & self.bit(rc) != 0) {
                        grown |= self.bit((r, c));
                    }
                }
            }
            grown &= !self.walls;
            within = grown;
        }
        None
    }
}

/// A start and a goal, each (row, col).
pub type Ends = ((i32, i32), (i32, i32));

/// A square from (row, col).
pub fn sq((r, c): (i32, i32)) -> Square {
    Square::new(r as u16, c as u16)
}

/// Every case on a `rows` × `cols` grid with the given ends and orders, over every wall pattern
/// that leaves the ends open, taking one pattern in `every`.
pub fn cases(
    rows: i32,
    cols: i32,
    ends: &[Ends],
    orders: &[&'static str],
    every: usize,
) -> Vec<Case> {
    let mut out = Vec::new();
    for &(start, goal) in ends {
        for &order in orders {
            for walls in (0u32..1 << (rows * cols)).step_by(every) {
                let case = Case { rows, cols, walls, start, goal, order };
                if walls & (case.bit(start) | case.bit(goal)) == 0 {
                    out.push(case);
                }
            }
        }
    }
    out
}
