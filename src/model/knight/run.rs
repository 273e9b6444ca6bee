//! Running the knight's jobs in the worker.

use super::job::{KnightEnding, KnightJob, TREE_MAX_SQUARES};
use crate::core::knight::count::{SquareCount, TourQueue};
use crate::core::knight::KnightSearch;
use crate::core::search::Stats;
use crate::model::problems::{Ending, Found};
use crate::model::run::{Run, Watched};

/// The run of a knight's job.
pub fn start(job: KnightJob) -> Box<dyn Run> {
    match job {
        KnightJob::Tour { board, start, algorithm, closed } => Box::new(Watched::new(
            KnightSearch::new(board, start, algorithm, closed),
            board.len() <= TREE_MAX_SQUARES,
            |s| s.outcome().map(|o| Ending::Knight(KnightEnding::Searched(o))),
        )),
        KnightJob::Count { board, squares, closed } => {
            Box::new(TourQueue::new(board, squares, closed))
        }
    }
}

/// A count of tours from some squares only runs flat out; its results are what it found.
impl Run for TourQueue {
    fn advance(&mut self, steps: u32, now: f64) -> bool {
        self.run(steps as u64, now)
    }

    fn stats(&self) -> Stats {
        Stats { nodes: self.nodes(), solutions: self.tours(), ..Stats::default() }
    }

    fn found(&self) -> Option<Found> {
        Some(Found::Knight(self.results().to_vec()))
    }

    fn ending(&self) -> Option<Ending> {
        self.is_done().then_some(Ending::Knight(KnightEnding::Counted))
    }
}

/// The squares a count has finished so far, from what its parts found.
pub fn tour_counts<'a>(found: impl Iterator<Item = &'a Found>) -> Vec<SquareCount> {
    found
        .flat_map(|f| match f {
            Found::Knight(counts) => counts.as_slice(),
            _ => &[],
        })
        .copied()
        .collect()
}
