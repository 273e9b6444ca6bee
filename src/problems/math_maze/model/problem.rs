//! The math maze as a problem of the app: its types, and how its jobs run in the worker.

use super::job::{MazeEnding, MazeJob};
use crate::core::search::Trail;
use crate::core::search::{Never, Stats};
use crate::model::i18n::Text;
use crate::model::problem::{Problem, Run};
use crate::model::run::Watched;
use crate::problems::math_maze::core::deduce::hint::{next_deduction, Deduction};
use crate::problems::math_maze::core::generate::{Made, PuzzleMaker};
use crate::problems::math_maze::core::puzzle::ClueSearch;
use crate::problems::math_maze::core::verdict::{PuzzleCheck, PuzzleVerdict};
use crate::problems::math_maze::core::{Carver, Maze, MazeSolver};
use crate::problems::math_maze::model::text::MathMazeText;
use serde::{Deserialize, Serialize};

/// The math maze.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MathMaze;

/// What a math-maze run has found.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum MazeFound {
    /// The puzzle a puzzle maker has made (boxed: it is large and rare).
    Made(Box<Made>),
    /// A hint's deduction (none once every cell is decided and the path finished).
    Hint(Option<Deduction>),
    /// The verdict on a typed-in puzzle.
    Verdict(PuzzleVerdict),
}

impl Problem for MathMaze {
    const SLUG: &'static str = "math_maze";
    /// The slug it had until the problems were named one way each.
    const ALIASES: &'static [&'static str] = &["maze"];
    const NAME: Text = Text { en: "Math maze", id: "Labirin angka" };
    const DESCRIPTION: Text = Text {
        en: "Math maze puzzles: a maze carved by backtracking, its walls hidden behind row and \
             column clues, each puzzle proved to have one solution, with hints and a daily puzzle.",
        id: "Teka-teki labirin angka: labirin yang diukir dengan runut-balik, dindingnya \
             tersembunyi di balik petunjuk baris dan kolom, setiap teka-teki terbukti punya satu \
             solusi, dengan petunjuk dan teka-teki harian.",
    };
    const PREVIEW: &'static str = "?p=math_maze&rows=8&cols=8&seed=7";
    type Job = MazeJob;
    /// The maze's searches never reject a candidate.
    type Replay = Trail<Never>;
    type Ending = MazeEnding;
    type Found = MazeFound;
    type Messages = MathMazeText;

    fn start(job: MazeJob) -> Box<dyn Run<MathMaze>> {
        match job {
            MazeJob::Carve { board, seed } => Watched::new(Carver::new(board, seed), false, |s| {
                s.is_finished().then_some(MazeEnding::Carved)
            })
            .boxed(),
            MazeJob::Solve { board, seed, start, finish } => {
                let solver = MazeSolver::new(Maze::carve(board, seed), start, finish);
                Watched::new(solver, false, |s| s.is_finished().then_some(MazeEnding::Solved))
                    .boxed()
            }
            MazeJob::Make { spec } => Box::new(PuzzleMaker::new(spec)),
            MazeJob::Check { puzzle } => Box::new(PuzzleCheck::new(puzzle)),
            MazeJob::SolveClues { puzzle } => {
                Watched::new(ClueSearch::new(puzzle, 1), false, |s| {
                    s.is_finished().then_some(MazeEnding::Solved)
                })
                .boxed()
            }
            job @ MazeJob::Hint { .. } => Box::new(HintRun { job: Some(job), found: None }),
        }
    }
}

/// A hint: one deduction, found in one unit of work (well under a slice: a few rule passes).
struct HintRun {
    /// The hint job, until it is worked out.
    job: Option<MazeJob>,
    found: Option<Option<Deduction>>,
}

impl Run<MathMaze> for HintRun {
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

    fn found(&self) -> Option<MazeFound> {
        self.found.clone().map(MazeFound::Hint)
    }

    fn ending(&self) -> Option<MazeEnding> {
        self.found.as_ref().map(|_| MazeEnding::Hinted)
    }
}

/// Making a puzzle only runs flat out: one run of the deduction solver is the unit of work (well
/// under a slice). Its nodes are solver runs, its solutions the pieces given so far.
impl Run<MathMaze> for PuzzleMaker {
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

    fn found(&self) -> Option<MazeFound> {
        self.made().map(|made| MazeFound::Made(Box::new(made)))
    }

    fn ending(&self) -> Option<MazeEnding> {
        self.made().map(|_| MazeEnding::Made)
    }
}

/// A check works through the exhaustive search in slices; its solutions are the ones found.
impl Run<MathMaze> for PuzzleCheck {
    fn advance(&mut self, steps: u32, _now: f64) -> bool {
        self.work(steps)
    }

    fn stats(&self) -> Stats {
        PuzzleCheck::stats(self)
    }

    fn found(&self) -> Option<MazeFound> {
        self.verdict().cloned().map(MazeFound::Verdict)
    }

    fn ending(&self) -> Option<MazeEnding> {
        self.verdict().map(|_| MazeEnding::Checked)
    }
}

/// The verdict a check run found, once the worker has sent it.
pub fn verdict(found: Option<&MazeFound>) -> Option<&PuzzleVerdict> {
    match found? {
        MazeFound::Verdict(verdict) => Some(verdict),
        _ => None,
    }
}

/// The deduction a hint run found (`Some(None)`: there is none), once the worker has sent it.
pub fn hinted(found: Option<&MazeFound>) -> Option<Option<&Deduction>> {
    match found? {
        MazeFound::Hint(deduction) => Some(deduction.as_ref()),
        _ => None,
    }
}

/// The puzzle a maker has made, once the worker has sent it.
pub fn made(found: Option<&MazeFound>) -> Option<&Made> {
    match found? {
        MazeFound::Made(made) => Some(made),
        _ => None,
    }
}
