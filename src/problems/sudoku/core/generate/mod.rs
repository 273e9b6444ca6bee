//! Puzzles of a chosen level made from a seed: a random solution, emptied cell by cell in a
//! random order while the puzzle keeps exactly one solution and stays within the level, then
//! graded by the logic solver; tried again from the same random numbers until the grade is the
//! level asked for.

mod fill;

use super::logic::{solve, solve_within, Level};
use super::search::grid::Grid;
use oorandom::Rand64;

/// How many puzzles [`generate`] makes at most before it gives up on the level asked for.
pub const TRIES: u32 = 500;

/// A generated puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The puzzle: its givens, `0` elsewhere.
    pub puzzle: Grid,
    /// Its one solution.
    pub solution: Grid,
    /// Its level as the logic solver grades it.
    pub level: Level,
    /// How many puzzles were made to find it (from 1).
    pub tries: u32,
}

/// A 9 × 9 puzzle with exactly one solution, of level `level` as [`solve`] grades it, the same
/// for the same seed. After [`TRIES`] puzzles of other levels it returns the one nearest to
/// `level` (the first of equals), with its true level.
///
/// A removal is kept when the puzzle stays unique and, for a level other than
/// [`Level::Guess`], logic still solves it with techniques of that level or easier; for
/// [`Level::Guess`], a puzzle no cell can leave (a minimal one) is kept when logic gets stuck
/// on it. Each try goes on drawing from the same random numbers.
///
/// ```
/// use runut::problems::sudoku::core::generate::generate;
/// use runut::problems::sudoku::core::logic::{solve, Level};
/// let made = generate(Level::Pairs, 7);
/// assert_eq!((made.level, solve(&made.puzzle).level), (Level::Pairs, Level::Pairs));
/// assert_eq!(solve(&made.puzzle).grid, made.solution);
/// assert_eq!(generate(Level::Pairs, 7), made);
/// ```
pub fn generate(level: Level, seed: u64) -> Generated {
    let mut rng = Rand64::new(u128::from(seed));
    let mut best: Option<Generated> = None;
    for tries in 1..=TRIES {
        let solution = fill::solution(&mut rng);
        let puzzle = dig(&solution, level, &mut rng);
        let found = solve(&puzzle).level;
        let solution = grid(&solution);
        let made = Generated { puzzle, solution, level: found, tries };
        if found == level {
            return made;
        }
        let distance = |g: &Generated| (g.level as i32 - level as i32).abs();
        if best.as_ref().is_none_or(|b| distance(&made) < distance(b)) {
            best = Some(made);
        }
    }
    best.expect("at least one try is made")
}

/// `solution` emptied cell by cell in an order drawn from `rng`, each removal kept when the
/// puzzle keeps one solution and (below [`Level::Guess`]) logic solves it within `level`: at
/// once when a single puts the digit back, else by the fast solver, then the logic solver.
fn dig(solution: &[u8; 81], level: Level, rng: &mut Rand64) -> Grid {
    let mut order: Vec<usize> = (0..81).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.rand_range(0..i as u64 + 1) as usize);
    }
    let mut cells = *solution;
    for cell in order {
        let digit = cells[cell];
        cells[cell] = 0;
        let unique = || fill::count_solutions(&cells, 2) == 1;
        let within = || solve_within(&grid(&cells), level).level <= level;
        // Logic within a level proves uniqueness; the fast solver is a quicker first sieve,
        // but for singles, logic is quicker still.
        let kept = fill::forced(&cells, cell, digit)
            || match level {
                Level::Singles => within(),
                Level::Guess => unique(),
                _ => unique() && within(),
            };
        if !kept {
            cells[cell] = digit;
        }
    }
    grid(&cells)
}

/// The grid of 81 digits (`0` for empty).
fn grid(cells: &[u8; 81]) -> Grid {
    let text: String = cells.iter().map(|&d| char::from(b'0' + d)).collect();
    Grid::parse(&text).expect("81 digits of 0 to 9 are a grid")
}
