//! Math maze: perfect mazes, their routes and clues, the exhaustive clue counter against brute
//! force, the deduction solver against the counter, and the uniqueness of generated puzzles.

use crate::common;

use proptest::prelude::*;
use runut::core::grid::{Board, Direction, Square};
use runut::core::search::Search;
use runut::core::slug::Slugged;
use runut::problems::math_maze::core::deduce::{solve, Difficulty, Verdict};
use runut::problems::math_maze::core::generate::{PuzzleMaker, PuzzleSpec};
use runut::problems::math_maze::core::puzzle::{Given, PathPuzzle};
use runut::problems::math_maze::core::Event;
use runut::problems::math_maze::core::{sides_letters, Carver, Maze, MazeSolver};
use std::collections::VecDeque;

fn cells(board: Board) -> impl Iterator<Item = Square> {
    (0..board.rows()).flat_map(move |r| (0..board.cols()).map(move |c| Square::new(r, c)))
}

/// The route between two cells found by breadth-first search over open passages (an
/// independent way to find the one route of a perfect maze).
fn bfs_route(maze: &Maze, from: Square, to: Square) -> Vec<Square> {
    let board = maze.board();
    let mut parent = vec![None; board.len()];
    let mut queue = VecDeque::from([from]);
    parent[board.index(from)] = Some(from);
    while let Some(cell) = queue.pop_front() {
        for d in Direction::ALL {
            if let Some(n) = d.neighbour(&board, cell).filter(|_| maze.is_open(cell, d)) {
                if parent[board.index(n)].is_none() {
                    parent[board.index(n)] = Some(cell);
                    queue.push_back(n);
                }
            }
        }
    }
    let mut route = vec![to];
    while *route.last().unwrap() != from {
        route.push(parent[board.index(*route.last().unwrap())].expect("reachable"));
    }
    route.reverse();
    route
}

/// Counts the solutions of `puzzle` by enumerating every simple path from start to finish,
/// with no pruning at all, and checking each complete one with `is_solution`.
pub(crate) fn brute_force_count(puzzle: &PathPuzzle) -> u64 {
    fn walk(puzzle: &PathPuzzle, path: &mut Vec<Square>, used: &mut [bool]) -> u64 {
        let head = *path.last().unwrap();
        if head == puzzle.finish {
            return puzzle.is_solution(path) as u64;
        }
        let mut count = 0;
        for d in Direction::ALL {
            let Some(n) = d.neighbour(&puzzle.board, head) else { continue };
            let i = puzzle.board.index(n);
            if !used[i] {
                used[i] = true;
                path.push(n);
                count += walk(puzzle, path, used);
                path.pop();
                used[i] = false;
            }
        }
        count
    }
    let mut used = vec![false; puzzle.board.len()];
    used[puzzle.board.index(puzzle.start)] = true;
    walk(puzzle, &mut vec![puzzle.start], &mut used)
}

fn spec(rows: u16, cols: u16, seed: u64, difficulty: Difficulty) -> PuzzleSpec {
    let board = Board::new(rows, cols).unwrap();
    let (start, finish) = PuzzleSpec::random_ends(board, seed);
    PuzzleSpec { board, seed, start, finish, difficulty }
}

