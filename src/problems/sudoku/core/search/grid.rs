//! A Sudoku grid of side 4 or 9 (boxes of 2 × 2 or 3 × 3), read from its text, and the board a
//! search fills: which digits each row, column and box holds.

use serde::{Deserialize, Serialize};

/// The sides a grid may have: 4 (the 4 × 4 puzzles of Test yourself) and 9.
pub const SIDES: [usize; 2] = [4, 9];

/// Why a text is not a grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GridError {
    /// It has this many cells, neither 16 nor 81.
    Length(usize),
    /// Cell `cell` (from 0) holds a character that is neither a digit of the grid nor empty.
    Character {
        /// The character.
        found: char,
        /// The cell it stands for, from 0.
        cell: usize,
    },
}

/// A row, a column or a box: a house, which holds each digit at most once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum House {
    /// A row, from 0.
    Row(u8),
    /// A column, from 0.
    Column(u8),
    /// A box, from 0, left to right then top to bottom.
    Box(u8),
}

/// A grid of digits, `0` for an empty cell, row by row.
///
/// ```
/// use runut::problems::sudoku::core::Grid;
/// let grid = Grid::parse("12.. ..12 2... ...1").unwrap();
/// assert_eq!((grid.side(), grid.givens()), (4, 6));
/// assert_eq!(grid.text(), "12....122......1");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Grid {
    side: u8,
    cells: Vec<u8>,
}

impl Grid {
    /// Reads a grid: 16 or 81 characters, a digit for a given, `.` or `0` for an empty cell;
    /// spaces, line breaks and `|`, `-`, `+` (a drawn grid's lines) are ignored.
    pub fn parse(text: &str) -> Result<Grid, GridError> {
        let kept: Vec<char> =
            text.chars().filter(|c| !c.is_whitespace() && !matches!(c, '|' | '-' | '+')).collect();
        let side = match kept.len() {
            16 => 4,
            81 => 9,
            length => return Err(GridError::Length(length)),
        };
        let digit = |(cell, &found): (usize, &char)| match found {
            '.' | '0' => Ok(0),
            _ => found
                .to_digit(10)
                .filter(|&d| d as usize <= side)
                .map(|d| d as u8)
                .ok_or(GridError::Character { found, cell }),
        };
        let cells = kept.iter().enumerate().map(digit).collect::<Result<_, _>>()?;
        Ok(Grid { side: side as u8, cells })
    }

    /// An empty grid of side `side` (4 or 9).
    pub fn empty(side: usize) -> Grid {
        Grid { side: side as u8, cells: vec![0; side * side] }
    }

    /// The grid's side: 4 or 9.
    pub fn side(&self) -> usize {
        usize::from(self.side)
    }

    /// The side of its boxes: 2 or 3.
    pub fn box_side(&self) -> usize {
        if self.side == 4 {
            2
        } else {
            3
        }
    }

    /// The digits, row by row, `0` for an empty cell.
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// The digit of `cell` (from 0, row by row), `0` if it is empty.
    pub fn get(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    /// The grid with `digit` in `cell` (`0` empties it).
    pub fn with(&self, cell: usize, digit: u8) -> Grid {
        let mut next = self.clone();
        next.cells[cell] = digit.min(self.side);
        next
    }

    /// How many cells hold a digit.
    pub fn givens(&self) -> usize {
        self.cells.iter().filter(|&&d| d != 0).count()
    }

    /// The grid as one line: a digit for a given, `.` for an empty cell.
    pub fn text(&self) -> String {
        self.cells.iter().map(|&d| if d == 0 { '.' } else { char::from(b'0' + d) }).collect()
    }

    /// The houses of `cell`: its row, its column, its box.
    pub fn houses(&self, cell: usize) -> [House; 3] {
        let (side, b) = (self.side(), self.box_side());
        let (row, col) = (cell / side, cell % side);
        [
            House::Row(row as u8),
            House::Column(col as u8),
            House::Box(((row / b) * b + col / b) as u8),
        ]
    }

    /// The cells of `house`, in row-major order.
    pub fn cells_of(&self, house: House) -> impl Iterator<Item = usize> {
        let (side, b) = (self.side(), self.box_side());
        (0..side).map(move |i| match house {
            House::Row(r) => usize::from(r) * side + i,
            House::Column(c) => i * side + usize::from(c),
            House::Box(x) => {
                let (top, left) = (usize::from(x) / b * b, usize::from(x) % b * b);
                (top + i / b) * side + left + i % b
            }
        })
    }

    /// The first cell of `cell`'s houses (its row, then its column, then its box) that holds
    /// `digit`, with the house: why `digit` cannot go in `cell`.
    pub fn holder(&self, cell: usize, digit: u8) -> Option<(House, usize)> {
        self.houses(cell).into_iter().find_map(|house| {
            let mut cells = self.cells_of(house);
            let held = cells.find(|&c| c != cell && self.cells[c] == digit);
            held.map(|c| (house, c))
        })
    }

    /// The first two givens that break the rules (in row-major order of the second), with the
    /// house they share: a puzzle with such a pair has no solution.
    ///
    /// ```
    /// use runut::problems::sudoku::core::{Grid, House};
    /// let grid = Grid::parse("1..1 .... .... ....").unwrap();
    /// assert_eq!(grid.clash(), Some((0, 3, House::Row(0))));
    /// ```
    pub fn clash(&self) -> Option<(usize, usize, House)> {
        (0..self.cells.len()).filter(|&c| self.cells[c] != 0).find_map(|cell| {
            let (house, first) = self.holder(cell, self.cells[cell])?;
            (first < cell).then_some((first, cell, house))
        })
    }
}

/// A grid being filled: the digits each row, column and box holds, as bit masks (bit d for
/// digit d), kept in step with the cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    grid: Grid,
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
    /// The box of each cell.
    box_of: Vec<u8>,
    empty: usize,
}

