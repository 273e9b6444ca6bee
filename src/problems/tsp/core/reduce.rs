//! Horowitz and Sahni's reduced cost matrix: [`Reduced`], a node's matrix reduced (every row and
//! column that the tour must still leave or enter has a 0), what its reduction subtracted, the
//! entry A(i, j) its road had in its parent's matrix, and its cost c = c(parent) + A(i, j) + r.
//!
//! One subtlety: the book sets A(j, 1) to ∞ in every child, so that no road closes the tour too
//! soon. For the child that reaches the last city this road is the one that closes it, so it is
//! kept there: the last reduction subtracts it, and a complete tour's cost is exactly its weight
//! (a missing road back makes that child dead). On the book's five cities both readings give
//! node 11 the cost 28.

use super::graph::Graph;
use super::tour::{NoTour, Tour};

/// An entry that is ∞ (no road, or one the tour may no longer take).
const INFINITE: u32 = u32::MAX;

/// A square matrix of reduced costs, ∞ where the tour may not go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CostMatrix {
    n: usize,
    cells: Vec<u32>,
}

impl CostMatrix {
    /// Its number of rows (cities).
    pub fn len(&self) -> usize {
        self.n
    }

    /// Whether it has no rows (never).
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// The entry in row `row` and column `col`, `None` for ∞.
    pub fn get(&self, row: u8, col: u8) -> Option<u32> {
        Some(self.cells[usize::from(row) * self.n + usize::from(col)]).filter(|&e| e != INFINITE)
    }

    /// Sets the entry in row `row` and column `col` to ∞.
    fn forbid(&mut self, row: u8, col: u8) {
        self.cells[usize::from(row) * self.n + usize::from(col)] = INFINITE;
    }

    /// The least entry of each of the `n` lines `at(line, k)` for k in 0..n, and subtracts it.
    fn reduce_line(&mut self, line: usize, at: fn(usize, usize, usize) -> usize) -> Option<u32> {
        let least = (0..self.n).map(|k| self.cells[at(self.n, line, k)]).min()?;
        if least != INFINITE {
            for k in 0..self.n {
                let cell = &mut self.cells[at(self.n, line, k)];
                *cell = if *cell == INFINITE { INFINITE } else { *cell - least };
            }
        }
        Some(least)
    }

    /// Reduces the rows in the mask `rows` (bit k for row k), then the columns in `cols`: each
    /// by its least entry, so that it has a 0. An all-∞ row or column among them means no tour.
    fn reduce(&mut self, rows: u16, cols: u16) -> Result<Reduction, NoTour> {
        let mut reduction = Reduction { rows: vec![0; self.n], columns: vec![0; self.n] };
        for row in (0..self.n).filter(|&r| rows >> r & 1 == 1) {
            match self.reduce_line(row, |n, r, k| r * n + k) {
                Some(INFINITE) | None => return Err(NoTour::CannotLeave(row as u8)),
                Some(least) => reduction.rows[row] = least,
            }
        }
        for col in (0..self.n).filter(|&c| cols >> c & 1 == 1) {
            match self.reduce_line(col, |n, c, k| k * n + c) {
                Some(INFINITE) | None => return Err(NoTour::CannotEnter(col as u8)),
                Some(least) => reduction.columns[col] = least,
            }
        }
        Ok(reduction)
    }
}

/// What one reduction subtracted from each row and each column (0 where it subtracted nothing).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reduction {
    /// What it subtracted from each row.
    pub rows: Vec<u32>,
    /// What it subtracted from each column.
    pub columns: Vec<u32>,
}

impl Reduction {
    /// r: everything it subtracted.
    pub fn total(&self) -> u32 {
        self.rows.iter().chain(&self.columns).sum()
    }
}

/// A node of the reduced-cost tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reduced {
    /// Its reduced matrix.
    pub matrix: CostMatrix,
    /// What its reduction subtracted (r is its total).
    pub reduction: Reduction,
    /// A(i, j): the entry of its road i → j in its parent's reduced matrix (`None` at the root).
    pub edge: Option<u32>,
    /// Its cost: the root's r; a child's c(parent) + A(i, j) + r. A complete tour's cost is its
    /// weight, the road back to city 0 included.
    pub cost: u32,
}

impl Reduced {
    /// The root: the graph's matrix with every row and column reduced.
    pub fn root(graph: &Graph) -> Reduced {
        let n = graph.len();
        let cells = (0..n * n)
            .map(|k| graph.weight((k / n) as u8, (k % n) as u8).unwrap_or(INFINITE))
            .collect();
        let mut matrix = CostMatrix { n, cells };
        let every = (1u16 << n) - 1;
        let reduction =
            matrix.reduce(every, every).expect("a graph has roads in and out of each city");
        let cost = reduction.total();
        Reduced { matrix, reduction, edge: None, cost }
    }

    /// The node of `tour`, rebuilt from the root along its roads.
    pub fn along(graph: &Graph, tour: &Tour) -> Result<Reduced, NoTour> {
        let mut node = Reduced::root(graph);
        let mut so_far = Tour::start();
        for &city in &tour.cities()[1..] {
            node = node.child(&so_far, city).expect("a tour takes only roads")?;
            so_far = so_far.then(city);
        }
        Ok(node)
    }

    /// The child of this node, whose tour is `tour`, that goes on to `city`: `None` if there is
    /// no road (it is not generated). Row i and column j become ∞, and so does the road from j
    /// back to city 0 unless j is the last city (then that road closes the tour); the matrix is
    /// reduced over the rows the tour must still leave and the columns it must still enter.
    pub fn child(&self, tour: &Tour, city: u8) -> Option<Result<Reduced, NoTour>> {
        let (from, n) = (tour.last(), self.matrix.n);
        let edge = self.matrix.get(from, city)?;
        let next = tour.then(city);
        let mut matrix = self.matrix.clone();
        for k in 0..n as u8 {
            matrix.forbid(from, k);
            matrix.forbid(k, city);
        }
        let complete = next.len() == n;
        if !complete {
            matrix.forbid(city, 0);
        }
        let unvisited: u16 = next.unvisited(n).map(|c| 1 << c).sum();
        let reduced = matrix.reduce(unvisited | 1 << city, unvisited | 1);
        Some(reduced.map(|reduction| {
            let cost = self.cost + edge + reduction.total();
            Reduced { matrix, reduction, edge: Some(edge), cost }
        }))
    }
}
