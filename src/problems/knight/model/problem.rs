//! The knight's tour as a problem of the app: its names, its types, and how its jobs run in the
//! worker.

use super::job::{KnightEnding, KnightJob, TREE_MAX_SQUARES};
use super::Knight;
use crate::core::search::Stats;
use crate::core::search::Trail;
use crate::model::i18n::Text;
use crate::model::problem::{Problem, Run};
use crate::model::run::Watched;
use crate::problems::knight::core::count::{SquareCount, TourQueue};
use crate::problems::knight::core::{KnightSearch, Rejection};
use crate::problems::knight::model::text::KnightText;

impl Problem for Knight {
    const SLUG: &'static str = "knight";
    const NAME: Text = Text { en: "Knight's tour", id: "Perjalanan kuda" };
    const DESCRIPTION: Text = Text {
        en: "Watch backtracking think: a knight's tour on any board, by plain backtracking or \
             Warnsdorff's rule, every tour counted, and the state-space tree as it grows.",
        id: "Lihat runut-balik berpikir: perjalanan kuda di papan berukuran apa pun, dengan \
             runut-balik biasa atau aturan Warnsdorff, setiap perjalanan dihitung, dan pohon \
             ruang statusnya saat tumbuh.",
    };
    const PREVIEW: &'static str = "?p=knight&rows=6&cols=6&at=150";
    type Job = KnightJob;
    type Replay = Trail<Rejection>;
    type Ending = KnightEnding;
    /// The squares a tour count has finished so far.
    type Found = Vec<SquareCount>;
    type Messages = KnightText;

    fn start(job: KnightJob) -> Box<dyn Run<Knight>> {
        match job {
            KnightJob::Tour { board, start, algorithm, closed } => Watched::new(
                KnightSearch::new(board, start, algorithm, closed),
                board.len() <= TREE_MAX_SQUARES,
                |s| s.outcome().map(KnightEnding::Searched),
            )
            .boxed(),
            KnightJob::Count { board, squares, closed } => {
                Box::new(TourQueue::new(board, squares, closed))
            }
        }
    }
}

/// A count of tours from some squares only runs flat out; its results are what it found.
impl Run<Knight> for TourQueue {
    fn advance(&mut self, steps: u32, now: f64) -> bool {
        self.run(steps as u64, now)
    }

    fn stats(&self) -> Stats {
        Stats { nodes: self.nodes(), solutions: self.tours(), ..Stats::default() }
    }

    fn found(&self) -> Option<Vec<SquareCount>> {
        Some(self.results().to_vec())
    }

    fn ending(&self) -> Option<KnightEnding> {
        self.is_done().then_some(KnightEnding::Counted)
    }
}

/// The squares a count has finished so far, from what its parts found.
pub fn tour_counts<'a>(found: impl Iterator<Item = &'a Vec<SquareCount>>) -> Vec<SquareCount> {
    found.flatten().copied().collect()
}