impl Board {
    /// The board of a grid whose givens do not clash (a clash leaves its masks as they fall).
    pub fn new(grid: &Grid) -> Board {
        let side = grid.side();
        let box_of = (0..side * side)
            .map(|cell| match grid.houses(cell)[2] {
                House::Box(b) => b,
                _ => unreachable!("a cell's third house is its box"),
            })
            .collect();
        let mut board = Board {
            grid: Grid::empty(side),
            rows: [0; 9],
            cols: [0; 9],
            boxes: [0; 9],
            box_of,
            empty: side * side,
        };
        for (cell, &digit) in grid.cells().iter().enumerate() {
            if digit != 0 {
                board.put(cell, digit);
            }
        }
        board
    }

    /// The grid as it stands.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// How many cells are empty.
    pub fn empty_cells(&self) -> usize {
        self.empty
    }

    /// The digits `cell`'s houses already hold, as a mask (bit d for digit d).
    #[inline]
    pub fn used(&self, cell: usize) -> u16 {
        let side = self.grid.side();
        self.rows[cell / side] | self.cols[cell % side] | self.boxes[usize::from(self.box_of[cell])]
    }

    /// The digits `cell` may take, as a mask (bit d for digit d).
    #[inline]
    pub fn legal(&self, cell: usize) -> u16 {
        let all = ((1u16 << self.grid.side()) - 1) << 1;
        all & !self.used(cell)
    }

    /// Puts `digit` in the empty `cell`.
    #[inline]
    pub fn put(&mut self, cell: usize, digit: u8) {
        let (side, bit) = (self.grid.side(), 1u16 << digit);
        self.grid.cells[cell] = digit;
        self.rows[cell / side] |= bit;
        self.cols[cell % side] |= bit;
        self.boxes[usize::from(self.box_of[cell])] |= bit;
        self.empty -= 1;
    }

    /// Empties `cell`, which holds `digit`.
    #[inline]
    pub fn take(&mut self, cell: usize, digit: u8) {
        let (side, bit) = (self.grid.side(), !(1u16 << digit));
        self.grid.cells[cell] = 0;
        self.rows[cell / side] &= bit;
        self.cols[cell % side] &= bit;
        self.boxes[usize::from(self.box_of[cell])] &= bit;
        self.empty += 1;
    }

    /// The first empty cell in row-major order.
    pub fn first_empty(&self) -> Option<usize> {
        self.grid.cells.iter().position(|&d| d == 0)
    }

    /// The empty cell with the fewest legal digits (ties: the first in row-major order).
    pub fn fewest_candidates(&self) -> Option<usize> {
        let mut best: Option<(usize, u32)> = None;
        for cell in 0..self.grid.cells.len() {
            if self.grid.cells[cell] != 0 {
                continue;
            }
            let count = self.legal(cell).count_ones();
            if best.is_none_or(|(_, fewest)| count < fewest) {
                best = Some((cell, count));
                if count == 0 {
                    break;
                }
            }
        }
        best.map(|(cell, _)| cell)
    }
}

/// The digits of a mask (bit d for digit d), ascending.
pub fn digits(mask: u16) -> impl Iterator<Item = u8> {
    (1..=9u8).filter(move |d| mask & (1 << d) != 0)
}
