//! The knight's searches flat out leave them exactly where the step engine would.

use crate::common::check_flat_matches_events;
use proptest::prelude::*;
use runut::core::grid::{Board, Square};
use runut::core::slug::Slugged;
use runut::problems::knight::core::{Algorithm, KnightSearch};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    /// Random boards, starts, searches and stopping points.
    #[test]
    fn flat_stretches_match_the_event_path(
        rows in 1u16..=7, cols in 1u16..=7, r in 0u16..7, c in 0u16..7,
        algorithm in 0usize..3, closed: bool,
        budgets in prop::collection::vec(0u64..400, 1..6), between in 0usize..40,
    ) {
        let board = Board::new(rows, cols).unwrap();
        let start = Square::new(r % rows, c % cols);
        let algorithm = Algorithm::SLUGS[algorithm].0;
        check_flat_matches_events(|| KnightSearch::new(board, start, algorithm, closed), &budgets, between, true);
    }
}

#[test]
fn a_whole_search_flat_out_equals_it_by_events() {
    let board = Board::new(5, 5).unwrap();
    for algorithm in Algorithm::all() {
        for closed in [false, true] {
            let make = || KnightSearch::new(board, Square::new(0, 0), algorithm, closed);
            check_flat_matches_events(make, &[u64::MAX], 0, true);
        }
    }
}

#[test]
fn replay_and_undo_stay_exact_after_a_flat_stretch() {
    let board = Board::new(5, 6).unwrap();
    for budget in [0, 1, 17, 500, 40_000] {
        for algorithm in Algorithm::all() {
            let search = KnightSearch::new(board, Square::new(0, 0), algorithm, false);
            crate::common::check_replay_after_flat(search, budget, 3_000);
        }
    }
}

/// Boards of more than 64 squares take the loop over a table without a bit board.
#[test]
fn larger_boards_flat_out_match_the_event_path() {
    for (rows, cols) in [(9, 9), (8, 9), (5, 13)] {
        let board = Board::new(rows, cols).unwrap();
        for budgets in [vec![0, 1, 1_000, 77_777], vec![123_456], vec![5, 5, 5, 5]] {
            let make =
                || KnightSearch::new(board, Square::new(0, 0), Algorithm::Backtracking, false);
            check_flat_matches_events(make, &budgets, 25, true);
            let make =
                || KnightSearch::new(board, Square::new(1, 2), Algorithm::Backtracking, true);
            check_flat_matches_events(make, &budgets, 25, true);
        }
    }
}
