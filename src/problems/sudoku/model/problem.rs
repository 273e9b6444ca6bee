//! Sudoku as a problem of the app: its names, its types, and how its jobs run in the worker.

use super::job::SudokuJob;
use super::text::SudokuText;
use super::Sudoku;
use crate::core::search::Stats;
use crate::core::search::Trail;
use crate::model::i18n::Text;
use crate::model::problem::{Problem, Run};
use crate::model::run::Watched;
use crate::problems::sudoku::core::game::{make, GameSource, Making};
use crate::problems::sudoku::core::{Dead, Grid, SudokuOutcome, SudokuSearch};
use serde::{Deserialize, Serialize};

impl Problem for Sudoku {
    const SLUG: &'static str = "sudoku";
    const NAME: Text = Text { en: "Sudoku", id: "Sudoku" };
    const DESCRIPTION: Text = Text {
        en: "Watch backtracking solve a Sudoku, cell by cell in plain order or by the fewest \
             candidates: every digit tried a numbered node of the tree, the house that kills each \
             dead one, and a check that the puzzle has exactly one solution.",
        id: "Lihat runut-balik menyelesaikan Sudoku, sel demi sel dalam urutan biasa atau menurut \
             kandidat tersedikit: setiap angka yang dicoba menjadi simpul bernomor di pohon, \
             rumah yang mematikan setiap simpul mati, dan pemeriksaan bahwa teka-tekinya tepat \
             punya satu solusi.",
    };
    const PREVIEW: &'static str = "?p=sudoku&puzzle=easy&at=40";
    type Job = SudokuJob;
    /// The house that already holds the digit, and the cell that holds it.
    type Replay = Trail<Dead>;
    type Ending = SudokuOutcome;
    type Found = SudokuFound;
    type Messages = SudokuText;

    fn start(job: SudokuJob) -> Box<dyn Run<Sudoku>> {
        match job {
            SudokuJob::Search { puzzle, order, mode } => {
                let search = SudokuSearch::new(&puzzle, order, mode);
                let run = Watched::new(search, true, SudokuSearch::outcome);
                Box::new(run.reporting(|search: &SudokuSearch| {
                    Some(SudokuFound::Solutions(search.solutions().to_vec()))
                }))
            }
            SudokuJob::Make(source) => Box::new(MakerRun::new(source)),
        }
    }
}

/// What a Sudoku run has found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SudokuFound {
    /// A search's solutions, as grids.
    Solutions(Vec<Grid>),
    /// A game's puzzle, made (boxed: it is large and rare).
    Made(Box<Making>),
}

/// A game's puzzle made as a run: the whole making is one unit of work (a few milliseconds natively, a
/// few tens in the browser's worker).
pub struct MakerRun {
    /// The source, until the puzzle is made.
    source: Option<GameSource>,
    /// What was made.
    making: Option<Making>,
}

impl MakerRun {
    /// The maker of `source`'s puzzle.
    pub fn new(source: GameSource) -> MakerRun {
        MakerRun { source: Some(source), making: None }
    }
}

impl Run<Sudoku> for MakerRun {
    fn advance(&mut self, _steps: u32, _now: f64) -> bool {
        if let Some(source) = self.source.take() {
            self.making = Some(make(&source));
        }
        true
    }

    fn stats(&self) -> Stats {
        Stats::default()
    }

    fn found(&self) -> Option<SudokuFound> {
        self.making.clone().map(|making| SudokuFound::Made(Box::new(making)))
    }

    fn ending(&self) -> Option<SudokuOutcome> {
        self.making.as_ref().map(|_| SudokuOutcome::Made)
    }
}