/// The maze's puzzle without given pieces, and its route.
pub(crate) fn bare_puzzle(rows: u16, cols: u16, seed: u64) -> (PathPuzzle, Vec<Square>) {
    let s = spec(rows, cols, seed, Difficulty::Normal);
    let route = Maze::carve(s.board, seed).solve(s.start, s.finish).route;
    (PathPuzzle::from_path(s.board, &route, Vec::new()), route)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn every_maze_is_perfect(rows in 2u16..=20, cols in 2u16..=20, seed in any::<u64>()) {
        let board = Board::new(rows, cols).unwrap();
        let maze = Maze::carve(board, seed);
        prop_assert_eq!(maze.passage_count(), board.len() - 1);
        for cell in cells(board) {
            for d in Direction::ALL {
                match d.neighbour(&board, cell) {
                    Some(n) => prop_assert_eq!(maze.is_open(cell, d), maze.is_open(n, d.opposite())),
                    None => prop_assert!(!maze.is_open(cell, d), "a passage leads off the grid"),
                }
            }
        }
        // A connected graph with cells − 1 edges is a spanning tree: no loops, no closed rooms.
        let corner = Square::new(0, 0);
        for cell in cells(board) {
            prop_assert_eq!(bfs_route(&maze, corner, cell).last().copied(), Some(cell));
        }
        prop_assert_eq!(maze.carve_order().len(), board.len());
    }

    #[test]
    fn the_dfs_solve_is_the_one_route(rows in 2u16..=20, cols in 2u16..=20, seed in any::<u64>()) {
        let s = spec(rows, cols, seed, Difficulty::Normal);
        prop_assert_eq!(s.start.col, 0);
        prop_assert_eq!(s.finish.col, cols - 1);
        let maze = Maze::carve(s.board, seed);
        let walk = maze.solve(s.start, s.finish);
        prop_assert_eq!(&walk.route, &bfs_route(&maze, s.start, s.finish));
        let puzzle = PathPuzzle::from_path(s.board, &walk.route, Vec::new());
        prop_assert!(puzzle.is_solution(&walk.route));
        for r in 0..rows {
            let on_row = walk.route.iter().filter(|c| c.row == r).count();
            prop_assert_eq!(puzzle.row_clues[r as usize] as usize, on_row);
        }
        for c in 0..cols {
            let on_col = walk.route.iter().filter(|s| s.col == c).count();
            prop_assert_eq!(puzzle.col_clues[c as usize] as usize, on_col);
        }
    }

    #[test]
    fn the_counter_agrees_with_brute_force(
        rows in 2u16..=5, cols in 2u16..=5, seed in any::<u64>(), pieces in 0usize..3,
    ) {
        let (mut puzzle, route) = bare_puzzle(rows, cols, seed);
        for k in 0..pieces.min(route.len()) {
            let i = (seed as usize / (k + 1)) % route.len();
            let exits = if k % 2 == 0 { PathPuzzle::exits_along(&route, i) } else { 0 };
            if puzzle.given_at(route[i]).is_none() {
                puzzle.givens.push(Given { at: route[i], exits });
            }
        }
        let count = brute_force_count(&puzzle);
        prop_assert!(count >= 1, "the route itself is a solution");
        prop_assert_eq!(puzzle.count_solutions(u64::MAX), count);
        let (two, found) = puzzle.solutions(2);
        prop_assert_eq!(two, count.min(2));
        prop_assert!(found.iter().all(|p| puzzle.is_solution(p)));
    }

    #[test]
    fn deductions_never_contradict_the_counter(rows in 2u16..=6, cols in 2u16..=6, seed in any::<u64>()) {
        let (puzzle, route) = bare_puzzle(rows, cols, seed);
        let unique = puzzle.count_solutions(2) == 1;
        for difficulty in Difficulty::all() {
            match solve(&puzzle, difficulty) {
                Verdict::Unique(path) => {
                    prop_assert!(unique, "{difficulty:?} claims a unique solution");
                    prop_assert_eq!(&path, &route);
                }
                Verdict::Unproved => {}
                Verdict::Impossible => prop_assert!(false, "the route is a solution"),
            }
        }
    }

    #[test]
    fn every_generated_puzzle_is_unique(
        rows in 2u16..=8, cols in 2u16..=8, seed in any::<u64>(), level in 0usize..3,
    ) {
        let made = PuzzleMaker::new(spec(rows, cols, seed, Difficulty::SLUGS[level].0)).finish();
        let (count, found) = made.puzzle.solutions(2);
        prop_assert_eq!(count, 1);
        prop_assert_eq!(&found[0], &made.route);
        prop_assert_eq!(solve(&made.puzzle, Difficulty::SLUGS[level].0), Verdict::Unique(made.route.clone()));
    }

    #[test]
    fn a_puzzle_is_graded_exactly_when_the_level_below_cannot_complete_it(
        rows in 2u16..=8, cols in 2u16..=8, seed in any::<u64>(), level in 0usize..3,
    ) {
        let difficulty = Difficulty::SLUGS[level].0;
        let made = PuzzleMaker::new(spec(rows, cols, seed, difficulty)).finish();
        match difficulty.below() {
            None => prop_assert!(made.graded, "easy has no level below"),
            Some(below) => {
                let yields = matches!(solve(&made.puzzle, below), Verdict::Unique(_));
                prop_assert_eq!(made.graded, !yields);
            }
        }
    }
}

#[test]
fn every_set_of_sides_is_written_with_its_directions_letters_in_nesw_order() {
    for sides in 0..16u8 {
        let letters: String =
            Direction::ALL.iter().filter(|d| sides & d.bit() != 0).map(|d| d.letter()).collect();
        assert_eq!(sides_letters(sides), letters, "sides {sides:04b}");
    }
}

#[test]
fn the_counter_on_6x6_agrees_with_brute_force() {
    for seed in 1..=6 {
        let (puzzle, _) = bare_puzzle(6, 6, seed);
        assert_eq!(puzzle.count_solutions(u64::MAX), brute_force_count(&puzzle), "seed {seed}");
    }
}

