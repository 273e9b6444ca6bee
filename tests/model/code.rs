//! The code panel's model, for every search the pages show: each kind of event the search emits
//! comes from exactly one line; replaying its stream highlights that line at every step, and
//! undoing the stream moves the highlight (and everything else the panel shows) back exactly;
//! the stack has one frame per square of the path.

use crate::common::code::{replay, value, KEPT};
use runut::core::grid::{Board, Square};
use runut::core::search::{EventKind, Search, Trail};
use runut::model::code::CodeState;
use runut::model::page::Code;
use runut::problems::knight::core::{Algorithm, KnightSearch, Outcome};
use runut::problems::knight::model::job::KnightEnding;
use runut::problems::knight::model::settings::KnightSettings;
use runut::problems::knight::Knight;
use runut::problems::math_maze::core::carve::{Carver, Maze, MazeSolver};
use runut::problems::math_maze::model::code::{self as maze, MakerSearch};
use runut::problems::queens::core::{Mode, QueensSearch};
use runut::problems::queens::model::settings::QueensSettings;
use runut::problems::queens::Queens;
use std::collections::HashSet;

/// The settings of a knight's search with `algorithm` on `board` (closed tours only with
/// `closed`), as the code panel reads them.
fn knight(board: Board, algorithm: Algorithm, closed: bool) -> KnightSettings {
    KnightSettings { board, algorithm, closed, ..KnightSettings::default() }
}

fn knight_replay(
    side: (u16, u16),
    algorithm: Algorithm,
    closed: bool,
    limit: usize,
) -> (HashSet<EventKind>, Vec<CodeState>, CodeState) {
    let board = Board::new(side.0, side.1).unwrap();
    let settings = knight(board, algorithm, closed);
    let program = Knight::program(&settings, None);
    let search = KnightSearch::new(board, Square::new(0, 0), algorithm, closed);
    replay(search, &program, |t| Knight::code_state(&program, &settings, None, t, None), limit)
}

#[test]
fn knight_backtracking_highlights_every_kind_of_event_and_steps_back_exactly() {
    let (kinds, states, _) = knight_replay((5, 5), Algorithm::Backtracking, false, 200_000);
    let all = [EventKind::Try, EventKind::Reject, EventKind::Advance, EventKind::Retreat];
    assert!(all.iter().all(|k| kinds.contains(k)), "{kinds:?}");
    assert!(kinds.contains(&EventKind::Solution), "5 x 5 from the corner has a tour");
    // After the first Advance the knight stands on the corner, square 1 of the path.
    let first = &states[2];
    assert_eq!((value(first, "k"), value(first, "y")), ("1".into(), "(1, 1)".into()));
    assert_eq!(first.frames[0].call, "TRY((1, 1), 1)");
}

#[test]
fn a_knight_search_with_no_tour_ends_on_its_exhausted_line() {
    let (kinds, _, last) = knight_replay((3, 3), Algorithm::Backtracking, false, 100_000);
    assert!(kinds.contains(&EventKind::Exhausted));
    assert_eq!(last.event, Some(EventKind::Exhausted));
}

#[test]
fn closed_tours_reject_on_the_same_line_with_the_closing_condition() {
    // Closed Warnsdorff on 6 x 6 reaches the last square a jump away from the start: rejected.
    let (kinds, _, last) = knight_replay((6, 6), Algorithm::Warnsdorff, true, 1_000);
    assert!(kinds.contains(&EventKind::Reject) && kinds.contains(&EventKind::Exhausted));
    assert_eq!(last.frames.len(), 35);
    let program =
        Knight::program(&knight(Board::new(6, 6).unwrap(), Algorithm::Backtracking, true), None);
    let reject = program.line_of(EventKind::Reject).unwrap();
    assert!(program.lines[reject - 1].code.contains("move from start"));
}

#[test]
fn warnsdorff_lists_the_onward_degree_of_every_candidate() {
    let (kinds, states, last) = knight_replay((8, 8), Algorithm::Warnsdorff, false, 1_000);
    assert!(kinds.contains(&EventKind::Solution));
    // On the corner of 8 x 8 both jumps lead to squares with five onward moves.
    let degrees = value(&states[2], "onward moves");
    assert!(degrees.starts_with("from (1, 1): "), "{degrees}");
    assert!(degrees.contains("(2, 3) → 5") && degrees.contains("(3, 2) → 5"), "{degrees}");
    // Plain Warnsdorff tries one square per call: every frame's loop is at move 1 of 1.
    assert!(last.frames[1..].iter().all(|f| f.at.starts_with("move 1 of 1")), "{:?}", last.frames);
}

#[test]
fn warnsdorff_getting_stuck_ends_on_the_stuck_line() {
    let (kinds, _, last) = knight_replay((4, 4), Algorithm::Warnsdorff, false, 1_000);
    assert!(kinds.contains(&EventKind::Exhausted));
    let program =
        Knight::program(&knight(Board::new(4, 4).unwrap(), Algorithm::Warnsdorff, false), None);
    let line = last.line.unwrap();
    assert!(program.lines[line - 1].code.contains("stuck"));
}

