//! Board geometry for the chess problems: an m × n board, its squares and knight moves.

use serde::{Deserialize, Serialize};

/// The smallest number of rows or columns a board may have.
pub const MIN_SIDE: u16 = 1;
/// The largest number of rows or columns a board may have.
pub const MAX_SIDE: u16 = 1000;

/// A square of a board, 0-based, row 0 at the top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Square {
    /// Row, 0 at the top.
    pub row: u16,
    /// Column, 0 at the left.
    pub col: u16,
}

impl Square {
    /// The square at `row`, `col`.
    pub const fn new(row: u16, col: u16) -> Self {
        Square { row, col }
    }
}

impl std::fmt::Display for Square {
    /// Formats as `r,c`, the form used in URLs and `data-path`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{},{}", self.row, self.col)
    }
}

/// The knight's eight moves as (row delta, column delta), in the order the seed programs try them.
pub const KNIGHT_MOVES: [(i32, i32); 8] =
    [(2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1)];

/// An m × n board.
///
/// ```
/// use runut::core::grid::{Board, Square};
/// let board = Board::new(3, 4).unwrap();
/// let moves: Vec<Square> = board.knight_moves(Square::new(0, 0)).collect();
/// assert_eq!(moves, vec![Square::new(2, 1), Square::new(1, 2)]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    rows: u16,
    cols: u16,
}

impl Board {
    /// A board of `rows` × `cols`, or `None` if a side is outside `MIN_SIDE..=MAX_SIDE`.
    pub fn new(rows: u16, cols: u16) -> Option<Self> {
        let ok = |side: u16| (MIN_SIDE..=MAX_SIDE).contains(&side);
        (ok(rows) && ok(cols)).then_some(Board { rows, cols })
    }

    /// Number of rows.
    pub fn rows(&self) -> u16 {
        self.rows
    }

    /// Number of columns.
    pub fn cols(&self) -> u16 {
        self.cols
    }

    /// Number of squares.
    pub fn len(&self) -> usize {
        self.rows as usize * self.cols as usize
    }

    /// Always false: a board has at least one square.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Whether `square` lies on the board.
    pub fn contains(&self, square: Square) -> bool {
        square.row < self.rows && square.col < self.cols
    }

    /// The square's position in row-major order.
    pub fn index(&self, square: Square) -> usize {
        square.row as usize * self.cols as usize + square.col as usize
    }

    /// The squares a knight on `from` can reach, in the order of [`KNIGHT_MOVES`].
    pub fn knight_moves(&self, from: Square) -> impl Iterator<Item = Square> + '_ {
        KNIGHT_MOVES.iter().filter_map(move |&(dr, dc)| {
            let row = from.row as i32 + dr;
            let col = from.col as i32 + dc;
            let inside = row >= 0 && col >= 0 && row < self.rows as i32 && col < self.cols as i32;
            inside.then(|| Square::new(row as u16, col as u16))
        })
    }

    /// The distinct images of `square` under the symmetries of the board (at most 4 for a
    /// rectangle, 8 for a square), `square` among them: its symmetry class, sorted.
    pub fn images(&self, square: Square) -> Vec<Square> {
        let (last_row, last_col) = (self.rows - 1, self.cols - 1);
        let (r, c) = (square.row, square.col);
        let mut images = vec![
            Square::new(r, c),
            Square::new(last_row - r, c),
            Square::new(r, last_col - c),
            Square::new(last_row - r, last_col - c),
        ];
        if self.rows == self.cols {
            images.extend(images.clone().into_iter().map(|s| Square::new(s.col, s.row)));
        }
        images.sort_by_key(|s| (s.row, s.col));
        images.dedup();
        images
    }

    /// One square of each symmetry class (the first in row-major order), in row-major order.
    pub fn class_representatives(&self) -> Vec<Square> {
        (0..self.rows)
            .flat_map(|r| (0..self.cols).map(move |c| Square::new(r, c)))
            .filter(|&s| self.images(s).iter().all(|&i| self.index(i) >= self.index(s)))
            .collect()
    }

    /// Whether a knight moves from `a` to `b` in one jump.
    pub fn is_knight_move(a: Square, b: Square) -> bool {
        let dr = (a.row as i32 - b.row as i32).abs();
        let dc = (a.col as i32 - b.col as i32).abs();
        (dr == 1 && dc == 2) || (dr == 2 && dc == 1)
    }
}
