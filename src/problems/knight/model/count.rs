//! The knight's counts as the page runs them: the jobs that count tours from some squares, and
//! the totals of what they have found.

use super::job::KnightJob;
use crate::core::deal::deal;
use crate::core::grid::{Board, Square};
use crate::problems::knight::core::count::{SquareCount, TourCounts};

/// The tours counted so far from `only` that square, or else from the whole board (each result
/// standing for every square of its symmetry class), and how many squares are known.
pub fn totals(board: Board, results: &[SquareCount], only: Option<Square>) -> (TourCounts, usize) {
    let weighted = |r: &SquareCount| match only {
        Some(square) => (r.square == square).then_some(1),
        None => Some(board.images(r.square).len() as u64),
    };
    results.iter().filter_map(|r| Some((r, weighted(r)?))).fold(
        (TourCounts::default(), 0),
        |(t, k), (r, n)| {
            let counts = TourCounts {
                open: t.open + n * r.counts.open,
                closed: t.closed + n * r.counts.closed,
            };
            (counts, k + n as usize)
        },
    )
}

/// Jobs that count the tours from `squares`, dealt round-robin to at most `parts` workers.
pub fn tour_count_jobs(
    board: Board,
    closed: bool,
    squares: Vec<Square>,
    parts: usize,
) -> Vec<KnightJob> {
    deal(squares, parts)
        .into_iter()
        .map(|squares| KnightJob::Count { board, squares, closed })
        .collect()
}
