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
    // Sixteen entries, not nine, so that an index masked to four bits is read unchecked.
    rows: [u16; 16],
    cols: [u16; 16],
    boxes: [u16; 16],
    /// The row, column and box of each cell (tables, not divisions: the searches read them for
    /// every cell they look at); 128 entries, so that a cell masked to seven bits is read
    /// unchecked.
    houses: [[u8; 3]; 128],
    /// The empty cells, as a mask of 128 bits (bit c for cell c), in two words: the searches
    /// visit only these, in row-major order, a bit at a time.
    open: [u64; 2],
    empty: usize,
}

impl Board {
    /// The board of a grid whose givens do not clash (a clash leaves its masks as they fall).
    pub fn new(grid: &Grid) -> Board {
        let side = grid.side();
        let cells = side * side;
        let mut houses = [[0; 3]; 128];
        for (cell, house) in houses.iter_mut().enumerate().take(cells) {
            *house = grid.houses(cell).map(|h| match h {
                House::Row(i) | House::Column(i) | House::Box(i) => i,
            });
        }
        let mut board = Board {
            grid: Grid::empty(side),
            rows: [0; 16],
            cols: [0; 16],
            boxes: [0; 16],
            houses,
            open: [0; 2],
            empty: 0,
        };
        for cell in 0..cells {
            board.open[cell / 64] |= 1 << (cell % 64);
            board.empty += 1;
        }
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
        self.used_by(self.houses[cell])
    }

    /// The digits the houses `[row, column, box]` hold, as a mask.
    #[inline]
    fn used_by(&self, [row, col, b]: [u8; 3]) -> u16 {
        let at = |i: u8| usize::from(i & 15);
        self.rows[at(row)] | self.cols[at(col)] | self.boxes[at(b)]
    }

    /// The digits `cell` may take, as a mask (bit d for digit d).
    #[inline]
    pub fn legal(&self, cell: usize) -> u16 {
        self.every_digit() & !self.used(cell)
    }

    /// Puts `digit` in the empty `cell`.
    #[inline(always)]
    pub fn put(&mut self, cell: usize, digit: u8) {
        let bit = 1u16 << digit;
        self.grid.cells[cell] = digit;
        let [row, col, b] = self.houses[cell].map(usize::from);
        self.rows[row] |= bit;
        self.cols[col] |= bit;
        self.boxes[b] |= bit;
        self.open[(cell / 64) & 1] &= !(1 << (cell % 64));
        self.empty -= 1;
    }

    /// Empties `cell`, which holds `digit`.
    #[inline(always)]
    pub fn take(&mut self, cell: usize, digit: u8) {
        let bit = !(1u16 << digit);
        self.grid.cells[cell] = 0;
        let [row, col, b] = self.houses[cell].map(usize::from);
        self.rows[row] &= bit;
        self.cols[col] &= bit;
        self.boxes[b] &= bit;
        self.open[(cell / 64) & 1] |= 1 << (cell % 64);
        self.empty += 1;
    }

    /// Fills every empty cell that has exactly one legal digit (a naked single) with it, in
    /// passes over the cells in row-major order until a pass fills none, pushing each cell filled
    /// on `forced`. Stops at the first empty cell met with no legal digit, and returns it.
    pub fn fill_singles(&mut self, forced: &mut Vec<u8>) -> Option<usize> {
        loop {
            let mut filled_any = false;
            for cell in 0..self.grid.cells.len() {
                if self.grid.cells[cell] != 0 {
                    continue;
                }
                let legal = self.legal(cell);
                if legal == 0 {
                    return Some(cell);
                }
                if legal.count_ones() == 1 {
                    self.put(cell, legal.trailing_zeros() as u8);
                    forced.push(cell as u8);
                    filled_any = true;
                }
            }
            if !filled_any {
                return None;
            }
        }
    }

    /// Empties the cells `forced` lists from its index `from` on, the last first.
    pub fn unfill(&mut self, forced: &mut Vec<u8>, from: usize) {
        while forced.len() > from {
            let cell = usize::from(forced.pop().expect("a cell above `from`"));
            self.take(cell, self.grid.cells[cell]);
        }
    }

    /// The cells other than `cell` sharing a house with it (a cell in two of its houses twice).
    fn peers(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        let houses = self.grid.houses(cell).into_iter();
        houses.flat_map(|house| self.grid.cells_of(house)).filter(move |&peer| peer != cell)
    }

    /// The legal digits of `cell` that would leave another empty cell of its houses with no legal
    /// digit (forward checking): a peer's only digit, or every digit when a peer has none.
    pub fn starving(&self, cell: usize) -> u16 {
        let mut starving = 0;
        for peer in self.peers(cell).filter(|&peer| self.grid.cells[peer] == 0) {
            let legal = self.legal(peer);
            if legal & legal.wrapping_sub(1) == 0 {
                starving |= if legal == 0 { u16::MAX } else { legal };
            }
        }
        starving & self.legal(cell)
    }

    /// The first empty cell (row by row) of `cell`'s houses whose only legal digit is `digit`,
    /// or that has none: the cell that `digit` in `cell` would leave with no legal digit.
    pub fn starved_peer(&self, cell: usize, digit: u8) -> Option<usize> {
        let others = !(1u16 << digit);
        let starved = |&peer: &usize| self.grid.cells[peer] == 0 && self.legal(peer) & others == 0;
        self.peers(cell).filter(starved).min()
    }

    /// Every digit of the grid, as a mask (bit d for digit d).
    pub fn every_digit(&self) -> u16 {
        ((1u16 << self.grid.side()) - 1) << 1
    }

    /// The first empty cell in row-major order from `start` on.
    #[inline]
    pub fn first_empty_from(&self, start: usize) -> Option<usize> {
        let (low, high) = (self.open[0], self.open[1]);
        let from = |word: u64, bit: usize| if bit >= 64 { 0 } else { word >> bit << bit };
        let low = if start < 64 { from(low, start) } else { 0 };
        let high = from(high, start.saturating_sub(64));
        if low != 0 {
            Some(low.trailing_zeros() as usize)
        } else if high != 0 {
            Some(64 + high.trailing_zeros() as usize)
        } else {
            None
        }
    }

    /// The empty cell with the fewest legal digits (ties: the first in row-major order).
    pub fn fewest_candidates(&self) -> Option<usize> {
        let (mut best, mut fewest) = (None, u32::MAX);
        let every = self.every_digit();
        for (word, &cells) in self.open.iter().enumerate() {
            let mut cells = cells;
            while cells != 0 {
                let cell = word * 64 + cells.trailing_zeros() as usize;
                cells &= cells - 1;
                let count = (every & !self.used_by(self.houses[cell & 127])).count_ones();
                if count < fewest {
                    (best, fewest) = (Some(cell), count);
                    if count == 0 {
                        return best;
                    }
                }
            }
        }
        best
    }
}

/// The digits of a mask (bit d for digit d), ascending.
pub fn digits(mask: u16) -> impl Iterator<Item = u8> {
    (1..=9u8).filter(move |d| mask & (1 << d) != 0)
}
