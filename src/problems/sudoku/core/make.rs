//! Small puzzles made from a seed: a 4 × 4 solution shuffled by the moves that keep a grid a
//! solution (relabelling the digits, swapping rows within a band, bands, columns within a stack,
//! stacks), then emptied down to a few givens.

use super::grid::Grid;
use oorandom::Rand64;

/// A 4 × 4 puzzle with `givens` givens, the same for the same seed (it may have several
/// solutions: the quiz keeps the seeds whose tree suits its question).
///
/// ```
/// use runut::problems::sudoku::core::make::small_puzzle;
/// let puzzle = small_puzzle(7, 6);
/// assert_eq!((puzzle.side(), puzzle.givens(), puzzle.clash()), (4, 6, None));
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
    let mut cells: Vec<u8> = (0..16).map(|i| digits[base(rows[i / 4], cols[i % 4])]).collect();
    let mut emptied: Vec<usize> = (0..16).collect();
    for i in (1..16).rev() {
        emptied.swap(i, below(i + 1));
    }
    for &cell in &emptied[..16 - givens.min(16)] {
        cells[cell] = 0;
    }
    let text: String = cells.iter().map(|&d| char::from(b'0' + d)).collect();
    Grid::parse(&text).expect("sixteen digits are a grid")
}
