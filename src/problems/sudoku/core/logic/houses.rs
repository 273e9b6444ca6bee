//! The houses of a grid of side 4 or 9 as tables of cells, numbered rows first, then columns,
//! then boxes, so that the techniques scan them in that order without allocating.

use crate::problems::sudoku::core::search::grid::House;

/// The cells of each house of a 9 × 9 grid, in row-major order.
const NINE: [[u8; 9]; 27] = table::<9, 27>(3);
/// The cells of each house of a 4 × 4 grid, in row-major order.
const FOUR: [[u8; 4]; 12] = table::<4, 12>(2);

/// The houses' cells of a grid of side `S` with boxes of side `b`: `3 S` houses.
const fn table<const S: usize, const H: usize>(b: usize) -> [[u8; S]; H] {
    let mut out = [[0u8; S]; H];
    let mut i = 0;
    while i < S {
        let mut j = 0;
        while j < S {
            out[i][j] = (i * S + j) as u8;
            out[S + i][j] = (j * S + i) as u8;
            out[2 * S + i][j] = ((i / b * b + j / b) * S + i % b * b + j % b) as u8;
            j += 1;
        }
        i += 1;
    }
    out
}

/// The houses of a grid of one side, by number: rows `0..side`, columns `side..2 side`, boxes
/// `2 side..3 side`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Houses {
    side: usize,
}

impl Houses {
    /// The houses of a grid of side `side` (4 or 9; any other side is taken as 9).
    pub(super) fn of(side: usize) -> Houses {
        Houses { side: if side == 4 { 4 } else { 9 } }
    }

    /// How many houses there are: three times the side.
    pub(super) fn count(self) -> usize {
        3 * self.side
    }

    /// The cells of house `index`, in row-major order.
    pub(super) fn cells(self, index: usize) -> &'static [u8] {
        if self.side == 4 {
            &FOUR[index]
        } else {
            &NINE[index]
        }
    }

    /// House `index` as the grid names it.
    pub(super) fn house(self, index: usize) -> House {
        let (kind, at) = (index / self.side, (index % self.side) as u8);
        match kind {
            0 => House::Row(at),
            1 => House::Column(at),
            _ => House::Box(at),
        }
    }

    /// The numbers of `cell`'s row, column and box.
    pub(super) fn of_cell(self, cell: usize) -> [usize; 3] {
        let (side, b) = (self.side, if self.side == 4 { 2 } else { 3 });
        let (row, col) = (cell / side, cell % side);
        [row, side + col, 2 * side + row / b * b + col / b]
    }

    /// Whether two different cells share a house.
    pub(super) fn sees(self, a: usize, b: usize) -> bool {
        let (x, y) = (self.of_cell(a), self.of_cell(b));
        a != b && (x[0] == y[0] || x[1] == y[1] || x[2] == y[2])
    }
}
