//! Grid geometry every problem shares: an m × n board (a chess board or a maze's grid), its
//! squares, how they are written (`r,c`), iterated and numbered, and the four directions of a
//! step to a neighbour.

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

/// Why a text is not a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotASquare;

impl std::str::FromStr for Square {
    type Err = NotASquare;

    /// Parses `r,c` (spaces around either number allowed), the form [`Display`] writes.
    ///
    /// ```
    /// use runut::core::grid::Square;
    /// assert_eq!("2, 5".parse(), Ok(Square::new(2, 5)));
    /// assert!("2;5".parse::<Square>().is_err());
    /// assert_eq!(Square::new(3, 4).to_string().parse(), Ok(Square::new(3, 4)));
    /// ```
    ///
    /// [`Display`]: std::fmt::Display
    fn from_str(text: &str) -> Result<Square, NotASquare> {
        let (row, col) = text.split_once(',').ok_or(NotASquare)?;
        let number = |part: &str| part.trim().parse::<u16>().map_err(|_| NotASquare);
        Ok(Square::new(number(row)?, number(col)?))
    }
}

/// An m × n board.
///
/// ```
/// use runut::core::grid::{Board, Square};
/// let board = Board::new(3, 4).unwrap();
/// assert_eq!(board.len(), 12);
/// assert!(board.contains(Square::new(2, 3)) && !board.contains(Square::new(3, 0)));
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

    /// The square at position `index` in row-major order (the inverse of [`Board::index`]).
    pub fn square_at(&self, index: usize) -> Square {
        let cols = self.cols as usize;
        Square::new((index / cols) as u16, (index % cols) as u16)
    }

    /// Every square, in row-major order.
    ///
    /// ```
    /// use runut::core::grid::{Board, Square};
    /// let board = Board::new(2, 3).unwrap();
    /// let squares: Vec<Square> = board.squares().collect();
    /// assert_eq!(squares.len(), 6);
    /// assert!(squares.iter().enumerate().all(|(i, &s)| board.index(s) == i && board.square_at(i) == s));
    /// ```
    pub fn squares(&self) -> impl Iterator<Item = Square> {
        let cols = self.cols;
        (0..self.rows).flat_map(move |r| (0..cols).map(move |c| Square::new(r, c)))
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
        images.sort_unstable_by_key(|s| (s.row, s.col));
        images.dedup();
        images
    }

    /// One square of each symmetry class (the first in row-major order), in row-major order.
    pub fn class_representatives(&self) -> Vec<Square> {
        self.squares()
            .filter(|&s| self.images(s).iter().all(|&i| self.index(i) >= self.index(s)))
            .collect()
    }
}

/// One of the four directions of a step to a neighbour (or sides of a cell).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Direction {
    /// Up.
    North,
    /// Right.
    East,
    /// Down.
    South,
    /// Left.
    West,
}

impl Direction {
    /// The four directions in `NESW` order.
    pub const ALL: [Direction; 4] =
        [Direction::North, Direction::East, Direction::South, Direction::West];

    /// The direction's bit in a set of sides (`N` = 1, `E` = 2, `S` = 4, `W` = 8).
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }

    /// The direction's letter in links and hooks: `N`, `E`, `S` or `W`.
    pub const fn letter(self) -> &'static str {
        ["N", "E", "S", "W"][self as usize]
    }

    /// The direction whose letter is `letter` (either case).
    ///
    /// ```
    /// use runut::core::grid::Direction;
    /// assert_eq!(Direction::from_letter('w'), Some(Direction::West));
    /// assert_eq!(Direction::from_letter('x'), None);
    /// ```
    pub fn from_letter(letter: char) -> Option<Direction> {
        let mut bytes = [0; 4];
        let letter: &str = letter.encode_utf8(&mut bytes);
        Direction::ALL.into_iter().find(|d| d.letter().eq_ignore_ascii_case(letter))
    }

    /// The direction that points back.
    pub const fn opposite(self) -> Direction {
        Direction::ALL[(self as usize + 2) % 4]
    }

    /// The neighbour of `from` in this direction, if it lies on `board`.
    pub fn neighbour(self, board: &Board, from: Square) -> Option<Square> {
        let (row, col) = (from.row as i32, from.col as i32);
        let (row, col) = match self {
            Direction::North => (row - 1, col),
            Direction::East => (row, col + 1),
            Direction::South => (row + 1, col),
            Direction::West => (row, col - 1),
        };
        let inside = row >= 0 && col >= 0 && row < board.rows() as i32 && col < board.cols() as i32;
        inside.then(|| Square::new(row as u16, col as u16))
    }

    /// The direction from `a` to `b` when they share a side.
    ///
    /// ```
    /// use runut::core::grid::{Direction, Square};
    /// assert_eq!(Direction::between(Square::new(1, 1), Square::new(0, 1)), Some(Direction::North));
    /// assert_eq!(Direction::between(Square::new(1, 1), Square::new(2, 2)), None);
    /// ```
    pub fn between(a: Square, b: Square) -> Option<Direction> {
        let (dr, dc) = (b.row as i32 - a.row as i32, b.col as i32 - a.col as i32);
        match (dr, dc) {
            (-1, 0) => Some(Direction::North),
            (0, 1) => Some(Direction::East),
            (1, 0) => Some(Direction::South),
            (0, -1) => Some(Direction::West),
            _ => None,
        }
    }
}
