//! Running the math-maze jobs in the worker.

use super::job::{MazeEnding, MazeJob};
use crate::core::maze::deduce::hint::{next_deduction, Deduction};
use crate::core::maze::generate::{Made, PuzzleMaker};
use crate::core::maze::puzzle::ClueSearch;
use crate::core::maze::verdict::{PuzzleCheck, PuzzleVerdict};
use crate::core::maze::{Carver, Maze, MazeSolver};
use crate::core::search::Stats;
use crate::model::problems::{Ending, Found};
use crate::model::run::{Run, Watched};

/// The run of a math-maze job.
pub fn start(job: MazeJob) -> Box<dyn Run> {
    match job {
        MazeJob::Carve { board, seed } => {
            Box::new(Watched::new(Carver::new(board, seed), false, |s| {
                s.is_finished().then_some(Ending::Maze(MazeEnding::Carved))
            }))
        }
        MazeJob::Solve { board, seed, start, finish } => {
            let solver = MazeSolver::new(Maze::carve(board, seed), start, finish);
            Box::new(Watched::new(solver, false, |s| {
                s.is_finished().then_some(Ending::Maze(MazeEnding::Solved))
            }))
        }
        MazeJob::Make { spec } => Box::new(PuzzleMaker::new(spec)),
        MazeJob::Check { puzzle } => Box::new(PuzzleCheck::new(puzzle)),
        MazeJob::SolveClues { puzzle } => {
            Box::new(Watched::new(ClueSearch::new(puzzle, 1), false, |s| {
                s.is_finished().then_some(Ending::Maze(MazeEnding::Solved))
            }))
        }
        job @ MazeJob::Hint { .. } => Box::new(HintRun { job: Some(job), found: None }),
    }
}

/// A hint: one deduction, found in one unit of work (well under a slice: a few rule passes).
struct HintRun {
    /// The hint job, until it is worked out.
    job: Option<MazeJob>,
    found: Option<Option<Deduction>>,
}

impl Run for HintRun {
    fn advance(&mut self, _steps: u32, _now: f64) -> bool {
        if let Some(MazeJob::Hint { puzzle, difficulty, path, known }) = self.job.take() {
            // A position that contradicts the puzzle (the page sends only sound ones) has no hint.
            self.found = Some(next_deduction(&puzzle, difficulty, &path, &known).ok().flatten());
        }
        true
    }

    fn stats(&self) -> Stats {
        Stats::default()
    }

    fn found(&self) -> Option<Found> {
        self.found.clone().map(Found::MazeHint)
    }

    fn ending(&self) -> Option<Ending> {
        self.found.as_ref().map(|_| Ending::Maze(MazeEnding::Hinted))
    }
}

/// Making a puzzle only runs flat out: one run of the deduction solver is the unit of work (well
/// under a slice). Its nodes are solver runs, its solutions the pieces given so far.
impl Run for PuzzleMaker {
    fn advance(&mut self, _steps: u32, _now: f64) -> bool {
        self.work()
    }

    fn stats(&self) -> Stats {
        Stats {
            nodes: self.solver_runs(),
            solutions: self.givens().len() as u64,
            ..Stats::default()
        }
    }

    fn found(&self) -> Option<Found> {
        self.made().map(|made| Found::Maze(Box::new(made)))
    }

    fn ending(&self) -> Option<Ending> {
        self.made().map(|_| Ending::Maze(MazeEnding::Made))
    }
}

/// A check works through the exhaustive search in slices; its solutions are the ones found.
impl Run for PuzzleCheck {
    fn advance(&mut self, steps: u32, _now: f64) -> bool {
        self.work(steps)
    }

    fn stats(&self) -> Stats {
        PuzzleCheck::stats(self)
    }

    fn found(&self) -> Option<Found> {
        self.verdict().cloned().map(Found::MazeVerdict)
    }

    fn ending(&self) -> Option<Ending> {
        self.verdict().map(|_| Ending::Maze(MazeEnding::Checked))
    }
}

/// The verdict a check run found, once the worker has sent it.
pub fn verdict(found: Option<&Found>) -> Option<&PuzzleVerdict> {
    match found? {
        Found::MazeVerdict(verdict) => Some(verdict),
        _ => None,
    }
}

/// The deduction a hint run found (`Some(None)`: there is none), once the worker has sent it.
pub fn hinted(found: Option<&Found>) -> Option<Option<&Deduction>> {
    match found? {
        Found::MazeHint(deduction) => Some(deduction.as_ref()),
        _ => None,
    }
}

/// The puzzle a maker has made, once the worker has sent it.
pub fn made(found: Option<&Found>) -> Option<&Made> {
    match found? {
        Found::Maze(made) => Some(made),
        _ => None,
    }
}
