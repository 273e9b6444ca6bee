//! Sudoku as a problem of the app: its names, its types, and how its jobs run in the worker.

use super::game::maker::{MakerRun, Making};
use super::job::SudokuJob;
use super::text::SudokuText;
use super::Sudoku;
use crate::core::search::Trail;
use crate::model::i18n::Text;
use crate::model::problem::{Problem, Run};
use crate::model::run::Watched;
use crate::problems::sudoku::core::{Clash, Grid, SudokuOutcome, SudokuSearch};
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
    type Replay = Trail<Clash>;
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
