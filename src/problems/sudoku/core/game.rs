//! A game's puzzle: generated at a level from a seed, or a shared one judged; either way proved
//! to have exactly one solution before it is played, and solved by logic so that its steps can
//! be replayed. (The worker makes it: `model::problem`'s maker run.)

use crate::core::search::{Mode, Search};
use crate::problems::sudoku::core::generate::generate;
use crate::problems::sudoku::core::logic::{solve, Level, Step};
use crate::problems::sudoku::core::{Grid, Order, SudokuOutcome, SudokuSearch};
use serde::{Deserialize, Serialize};

/// Where a game's puzzle comes from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameSource {
    /// Generated at `level` from `seed`.
    Seed {
        /// The level asked for.
        level: Level,
        /// The seed.
        seed: u64,
    },
    /// A puzzle shared by its code (or typed), to be judged.
    Puzzle(Grid),
}

/// A game's puzzle, proved to have exactly one solution.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Made {
    /// The givens.
    pub puzzle: Grid,
    /// The one solution.
    pub solution: Grid,
    /// Its level as the logic solver grades it.
    pub level: Level,
    /// The logic solver's steps, as far as logic goes.
    pub steps: Vec<Step>,
}

/// What the maker found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Making {
    /// The puzzle, ready to play.
    Made(Made),
    /// A shared puzzle with this many solutions (0, or 2: more than one), which is no game.
    NotOne(u64),
}

/// Makes the puzzle of `source`.
///
/// ```
/// use runut::problems::sudoku::core::logic::Level;
/// use runut::problems::sudoku::core::game::{make, GameSource, Making};
/// let Making::Made(made) = make(&GameSource::Seed { level: Level::Singles, seed: 3 }) else { panic!() };
/// assert_eq!(made.level, Level::Singles);
/// assert_eq!(make(&GameSource::Puzzle(made.puzzle.clone())), Making::Made(made));
/// ```
pub fn make(source: &GameSource) -> Making {
    match source {
        GameSource::Seed { level, seed } => {
            let generated = generate(*level, *seed);
            let steps = solve(&generated.puzzle).steps;
            let (puzzle, solution, level) = (generated.puzzle, generated.solution, generated.level);
            Making::Made(Made { puzzle, solution, level, steps })
        }
        GameSource::Puzzle(puzzle) => {
            // The fewest-candidates search, stopping at a second solution.
            let mut search = SudokuSearch::new(puzzle, Order::FewestCandidates, Mode::All);
            search.run_flat(u64::MAX, None);
            while search.step().is_some() {}
            match (search.outcome(), search.solutions()) {
                (Some(SudokuOutcome::Solutions { found: 1, .. }), [solution]) => {
                    let solved = solve(puzzle);
                    let (puzzle, solution) = (puzzle.clone(), solution.clone());
                    Making::Made(Made {
                        puzzle,
                        solution,
                        level: solved.level,
                        steps: solved.steps,
                    })
                }
                _ => Making::NotOne(search.stats().solutions),
            }
        }
    }
}
