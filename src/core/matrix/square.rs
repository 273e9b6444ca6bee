//! [`Matrix`] itself: its entries, random ones from a seed, its text.

use oorandom::Rand32;

/// The largest entry of a matrix.
pub const MAX_ENTRY: u32 = 9999;

/// A square matrix of whole numbers from 0 to [`MAX_ENTRY`], an entry `None` where there is
/// nothing (no road).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matrix {
    n: usize,
    cells: Vec<Option<u32>>,
}

impl Matrix {
    /// The `n` × `n` matrix whose entry in row `row` and column `col` (from 0) is
    /// `entry(row, col)`.
    ///
    /// ```
    /// use runut::core::matrix::Matrix;
    /// let m = Matrix::from_fn(2, |r, c| (r != c).then_some(7));
    /// assert_eq!(m.to_text(), "x,7;7,x");
    /// ```
    pub fn from_fn(n: usize, entry: impl Fn(usize, usize) -> Option<u32>) -> Matrix {
        let cells = (0..n * n).map(|k| entry(k / n, k % n)).collect();
        Matrix { n, cells }
    }

    /// A random `n` × `n` matrix from `seed`, every entry present, from 1 to `max`; with
    /// `symmetric`, the entry in row r and column c equals the one in row c and column r.
    /// The same seed always makes the same matrix.
    pub fn random(n: usize, seed: u64, max: u32, symmetric: bool) -> Matrix {
        let mut rng = Rand32::new(seed);
        let mut cells = vec![None; n * n];
        for r in 0..n {
            for c in 0..n {
                cells[r * n + c] = if symmetric && c < r {
                    cells[c * n + r]
                } else {
                    Some(rng.rand_range(1..max.max(1) + 1))
                };
            }
        }
        Matrix { n, cells }
    }

    /// Its number of rows (and of columns).
    pub fn len(&self) -> usize {
        self.n
    }

    /// Whether it has no rows.
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// The entry in row `row` and column `col` (from 0), if there is one.
    pub fn get(&self, row: usize, col: usize) -> Option<u32> {
        self.cells[row * self.n + col]
    }

    /// The first pair (row, column) whose two entries differ (missing or not), if any.
    ///
    /// ```
    /// use runut::core::matrix::Matrix;
    /// let m = Matrix::from_fn(3, |r, c| Some((r * c + r) as u32));
    /// assert_eq!(m.asymmetry(), Some((0, 1)));
    /// assert_eq!(Matrix::from_fn(3, |r, c| Some((r + c) as u32)).asymmetry(), None);
    /// ```
    pub fn asymmetry(&self) -> Option<(usize, usize)> {
        let n = self.n;
        (0..n)
            .flat_map(|r| (r + 1..n).map(move |c| (r, c)))
            .find(|&(r, c)| self.get(r, c) != self.get(c, r))
    }

    /// Its text as [`Matrix::parse`] reads it: rows separated by `;`, entries by `,`, `x` where
    /// there is nothing.
    pub fn to_text(&self) -> String {
        let row = |r: usize| {
            let entry = |c: usize| self.get(r, c).map_or("x".to_string(), |e| e.to_string());
            (0..self.n).map(entry).collect::<Vec<_>>().join(",")
        };
        (0..self.n).map(row).collect::<Vec<_>>().join(";")
    }
}
