//! A [`Matrix`] read from its text in a link, row by row: rows separated by `;`, entries by `,`,
//! `x` (or `∞`) for nothing where the problem allows it, with typed errors.

use super::square::{Matrix, MAX_ENTRY};
use crate::core::numbers::{entries, NumberError};

/// What a problem accepts as its matrix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    /// The fewest rows.
    pub min: usize,
    /// The most rows.
    pub max: usize,
    /// Whether an entry may be missing (`x`).
    pub missing: bool,
}

/// Why a text is not a matrix the problem accepts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatrixError {
    /// It has `rows` rows, not from `min` to `max`.
    Size {
        /// Its number of rows.
        rows: usize,
        /// The fewest accepted.
        min: usize,
        /// The most accepted.
        max: usize,
    },
    /// Row `row` (from 0) has `entries` entries, not one for each of the `expected` rows.
    NotSquare {
        /// The row, from 0.
        row: usize,
        /// Its number of entries.
        entries: usize,
        /// The number of rows.
        expected: usize,
    },
    /// The entry in row `row` and column `col` (from 0) cannot be read.
    Entry {
        /// Its row, from 0.
        row: usize,
        /// Its column, from 0.
        col: usize,
        /// What is wrong with it.
        error: NumberError,
    },
}

impl Matrix {
    /// Reads a matrix of the given shape, each entry from 0 to [`MAX_ENTRY`].
    ///
    /// ```
    /// use runut::core::matrix::{Matrix, MatrixError, Shape};
    /// use runut::core::numbers::NumberError;
    /// let shape = Shape { min: 2, max: 12, missing: true };
    /// let m = Matrix::parse("x,20,30;15,x,16;3,5,x", shape).unwrap();
    /// assert_eq!((m.get(0, 1), m.get(1, 1)), (Some(20), None));
    /// assert_eq!(
    ///     Matrix::parse("x,1;2", shape),
    ///     Err(MatrixError::NotSquare { row: 1, entries: 1, expected: 2 })
    /// );
    /// let costs = Shape { missing: false, ..shape };
    /// assert_eq!(
    ///     Matrix::parse("1,2;x,4", costs),
    ///     Err(MatrixError::Entry { row: 1, col: 0, error: NumberError::Missing })
    /// );
    /// ```
    pub fn parse(text: &str, shape: Shape) -> Result<Matrix, MatrixError> {
        let lines: Vec<&str> = text.trim().trim_end_matches(';').split(';').collect();
        let n = if text.trim().is_empty() { 0 } else { lines.len() };
        if n < shape.min || n > shape.max {
            return Err(MatrixError::Size { rows: n, min: shape.min, max: shape.max });
        }
        let mut cells = Vec::with_capacity(n * n);
        for (row, line) in lines.iter().enumerate() {
            let read = entries(line, MAX_ENTRY).map_err(|bad| MatrixError::Entry {
                row,
                col: bad.index,
                error: bad.error,
            })?;
            if read.len() != n {
                return Err(MatrixError::NotSquare { row, entries: read.len(), expected: n });
            }
            if let Some(col) = read.iter().position(Option::is_none).filter(|_| !shape.missing) {
                return Err(MatrixError::Entry { row, col, error: NumberError::Missing });
            }
            cells.extend(read);
        }
        Ok(Matrix::from_fn(n, |row, col| cells[row * n + col]))
    }
}
