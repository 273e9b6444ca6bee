//! Small puzzles made from a seed: a 4 × 4 solution shuffled by the moves that keep a grid a
//! solution (relabelling the digits, swapping rows within a band, bands, columns within a stack,
//! stacks), then emptied cell by cell, in an order drawn from the seed, while it keeps exactly one
//! solution, down to a few givens.

use super::grid::Grid;
use super::{Order, SudokuSearch};
use crate::core::search::{Mode, Search};
use oorandom::Rand64;

/// Whether `grid` has exactly one solution (the fewest-candidates search, stopping at a second).
fn unique(grid: &Grid) -> bool {
    let mut search = SudokuSearch::new(grid, Order::FewestCandidates, Mode::All);
    search.run_flat(u64::MAX, None);
    while search.step().is_some() {}
    search.stats().solutions == 1
}

/// A 4 × 4 puzzle with exactly one solution and `givens` givens where the seed's order of
/// emptying allows it (else a few more), the same for the same seed.
///
/// ```
/// use runut::problems::sudoku::core::search::make::small_puzzle;
/// let puzzle = small_puzzle(7, 6);
/// assert!(puzzle.side() == 4 && puzzle.givens() >= 6 && puzzle.clash().is_none());
/// assert_eq!(small_puzzle(7, 6), puzzle);
/// ```
pub fn small_puzzle(seed: u64, givens: usize) -> Grid {
    let mut rng = Rand64::new(u128::from(seed));
    let mut below = |n: usize| rng.rand_range(0..n as u64) as usize;
    let mut digits = [1u8, 2, 3, 4];
    for i in (1..4).rev() {
        digits.swap(i, below(i + 1));
    }
    // Rows and columns: a band (or stack) first, then a row within it, each maybe swapped.
    let mut order = || {
        let band = below(2);
        let (first, second) = (below(2), below(2));
        [
            band * 2 + first,
            band * 2 + 1 - first,
            (1 - band) * 2 + second,
            (1 - band) * 2 + 1 - second,
        ]
    };
    let (rows, cols) = (order(), order());
    // The solution 1234 / 3412 / 2143 / 4321, rows and columns permuted, digits relabelled.
    let base = |r: usize, c: usize| [[0, 1, 2, 3], [2, 3, 0, 1], [1, 0, 3, 2], [3, 2, 1, 0]][r][c];
    let cells: String =
        (0..16).map(|i| char::from(b'0' + digits[base(rows[i / 4], cols[i % 4])])).collect();
    let mut grid = Grid::parse(&cells).expect("sixteen digits are a grid");
    let mut order: Vec<usize> = (0..16).collect();
    for i in (1..16).rev() {
        order.swap(i, below(i + 1));
    }
    for cell in order {
        if grid.givens() <= givens {
            break;
        }
        let emptier = grid.with(cell, 0);
        if unique(&emptier) {
            grid = emptier;
        }
    }
    grid
}
