//! What the math-maze page asks a worker to do, and how it ends.

use crate::core::grid::{Board, Square};
use crate::problems::math_maze::core::deduce::Difficulty;
use crate::problems::math_maze::core::generate::PuzzleSpec;
use crate::problems::math_maze::core::puzzle::PathPuzzle;
use serde::{Deserialize, Serialize};

/// A math-maze job.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MazeJob {
    /// Carve a maze by randomized depth-first backtracking, to watch it.
    Carve {
        /// The grid.
        board: Board,
        /// The carving's seed.
        seed: u64,
    },
    /// Walk a maze from start to finish by depth-first backtracking, to watch it.
    Solve {
        /// The grid.
        board: Board,
        /// The carving's seed (the maze is carved again in the worker).
        seed: u64,
        /// Where the walk starts.
        start: Square,
        /// Where it must arrive.
        finish: Square,
    },
    /// Make a math-maze puzzle that provably has one solution.
    Make {
        /// The puzzle to make.
        spec: PuzzleSpec,
    },
    /// Settle how many solutions a typed-in puzzle has (none, one or several).
    Check {
        /// The puzzle.
        puzzle: PathPuzzle,
    },
    /// Search a typed-in puzzle's solution by backtracking, to watch it.
    SolveClues {
        /// The puzzle.
        puzzle: PathPuzzle,
    },
    /// Find the next deduction from a player's position (a hint).
    Hint {
        /// The puzzle.
        puzzle: PathPuzzle,
        /// The deductions the hint may use (the puzzle's level).
        difficulty: Difficulty,
        /// The player's path from the start (on the solution).
        path: Vec<Square>,
        /// Cells the player's position already shows: those earlier hints decided (on the
        /// path, or empty) and those the player marked empty.
        known: Vec<(Square, bool)>,
    },
}

impl MazeJob {
    /// Carving the maze of `spec`.
    pub fn carve(spec: &PuzzleSpec) -> MazeJob {
        MazeJob::Carve { board: spec.board, seed: spec.seed }
    }

    /// Walking the maze of `spec` from its start to its finish.
    pub fn solve(spec: &PuzzleSpec) -> MazeJob {
        let PuzzleSpec { board, seed, start, finish, .. } = *spec;
        MazeJob::Solve { board, seed, start, finish }
    }
}

/// How a math-maze job ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MazeEnding {
    /// The maze is carved.
    Carved,
    /// Its route is found.
    Solved,
    /// The puzzle is made (it is what the run found).
    Made,
    /// A hint's deduction is found (it is what the run found).
    Hinted,
    /// A typed-in puzzle's verdict is in (it is what the run found).
    Checked,
}
