//! The knight's tour searches against the seed boards and the rules of a tour.

use crate::common;

use proptest::prelude::*;
use runut::core::grid::{Board, Square};
use runut::core::search::Search;
use runut::core::slug::Slugged;
use runut::problems::knight::core::Event;
use runut::problems::knight::core::{is_tour, Algorithm, KnightSearch, Outcome};

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

/// The squares a knight on `from` reaches on a `rows` × `cols` board, worked out here from the
/// shape of the move (not from the search code's move table).
fn jumps(rows: u16, cols: u16, from: Square) -> Vec<Square> {
    let mut out = Vec::new();
    for dr in -2i32..=2 {
        for dc in -2i32..=2 {
            if dr.abs() * dc.abs() != 2 {
                continue;
            }
            let (r, c) = (from.row as i32 + dr, from.col as i32 + dc);
            if r >= 0 && c >= 0 && r < rows as i32 && c < cols as i32 {
                out.push(Square::new(r as u16, c as u16));
            }
        }
    }
    out
}

/// Checks a plain Warnsdorff walk from `start` against Warnsdorff's rule and returns its
/// outcome: the path starts at `start`, every step is a knight's move to a fresh square, every
/// step goes to a square with the fewest unvisited onward moves among the unvisited squares in
/// reach, and the walk ends where it says: with a tour, or stuck after `path.len() - 1` moves
/// on a square with no unvisited move left.
fn check_warnsdorff_walk(rows: u16, cols: u16, start: Square) -> Outcome {
    let (search, events) = run(rows, cols, start, Algorithm::Warnsdorff);
    let path = search.path();
    let at = format!("{rows}x{cols} from {start}");
    assert_eq!(path.first(), Some(&start), "{at}: the path starts at the start");
    let index = |s: Square| s.row as usize * cols as usize + s.col as usize;
    let mut visited = vec![false; rows as usize * cols as usize];
    visited[index(start)] = true;
    let unvisited_jumps = |visited: &[bool], s: Square| {
        jumps(rows, cols, s).into_iter().filter(|&n| !visited[index(n)]).collect::<Vec<_>>()
    };
    for (k, step) in path.windows(2).enumerate() {
        let (from, to) = (step[0], step[1]);
        let candidates = unvisited_jumps(&visited, from);
        assert!(
            candidates.contains(&to),
            "{at}: move {} ({from} to {to}) is not a knight's move to a fresh square",
            k + 1
        );
        let degree = |s: Square| unvisited_jumps(&visited, s).len();
        let fewest = candidates.iter().map(|&c| degree(c)).min().unwrap();
        assert_eq!(
            degree(to),
            fewest,
            "{at}: move {} goes to {to} with {} onward moves, but a candidate had {fewest}",
            k + 1,
            degree(to)
        );
        visited[index(to)] = true;
    }
    let outcome = search.outcome().expect("the walk has ended");
    match outcome {
        Outcome::Stuck { moves } => {
            assert_eq!(moves, path.len() - 1, "{at}: the moves reported are the path's");
            assert!(path.len() < visited.len(), "{at}: stuck on a full tour");
            let last = *path.last().unwrap();
            assert_eq!(unvisited_jumps(&visited, last), vec![], "{at}: not stuck at {last}");
            assert_eq!(events.last(), Some(&Event::Exhausted), "{at}");
        }
        Outcome::Tour => assert_eq!(path.len(), visited.len(), "{at}: a tour covers the board"),
        Outcome::NoTour => panic!("{at}: plain Warnsdorff does not exhaust a tree"),
    }
    outcome
}

#[test]
fn warnsdorff_says_at_which_move_it_is_stuck() {
    // No tour exists on 3 x 3 or 4 x 4, so the greedy walk must get stuck from every square
    // (from the centre of 3 x 3, which no knight's move leaves, after 0 moves).
    for side in [3, 4] {
        for r in 0..side {
            for c in 0..side {
                let outcome = check_warnsdorff_walk(side, side, Square::new(r, c));
                assert!(matches!(outcome, Outcome::Stuck { .. }), "{side}x{side} from {r},{c}");
            }
        }
    }
    let Outcome::Stuck { moves } = check_warnsdorff_walk(3, 3, Square::new(1, 1)) else {
        unreachable!()
    };
    assert_eq!(moves, 0);
    // A 5 x 5 tour alternates colours over 25 squares, so it starts on the corners' colour:
    // from the other colour the walk must get stuck. Elsewhere, and on 3 x 4 and 4 x 5, it may
    // tour or get stuck, but either way by Warnsdorff's rule.
    for r in 0..5 {
        for c in 0..5 {
            let outcome = check_warnsdorff_walk(5, 5, Square::new(r, c));
            if (r + c) % 2 == 1 {
                assert!(matches!(outcome, Outcome::Stuck { .. }), "5x5 from {r},{c}");
            }
        }
    }
    let mut stuck = 0;
    for (rows, cols) in [(3, 4), (4, 3), (4, 5), (3, 7)] {
        for r in 0..rows {
            for c in 0..cols {
                let outcome = check_warnsdorff_walk(rows, cols, Square::new(r, c));
                stuck += matches!(outcome, Outcome::Stuck { .. }) as usize;
            }
        }
    }
    assert!(stuck > 0, "some walk on these small boards gets stuck");
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
    for algorithm in Algorithm::all() {
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
        for algorithm in Algorithm::all() {
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
        let mut search = KnightSearch::new(board, Square::new(0, 0), Algorithm::SLUGS[algorithm].0, false);
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

#[test]
fn the_drawn_trees_texts_stay_apart_as_the_search_goes() {
    use runut::problems::knight::Knight;
    let query = "?p=knight&rows=5&cols=5&algo=backtracking";
    crate::common::page::check_tree_texts::<Knight, _>(query, (1..20).map(|k| k * 500));
}

#[test]
fn the_guide_lists_every_algorithm_from_its_table() {
    crate::common::check_guide_lists::<Algorithm>("knight", "algo");
}