#[test]
fn each_knight_frame_stands_at_the_next_square_of_the_path() {
    let (_, states, _) = knight_replay((5, 5), Algorithm::Backtracking, false, KEPT);
    for state in &states {
        for pair in state.frames.windows(2) {
            // The outer frame's loop stands at the square the inner frame was called with.
            let inner = pair[0]
                .call
                .trim_start_matches("TRY(")
                .split(", ")
                .take(2)
                .collect::<Vec<_>>()
                .join(", ");
            assert!(pair[1].at.ends_with(&inner), "{:?}", pair);
        }
    }
}

#[test]
fn a_snapshot_highlights_how_the_run_ended() {
    let board = Board::new(5, 5).unwrap();
    let settings = knight(board, Algorithm::Warnsdorff, false);
    let program = Knight::program(&settings, None);
    let mut search = KnightSearch::new(board, Square::new(0, 0), Algorithm::Warnsdorff, false);
    while search.step().is_some() {}
    let trail = Trail::from_snapshot(search.path().to_vec(), search.stats(), false, None);
    let tour = Some(KnightEnding::Searched(Outcome::Tour));
    let state = Knight::code_state(&program, &settings, None, &trail, tour);
    assert_eq!(state.event, Some(EventKind::Solution));
    let running = Knight::code_state(&program, &settings, None, &trail, None);
    assert_eq!(
        running.event,
        Some(EventKind::Advance),
        "a run at max speed shows the path growing"
    );
    assert_eq!(running.frames.len(), 25);
}

#[test]
fn queens_highlight_every_kind_of_event_and_list_x_and_one_frame_per_queen() {
    for mode in [Mode::First, Mode::All] {
        let settings = QueensSettings { n: 5, mode, compare: false };
        let program = Queens::program(&settings, None);
        let view = |t: &Trail<_>| Queens::code_state(&program, &settings, None, t, None);
        let (kinds, _, last) = replay(QueensSearch::new(5, mode), &program, view, 100_000);
        let expected: HashSet<EventKind> = EventKind::ALL
            .into_iter()
            // The first solution of n = 5 needs no backtracking.
            .filter(|&k| {
                mode == Mode::All || !matches!(k, EventKind::Exhausted | EventKind::Retreat)
            })
            .collect();
        assert_eq!(kinds, expected, "{mode:?}");
        if mode == Mode::First {
            // The first solution of n = 5: columns 1, 3, 5, 2, 4.
            assert_eq!(value(&last, "x"), "[1, 3, 5, 2, 4]");
            assert_eq!(last.frames.len(), 5);
            assert_eq!(last.frames[0].call, "QUEENS(5)");
            assert_eq!(last.frames[0].at, "x[5] = 4");
        }
    }
}

#[test]
fn a_rejected_queen_names_its_attacker() {
    let settings = QueensSettings { n: 4, mode: Mode::First, compare: false };
    let program = Queens::program(&settings, None);
    let view = |t: &Trail<_>| Queens::code_state(&program, &settings, None, t, None);
    let (_, states, _) = replay(QueensSearch::new(4, Mode::First), &program, view, 5);
    // Root, try (1,1), advance, try (2,1): same column as queen 1, rejected.
    let rejected = &states[5];
    assert_eq!(rejected.event, Some(EventKind::Reject));
    assert_eq!(value(rejected, "PLACE(k, i)"), "false: queen 1 on column 1");
    assert_eq!((value(rejected, "k"), value(rejected, "i")), ("2".into(), "1".into()));
}

#[test]
fn the_maze_carving_and_solve_follow_their_lines() {
    let board = Board::new(6, 7).unwrap();
    let carve = maze::program(MakerSearch::Carve);
    let view = |t: &Trail<_>| maze::code_state(&carve, MakerSearch::Carve, t, false);
    let (kinds, _, _) = replay(Carver::new(board, 11), &carve, view, 10_000);
    let carving = [EventKind::Try, EventKind::Advance, EventKind::Retreat, EventKind::Exhausted];
    assert_eq!(kinds, HashSet::from(carving));

    let solve = maze::program(MakerSearch::Solve);
    let walk = MazeSolver::new(Maze::carve(board, 11), Square::new(0, 0), Square::new(5, 6));
    let view = |t: &Trail<_>| maze::code_state(&solve, MakerSearch::Solve, t, false);
    let (kinds, states, last) = replay(walk, &solve, view, 10_000);
    assert!(kinds.contains(&EventKind::Solution) && kinds.contains(&EventKind::Exhausted));
    assert!(states.iter().all(|s| s.frames.iter().all(|f| f.call.starts_with("VISIT("))));
    assert_eq!(last.frames[0].call, "VISIT(6, 7)", "the walk ends on the finish (counted from 1)");
}
