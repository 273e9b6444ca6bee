//! The verdict on a puzzle someone typed in (from a book, a newspaper, a teacher): no
//! solution, exactly one, or several. Counting arguments answer first where they can (and say
//! why), then the deduction solver, which proves a unique solution when it decides
//! everything; when it gets stuck, the exhaustive [`ClueSearch`] settles it, in slices.

use crate::core::grid::Square;
use crate::core::search::{Search, Stats};
use crate::problems::math_maze::core::deduce::{solve, Difficulty, Verdict};
use crate::problems::math_maze::core::puzzle::{ClueSearch, PathPuzzle};
use serde::{Deserialize, Serialize};

/// Why a puzzle has no solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Impossible {
    /// A row's (`row`) or column's clue is larger than the line has cells.
    ClueTooLarge {
        /// Whether the line is a row.
        row: bool,
        /// The line (0-based).
        line: u16,
        /// Its clue.
        clue: u16,
    },
    /// The row clues and the column clues count different numbers of path cells.
    SumsDiffer {
        /// The row clues' sum.
        rows: u32,
        /// The column clues' sum.
        cols: u32,
    },
    /// The path is shorter than the distance from start to finish.
    TooShort {
        /// Path cells the clues ask for.
        length: u32,
        /// Steps from start to finish, at the least.
        distance: u32,
    },
    /// On a chessboard colouring each step changes colour, so a path of this length cannot
    /// join the start's colour to the finish's.
    Parity {
        /// Path cells the clues ask for.
        length: u32,
        /// Steps from start to finish, at the least.
        distance: u32,
    },
    /// No path meets every clue and given piece (the search tried them all).
    NoPath,
}

/// How many solutions a puzzle has, with what shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PuzzleVerdict {
    /// None, and why.
    None(Impossible),
    /// Exactly one: this path.
    Unique(Vec<Square>),
    /// At least two: two that differ.
    Several(Vec<Square>, Vec<Square>),
}

impl PuzzleVerdict {
    /// The name used by the `puzzle-verdict` hook: `none`, `unique` or `several`.
    pub fn name(&self) -> &'static str {
        match self {
            PuzzleVerdict::None(_) => "none",
            PuzzleVerdict::Unique(_) => "unique",
            PuzzleVerdict::Several(..) => "several",
        }
    }
}

/// What counting alone shows impossible: a clue larger than its line, sums that differ, a path
/// too short or of the wrong parity for its ends.
pub fn counted_out(puzzle: &PathPuzzle) -> Option<Impossible> {
    let board = puzzle.board;
    let too_large = |clues: &[u16], cells: u16, row: bool| {
        let (line, &clue) = clues.iter().enumerate().find(|(_, &clue)| clue > cells)?;
        Some(Impossible::ClueTooLarge { row, line: line as u16, clue })
    };
    let sum = |clues: &[u16]| clues.iter().map(|&c| c as u32).sum::<u32>();
    let (rows, cols) = (sum(&puzzle.row_clues), sum(&puzzle.col_clues));
    let (s, f) = (puzzle.start, puzzle.finish);
    let distance = (s.row.abs_diff(f.row) + s.col.abs_diff(f.col)) as u32;
    let steps = rows.max(1) - 1;
    too_large(&puzzle.row_clues, board.cols(), true)
        .or_else(|| too_large(&puzzle.col_clues, board.rows(), false))
        .or_else(|| (rows != cols).then_some(Impossible::SumsDiffer { rows, cols }))
        .or_else(|| (steps < distance).then_some(Impossible::TooShort { length: rows, distance }))
        .or_else(|| {
            ((steps - distance) % 2 == 1).then_some(Impossible::Parity { length: rows, distance })
        })
}

/// A check of a puzzle, resumable: counting and the deduction solver in the first unit of work,
/// then the exhaustive search, a slice at a time, if the solver got stuck.
#[derive(Clone, Debug)]
pub struct PuzzleCheck {
    puzzle: Option<PathPuzzle>,
    search: Option<ClueSearch>,
    verdict: Option<PuzzleVerdict>,
}

impl PuzzleCheck {
    /// A check of `puzzle`, not yet begun.
    pub fn new(puzzle: PathPuzzle) -> PuzzleCheck {
        PuzzleCheck { puzzle: Some(puzzle), search: None, verdict: None }
    }

    /// Works about `steps` steps of the search (the first call counts and deduces); true once
    /// the verdict is in.
    pub fn work(&mut self, steps: u32) -> bool {
        if let Some(puzzle) = self.puzzle.take() {
            self.verdict = match counted_out(&puzzle) {
                Some(why) => Some(PuzzleVerdict::None(why)),
                None => match solve(&puzzle, Difficulty::Hard) {
                    Verdict::Unique(path) => Some(PuzzleVerdict::Unique(path)),
                    Verdict::Impossible => Some(PuzzleVerdict::None(Impossible::NoPath)),
                    Verdict::Unproved => {
                        self.search = Some(ClueSearch::new(puzzle, 2));
                        None
                    }
                },
            };
        } else if let Some(search) = self.search.as_mut() {
            if (0..steps).any(|_| search.step().is_none()) {
                let mut found = search.solutions().to_vec().into_iter();
                self.verdict = Some(match (found.next(), found.next()) {
                    (None, _) => PuzzleVerdict::None(Impossible::NoPath),
                    (Some(one), None) => PuzzleVerdict::Unique(one),
                    (Some(one), Some(two)) => PuzzleVerdict::Several(one, two),
                });
            }
        }
        self.verdict.is_some()
    }

    /// The verdict, once it is in.
    pub fn verdict(&self) -> Option<&PuzzleVerdict> {
        self.verdict.as_ref()
    }

    /// The exhaustive search's totals so far (zero while it has not been needed).
    pub fn stats(&self) -> Stats {
        self.search.as_ref().map(Search::stats).unwrap_or_default()
    }

    /// The whole check at once.
    ///
    /// ```
    /// use runut::core::grid::{Board, Square};
    /// use runut::problems::math_maze::core::puzzle::PathPuzzle;
    /// use runut::problems::math_maze::core::verdict::{PuzzleCheck, PuzzleVerdict};
    /// let path = [Square::new(0, 0), Square::new(0, 1)];
    /// let puzzle = PathPuzzle::from_path(Board::new(2, 2).unwrap(), &path, vec![]);
    /// assert_eq!(PuzzleCheck::new(puzzle).finish(), PuzzleVerdict::Unique(path.to_vec()));
    /// ```
    pub fn finish(mut self) -> PuzzleVerdict {
        while !self.work(u32::MAX) {}
        self.verdict.expect("the check has finished")
    }
}
