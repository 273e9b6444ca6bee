//! The knight's tour searches against the seed boards and the rules of a tour.

use crate::common;

use proptest::prelude::*;
use runut::core::grid::{Board, Square};
use runut::core::knight::Event;
use runut::core::knight::{is_tour, Algorithm, KnightSearch, Outcome};
use runut::core::search::Search;

fn run(rows: u16, cols: u16, start: Square, algorithm: Algorithm) -> (KnightSearch, Vec<Event>) {
    let board = Board::new(rows, cols).unwrap();
    let mut search = KnightSearch::new(board, start, algorithm, false);
    let events = std::iter::from_fn(|| search.step()).collect();
    (search, events)
}

/// Runs a search to its end without keeping its events; panics past a generous step budget.
fn finish(board: Board, start: Square, algorithm: Algorithm) -> KnightSearch {
    let mut search = KnightSearch::new(board, start, algorithm, false);
    let mut steps = 0u64;
    while search.step().is_some() {
        steps += 1;
        assert!(steps < 500_000_000, "{algorithm:?} from {start} on {board:?} ran away");
    }
    search
}

/// The seed boards as paths: the square holding move k is the k-th square of the path.
fn seed_boards() -> Vec<Vec<Square>> {
    let lines = common::data_lines("knight-8x8-seed-boards.txt");
    lines
        .chunks(8)
        .map(|rows| {
            let mut path = vec![Square::new(0, 0); 64];
            for (r, line) in rows.iter().enumerate() {
                for (c, cell) in line.split_whitespace().enumerate() {
                    path[cell.parse::<usize>().unwrap()] = Square::new(r as u16, c as u16);
                }
            }
            path
        })
        .collect()
}

#[test]
fn plain_backtracking_from_the_corner_reproduces_the_seed_board() {
    let (search, events) = run(8, 8, Square::new(0, 0), Algorithm::Backtracking);
    assert_eq!(search.outcome(), Some(Outcome::Tour));
    assert_eq!(search.path(), &seed_boards()[0][..]);
    assert!(events.len() > 1_000_000, "the seed's search takes millions of steps");
}

#[test]
fn warnsdorff_from_the_corner_reproduces_the_seed_board() {
    let (search, events) = run(8, 8, Square::new(0, 0), Algorithm::Warnsdorff);
    assert_eq!(search.outcome(), Some(Outcome::Tour));
    assert_eq!(search.path(), &seed_boards()[1][..]);
    assert!(!events.iter().any(|e| matches!(e, Event::Retreat { .. })));
}

#[test]
fn warnsdorff_says_at_which_move_it_is_stuck() {
    // On 4 x 4 no tour exists, so the greedy walk must get stuck somewhere short of 15 moves.
    let (search, events) = run(4, 4, Square::new(0, 0), Algorithm::Warnsdorff);
    let Some(Outcome::Stuck { moves }) = search.outcome() else { panic!("not stuck") };
    assert_eq!(moves, search.path().len() - 1);
    assert!(moves < 15);
    assert_eq!(events.last(), Some(&Event::Exhausted));
}

#[test]
fn boards_of_three_and_four_exhaust_with_no_tour() {
    for side in [3, 4] {
        for algorithm in [Algorithm::Backtracking, Algorithm::WarnsdorffBacktracking] {
            for r in 0..side {
                for c in 0..side {
                    let (search, events) = run(side, side, Square::new(r, c), algorithm);
                    assert_eq!(search.outcome(), Some(Outcome::NoTour));
                    assert_eq!(search.stats().solutions, 0);
                    assert!(search.path().is_empty());
                    assert_eq!(events.last(), Some(&Event::Exhausted));
                }
            }
        }
    }
}

#[test]
fn five_by_five_from_the_corner_finds_a_tour_with_every_algorithm() {
    for algorithm in Algorithm::ALL {
        let (search, _) = run(5, 5, Square::new(0, 0), algorithm);
        assert_eq!(search.outcome(), Some(Outcome::Tour), "{algorithm:?}");
        assert!(is_tour(Board::new(5, 5).unwrap(), search.path(), false));
    }
}

