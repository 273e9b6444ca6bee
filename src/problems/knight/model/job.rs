//! What the knight's page asks a worker to do, and how it ends: the tour its settings ask for,
//! the two compared, and the counts of tours.

use super::settings::{algorithm_name, KnightSettings};
use super::Knight;
use crate::core::deal::deal;
use crate::core::grid::{Board, Square};
use crate::core::slug::Slugged;
use crate::model::page::{Jobs, Side};
use crate::problems::knight::core::{Algorithm, Outcome};
use serde::{Deserialize, Serialize};

/// The largest knight's board (in squares) whose state-space tree is drawn.
pub const TREE_MAX_SQUARES: usize = 36;

/// A knight's job.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum KnightJob {
    /// A knight's tour search.
    Tour {
        /// The board.
        board: Board,
        /// Where the knight starts.
        start: Square,
        /// How it searches.
        algorithm: Algorithm,
        /// Whether only closed tours count.
        closed: bool,
    },
    /// Count every knight's tour from each of some squares.
    Count {
        /// The board (at most 64 squares).
        board: Board,
        /// The start squares this worker counts.
        squares: Vec<Square>,
        /// Whether only closed tours count.
        closed: bool,
    },
}

/// How a knight's job ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum KnightEnding {
    /// A tour search ended so.
    Searched(Outcome),
    /// A count ended (its results are what the run found).
    Counted,
}

/// What a count of tours covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TourCount {
    /// The tours from this square.
    From(Square),
    /// The tours from every square of the board (each symmetry class counted once).
    EverySquare,
}

impl Jobs for Knight {
    type Count = TourCount;

    fn job(settings: &KnightSettings) -> KnightJob {
        tour(settings, settings.algorithm)
    }

    /// The settings' algorithm beside the one it is compared with, each side named after its
    /// algorithm.
    fn compared(settings: &KnightSettings) -> Vec<(KnightJob, Side)> {
        let Some(other) = settings.compare else { return Vec::new() };
        let side = |a: Algorithm| Side { slug: a.slug(), name: algorithm_name(a) };
        [settings.algorithm, other].into_iter().map(|a| (tour(settings, a), side(a))).collect()
    }

    /// Jobs that count the tours from the square, or from one square of each symmetry class,
    /// dealt round-robin to the workers.
    fn count_jobs(settings: &KnightSettings, count: TourCount, workers: usize) -> Vec<KnightJob> {
        let (board, closed) = (settings.board, settings.closed);
        let (squares, parts) = match count {
            TourCount::From(square) => (vec![square], 1),
            TourCount::EverySquare => (board.class_representatives(), workers),
        };
        deal(squares, parts)
            .into_iter()
            .map(|squares| KnightJob::Count { board, squares, closed })
            .collect()
    }
}

/// The tour search of `algorithm` on the settings' board, from their start.
fn tour(settings: &KnightSettings, algorithm: Algorithm) -> KnightJob {
    let (board, start, closed) = (settings.board, settings.start, settings.closed);
    KnightJob::Tour { board, start, algorithm, closed }
}