#[test]
fn bare_clues_are_often_ambiguous_which_is_why_pieces_are_given() {
    let counts: Vec<u64> =
        (1..=40).map(|seed| bare_puzzle(8, 8, seed).0.count_solutions(2)).collect();
    assert!(counts.contains(&1) && counts.contains(&2), "{counts:?}");
}

#[test]
fn large_generated_puzzles_are_proved_unique_and_solved_by_their_route() {
    for (side, seeds) in [(12u16, 12u64), (20, 6), (30, 2), (40, 1)] {
        for seed in 1..=seeds {
            let difficulty = Difficulty::SLUGS[seed as usize % 3].0;
            let difficulty = if side > 20 { Difficulty::Normal } else { difficulty };
            let made = PuzzleMaker::new(spec(side, side, seed, difficulty)).finish();
            assert!(made.puzzle.is_solution(&made.route));
            assert_eq!(solve(&made.puzzle, difficulty), Verdict::Unique(made.route.clone()));
            if side <= 12 {
                assert_eq!(made.puzzle.count_solutions(2), 1, "{side}×{side} seed {seed}");
            }
        }
    }
}

#[test]
fn no_given_piece_can_be_dropped() {
    for seed in 1..=20 {
        let s = spec(10, 10, seed, Difficulty::Normal);
        let made = PuzzleMaker::new(s).finish();
        for i in 0..made.puzzle.givens.len() {
            let mut fewer = made.puzzle.clone();
            fewer.givens.remove(i);
            assert_eq!(solve(&fewer, s.difficulty), Verdict::Unproved, "seed {seed} piece {i}");
        }
    }
}

#[test]
fn the_same_spec_makes_the_same_puzzle() {
    let s = spec(12, 9, 2026, Difficulty::Hard);
    assert_eq!(PuzzleMaker::new(s).finish(), PuzzleMaker::new(s).finish());
}

#[test]
fn harder_puzzles_need_no_more_pieces_on_average() {
    let pieces = |difficulty| -> usize {
        (1..=30)
            .map(|seed| {
                PuzzleMaker::new(spec(12, 12, seed, difficulty)).finish().puzzle.givens.len()
            })
            .sum()
    };
    assert!(pieces(Difficulty::Hard) <= pieces(Difficulty::Normal));
    assert!(pieces(Difficulty::Normal) <= pieces(Difficulty::Easy));
}

#[test]
fn carving_replays_and_undoes_and_tries_cells_in_carve_order() {
    let board = Board::new(7, 9).unwrap();
    let maze = Maze::carve(board, 99);
    let mut tried = Vec::new();
    common::check_replay_and_undo(&mut Carver::new(board, 99), usize::MAX, |_, e| {
        if let Event::Try { at, .. } = e {
            tried.push(at);
        }
    });
    assert_eq!(tried, maze.carve_order());
}

#[test]
fn solving_replays_and_undoes_and_ends_on_the_route() {
    let s = spec(9, 7, 5, Difficulty::Normal);
    let maze = Maze::carve(s.board, s.seed);
    let walk = maze.solve(s.start, s.finish);
    let mut solver = MazeSolver::new(maze, s.start, s.finish);
    let mut tried = Vec::new();
    let mut at_solution = Vec::new();
    common::check_replay_and_undo(&mut solver, usize::MAX, |search, e| match e {
        Event::Try { at, .. } => tried.push(at),
        Event::Solution { .. } => at_solution = search.path().to_vec(),
        _ => {}
    });
    assert_eq!(tried, walk.visit_order);
    assert_eq!(at_solution, walk.route);
    assert_eq!(solver.stats().solutions, 1);
}

/// The maze's searches run flat out on the default loop (they are a few thousand events at
/// most): stopping anywhere leaves them where the step engine would.
#[test]
fn the_mazes_searches_flat_out_match_their_events() {
    use crate::common::check_flat_matches_events;
    use runut::problems::math_maze::core::{Carver, Maze, MazeSolver};
    let board = Board::new(9, 11).unwrap();
    for budgets in [vec![0, 5, 40], vec![1, 1, 1, 300], vec![u64::MAX]] {
        check_flat_matches_events(|| Carver::new(board, 3), &budgets, 7, false);
        let maze = Maze::carve(board, 3);
        let (start, finish) = (Square::new(4, 0), Square::new(2, 10));
        check_flat_matches_events(
            || MazeSolver::new(maze.clone(), start, finish),
            &budgets,
            7,
            false,
        );
    }
}