#[test]
fn closed_mode_finds_only_a_closed_tour() {
    let board = Board::new(5, 6).unwrap();
    let mut search =
        KnightSearch::new(board, Square::new(0, 0), Algorithm::WarnsdorffBacktracking, true);
    while search.step().is_some() {}
    assert_eq!(search.outcome(), Some(Outcome::Tour));
    assert!(is_tour(board, search.path(), true));
}

#[test]
fn a_one_square_board_is_its_own_tour() {
    let (search, events) = run(1, 1, Square::new(0, 0), Algorithm::Backtracking);
    assert_eq!(search.outcome(), Some(Outcome::Tour));
    assert_eq!(events.len(), 3, "try, advance, solution: {events:?}");
}

#[test]
fn nodes_are_numbered_by_try_events_and_stats_agree_with_the_stream() {
    let (search, events) = run(5, 5, Square::new(0, 0), Algorithm::Backtracking);
    let count = |f: fn(&Event) -> bool| events.iter().filter(|e| f(e)).count() as u64;
    let stats = search.stats();
    assert_eq!(stats.nodes, count(|e| matches!(e, Event::Try { .. })));
    assert_eq!(stats.rejected, count(|e| matches!(e, Event::Reject { .. })));
    assert_eq!(stats.backtracks, count(|e| matches!(e, Event::Retreat { .. })));
    assert_eq!(stats.solutions, 1);
}

#[test]
fn is_tour_rejects_broken_paths() {
    let board = Board::new(5, 5).unwrap();
    let (search, _) = run(5, 5, Square::new(0, 0), Algorithm::Warnsdorff);
    let tour = search.path().to_vec();
    assert!(is_tour(board, &tour, false));
    assert!(!is_tour(board, &tour[..24], false), "too short");
    let mut swapped = tour.clone();
    swapped.swap(3, 4);
    assert!(!is_tour(board, &swapped, false), "not knight moves");
    let mut repeated = tour.clone();
    repeated[24] = repeated[22];
    assert!(!is_tour(board, &repeated, false), "a square twice");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Whatever the board and start, every search reports only valid tours from its start, and
    /// on boards small enough to exhaust both backtracking searches agree on whether one exists.
    #[test]
    fn every_reported_tour_is_a_tour(rows in 1u16..=6, cols in 1u16..=6, r in 0u16..6, c in 0u16..6) {
        let start = Square::new(r % rows, c % cols);
        let board = Board::new(rows, cols).unwrap();
        let exhaustible = rows * cols <= 20;
        let mut outcomes = Vec::new();
        for algorithm in Algorithm::ALL {
            if algorithm == Algorithm::Backtracking && !exhaustible {
                continue;
            }
            let search = finish(board, start, algorithm);
            if search.outcome() == Some(Outcome::Tour) {
                prop_assert!(is_tour(board, search.path(), false));
                prop_assert_eq!(search.path()[0], start);
            }
            outcomes.push(search.outcome());
        }
        if exhaustible {
            prop_assert_eq!(outcomes[0], outcomes[2]);
        }
    }

    /// Replaying any prefix of any event stream rebuilds the search's own state, and undoing it
    /// event by event returns to the empty board.
    #[test]
    fn replaying_an_event_stream_rebuilds_the_search(
        rows in 3u16..=6, cols in 3u16..=6, algorithm in 0usize..3, cut in 0usize..4000,
    ) {
        let board = Board::new(rows, cols).unwrap();
        let mut search = KnightSearch::new(board, Square::new(0, 0), Algorithm::ALL[algorithm], false);
        common::check_replay_and_undo(&mut search, cut, |_, _| {});
    }
}

#[test]
fn warnsdorff_with_roths_tie_break_tours_a_200_by_200_board_without_backtracking() {
    let board = Board::new(200, 200).unwrap();
    for start in [Square::new(0, 0), Square::new(99, 100), Square::new(17, 180)] {
        let mut search = KnightSearch::new(board, start, Algorithm::WarnsdorffBacktracking, false);
        while search.step().is_some() {}
        assert_eq!(search.outcome(), Some(Outcome::Tour), "from {start}");
        assert!(is_tour(board, search.path(), false));
        assert_eq!(search.stats().backtracks, 0, "from {start}");
    }
}
