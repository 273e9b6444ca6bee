//! The knight's counts as the page runs them: which boards it counts on, and the totals of what
//! the counts have found.

use super::settings::KnightSettings;
use crate::core::grid::{Board, Square};
use crate::problems::knight::core::count::{SquareCount, TourCounts, MAX_COUNTED_SQUARES};

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

/// Whether a board this size has tours counted by the page.
pub fn countable(settings: &KnightSettings) -> bool {
    settings.board.len() <= MAX_COUNTED_SQUARES
}
