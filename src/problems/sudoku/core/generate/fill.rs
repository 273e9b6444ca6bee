//! A fast 9 × 9 backtracking solver on bit masks (the cell with the fewest legal digits first):
//! counting solutions up to a limit, and filling an empty grid in an order drawn from a seed.

use oorandom::Rand64;

/// All nine digits as a mask (bit `d` for digit `d`).
const ALL: u16 = 0b11_1111_1110;

/// A 9 × 9 grid being filled, with the digits each row, column and box holds.
struct Fill {
    cells: [u8; 81],
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
}

/// The box of `cell`.
fn box_of(cell: usize) -> usize {
    cell / 27 * 3 + cell % 9 / 3
}

impl Fill {
    /// The grid of `cells` (`0` for empty); `None` when two givens clash.
    fn new(cells: &[u8; 81]) -> Option<Fill> {
        let mut fill = Fill { cells: [0; 81], rows: [0; 9], cols: [0; 9], boxes: [0; 9] };
        for (cell, &digit) in cells.iter().enumerate().filter(|(_, &d)| d != 0) {
            if fill.legal(cell) & (1 << digit) == 0 {
                return None;
            }
            fill.set(cell, digit, true);
        }
        Some(fill)
    }

    /// The digits `cell` may take.
    #[inline]
    fn legal(&self, cell: usize) -> u16 {
        ALL & !(self.rows[cell / 9] | self.cols[cell % 9] | self.boxes[box_of(cell)])
    }

    /// Puts `digit` in `cell` (`on`) or takes it out.
    #[inline]
    fn set(&mut self, cell: usize, digit: u8, on: bool) {
        let bit = 1u16 << digit;
        self.cells[cell] = if on { digit } else { 0 };
        self.rows[cell / 9] ^= bit;
        self.cols[cell % 9] ^= bit;
        self.boxes[box_of(cell)] ^= bit;
    }

    /// The empty cell with the fewest legal digits, and those digits; `None` when full.
    fn choose(&self) -> Option<(usize, u16)> {
        let mut best: Option<(usize, u16)> = None;
        for cell in (0..81).filter(|&c| self.cells[c] == 0) {
            let legal = self.legal(cell);
            if best.is_none_or(|(_, b)| legal.count_ones() < b.count_ones()) {
                best = Some((cell, legal));
                if legal.count_ones() <= 1 {
                    break;
                }
            }
        }
        best
    }

    /// Counts the solutions below this point, stopping once `found` reaches `limit`.
    fn count(&mut self, limit: u32, found: &mut u32) {
        let Some((cell, mut legal)) = self.choose() else {
            *found += 1;
            return;
        };
        while legal != 0 && *found < limit {
            let digit = legal.trailing_zeros() as u8;
            legal &= legal - 1;
            self.set(cell, digit, true);
            self.count(limit, found);
            self.set(cell, digit, false);
        }
    }

    /// Fills the grid, trying each cell's digits in an order drawn from `rng`; whether it could.
    fn random(&mut self, rng: &mut Rand64) -> bool {
        let Some((cell, legal)) = self.choose() else { return true };
        let mut digits: Vec<u8> = (1..=9).filter(|d| legal & (1 << d) != 0).collect();
        for i in (1..digits.len()).rev() {
            digits.swap(i, rng.rand_range(0..i as u64 + 1) as usize);
        }
        for digit in digits {
            self.set(cell, digit, true);
            if self.random(rng) {
                return true;
            }
            self.set(cell, digit, false);
        }
        false
    }
}

/// How many solutions the 9 × 9 `cells` (`0` for empty) have, counted up to `limit`.
pub(super) fn count_solutions(cells: &[u8; 81], limit: u32) -> u32 {
    let mut found = 0;
    if let Some(mut fill) = Fill::new(cells) {
        fill.count(limit, &mut found);
    }
    found
}

/// Whether `digit` is forced in the empty `cell` of the 9 × 9 `cells` by a single: it is the
/// cell's one legal digit, or no other empty cell of one of its houses may take it. Emptying a
/// cell whose digit is forced keeps a puzzle's solutions and its level.
pub(super) fn forced(cells: &[u8; 81], cell: usize, digit: u8) -> bool {
    let Some(fill) = Fill::new(cells) else { return false };
    let bit = 1u16 << digit;
    if fill.legal(cell) == bit {
        return true;
    }
    let (row, col, top, left) = (cell / 9, cell % 9, cell / 27 * 3, cell % 9 / 3 * 3);
    let houses: [[usize; 9]; 3] = [
        std::array::from_fn(|i| row * 9 + i),
        std::array::from_fn(|i| i * 9 + col),
        std::array::from_fn(|i| (top + i / 3) * 9 + left + i % 3),
    ];
    let elsewhere = |c: &usize| *c != cell && cells[*c] == 0 && fill.legal(*c) & bit != 0;
    houses.iter().any(|house| !house.iter().any(elsewhere))
}

/// A full 9 × 9 grid: an empty grid filled with each cell's digits in an order drawn from `rng`.
pub(super) fn solution(rng: &mut Rand64) -> [u8; 81] {
    let mut fill = Fill::new(&[0; 81]).expect("an empty grid has no clash");
    let filled = fill.random(rng);
    debug_assert!(filled, "an empty grid has a solution");
    fill.cells
}
