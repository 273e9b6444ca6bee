//! Playing a math maze: clicks, arrow keys, undo and redo, clue status, saving, what the cells
//! show while the maze is carved and solved, the URL, and the worker making a puzzle.

use runut::core::grid::{Board, Direction, Square};
use runut::core::search::Search;
use runut::model::protocol::{FromWorker, ToWorker};
use runut::model::query::query_pairs;
use runut::model::runner::Runner;
use runut::problems::math_maze::core::deduce::Difficulty;
use runut::problems::math_maze::core::generate::{Made, PuzzleMaker, PuzzleSpec};
use runut::problems::math_maze::core::Maze;
use runut::problems::math_maze::model::game::{ClueStatus, Game, Refusal};
use runut::problems::math_maze::model::job::MazeJob;
use runut::problems::math_maze::model::problem::made as made_of;
use runut::problems::math_maze::model::saved::SavedGame;
use runut::problems::math_maze::model::session::Session;
use runut::problems::math_maze::model::settings::{maze_query, maze_settings};
use runut::problems::math_maze::model::view::{
    carving_views, drawn_bands, given_paths, playing_views, searching_views, solving_views,
    walls_path, Shade, CELLS_PER_BAND, FIRST_BAND_CELLS,
};
use runut::problems::math_maze::MathMaze;
use std::collections::BTreeSet;

fn made(rows: u16, cols: u16, seed: u64) -> Made {
    let board = Board::new(rows, cols).unwrap();
    let (start, finish) = PuzzleSpec::random_ends(board, seed);
    let spec = PuzzleSpec { board, seed, start, finish, difficulty: Difficulty::Normal };
    PuzzleMaker::new(spec).finish()
}

fn sq(row: u16, col: u16) -> Square {
    Square::new(row, col)
}

#[test]
fn playing_the_route_cell_by_cell_solves_the_puzzle() {
    for seed in 1..=20 {
        let made = made(7, 9, seed);
        let mut game = Game::new(made.puzzle.clone());
        for &cell in &made.route[1..] {
            assert!(!game.is_solved());
            game.click(cell).unwrap();
        }
        assert!(game.is_solved());
        assert_eq!(game.moves() as usize, made.route.len() - 1);
        let (rows, cols) = game.clue_status();
        assert!(rows.iter().chain(&cols).all(|&s| s == ClueStatus::Met));
        assert_eq!(game.first_wrong(&made.route), None);
    }
}

#[test]
fn clicks_extend_cut_back_or_are_refused_with_a_hint() {
    let made = made(6, 6, 3);
    let start = made.puzzle.start;
    let mut game = Game::new(made.puzzle);
    let right = sq(start.row, 1);
    game.click(right).unwrap();
    let diagonal = sq(if start.row == 0 { 1 } else { start.row - 1 }, 2);
    assert_eq!(game.click(diagonal), Err(Refusal::NotBeside { end: right }));
    assert!(Refusal::NotBeside { end: right }.hint().contains("no diagonals"));
    game.click(sq(start.row, 2)).unwrap();
    game.click(sq(start.row, 3)).unwrap();
    assert_eq!(game.path().len(), 4);
    game.click(right).unwrap();
    assert_eq!(game.path(), &[start, right], "a click on the path cuts back to it");
    assert_eq!(game.click(sq(9, 9)), Err(Refusal::OffGrid));
}

#[test]
fn undo_removes_exactly_the_last_move_and_redo_restores_it() {
    let made = made(6, 6, 4);
    let start = made.puzzle.start;
    let mut game = Game::new(made.puzzle);
    assert!(!game.undo());
    game.step(Direction::East).unwrap();
    game.step(Direction::East).unwrap();
    let two = game.path().to_vec();
    game.step(Direction::East).unwrap();
    assert!(game.undo());
    assert_eq!(game.path(), two.as_slice());
    assert!(game.redo());
    assert_eq!(game.path().len(), 4);
    // Moving back onto the previous cell with an arrow takes the end off.
    game.step(Direction::West).unwrap();
    assert_eq!(game.path().len(), 3);
    // A new move forgets what could be redone.
    game.undo();
    game.step(Direction::East).unwrap_or(());
    assert!(!game.can_redo());
    game.restart();
    assert_eq!(game.path(), &[start]);
    assert!(game.undo(), "restart is undoable");
}

#[test]
fn a_path_at_the_finish_cannot_grow_and_an_exceeded_clue_shows() {
    let made = made(5, 5, 9);
    let mut game = Game::new(made.puzzle.clone());
    game.show(&made.route);
    assert!(game.is_solved());
    let finish = made.puzzle.finish;
    let beside = Direction::ALL.iter().find_map(|d| {
        d.neighbour(&made.puzzle.board, finish).filter(|n| game.position(*n).is_none())
    });
    if let Some(cell) = beside {
        assert_eq!(game.click(cell), Err(Refusal::AtFinish));
    }
    let mut greedy = Game::new(made.puzzle.clone());
    let row = made.puzzle.start.row;
    for col in 1..5 {
        greedy.click(sq(row, col)).unwrap();
    }
    let (rows, _) = greedy.clue_status();
    let expected =
        if made.puzzle.row_clues[row as usize] < 5 { ClueStatus::Over } else { ClueStatus::Met };
    assert_eq!(rows[row as usize], expected);
}

#[test]
fn check_my_path_marks_the_first_cell_off_the_solution() {
    let made = made(8, 8, 12);
    let mut game = Game::new(made.puzzle.clone());
    game.click(made.route[1]).unwrap();
    assert_eq!(game.first_wrong(&made.route), None);
    let off = Direction::ALL
        .iter()
        .filter_map(|d| d.neighbour(&made.puzzle.board, made.route[1]))
        .find(|&n| n != made.route[2] && n != made.route[0])
        .unwrap();
    game.click(off).unwrap();
    assert_eq!(game.first_wrong(&made.route), Some(off));
    let views = playing_views(&game, &made.puzzle, game.first_wrong(&made.route), None);
    assert_eq!(views[made.puzzle.board.index(off)].shade, Shade::Wrong);
    assert_eq!(views[made.puzzle.board.index(off)].step, Some(2));
}

#[test]
fn a_saved_game_restores_only_a_real_path_of_the_same_puzzle() {
    let made = made(6, 6, 21);
    let mut game = Game::new(made.puzzle.clone());
    for &cell in &made.route[1..4] {
        game.click(cell).unwrap();
    }
    let saved = SavedGame {
        puzzle: "?p=math_maze".into(),
        path: game.saved_path(),
        moves: 7,
        started_ms: 1.5,
        hints: 1,
        revealed: true,
        marks: String::new(),
    };
    let text = saved.to_text();
    let back = SavedGame::from_text(&text).unwrap();
    assert_eq!(back, saved);
    // A game saved before hints were counted (five lines) still loads, with none.
    let old = text.rsplit_once('\n').unwrap().0;
    assert_eq!(
        SavedGame::from_text(old),
        Some(SavedGame { hints: 0, revealed: false, ..saved.clone() })
    );
    assert_eq!(SavedGame::from_text(&format!("{old}\n1 maybe")), None);
    let restored = Game::restored(made.puzzle.clone(), &back.path, back.moves).unwrap();
    assert_eq!(restored.path(), game.path());
    assert_eq!(restored.moves(), 7);
    assert!(!restored.can_undo());
    for bad in ["", "9,9", "x", "0,0 2,2"] {
        assert_eq!(Game::restored(made.puzzle.clone(), bad, 0), None, "{bad:?}");
    }
    assert_eq!(SavedGame::from_text("something else"), None);
}

#[test]
fn carving_views_grow_from_solid_rock_to_the_maze() {
    let board = Board::new(5, 7).unwrap();
    let maze = Maze::carve(board, 8);
    let rock = carving_views(&maze, 0, &[]);
    assert!(rock.iter().all(|v| v.shade == Shade::Uncarved && v.walls == Some(0b1111)));
    let done = carving_views(&maze, board.len(), &[]);
    for r in 0..5 {
        for c in 0..7 {
            assert_eq!(done[board.index(sq(r, c))].walls, Some(maze.walls(sq(r, c))));
        }
    }
    let first = maze.carve_order()[0];
    let one = carving_views(&maze, 1, &[first]);
    assert_eq!(one[board.index(first)].shade, Shade::Head);
    assert_eq!(one.iter().filter(|v| v.shade == Shade::Uncarved).count(), board.len() - 1);
}

#[test]
fn solving_views_show_dead_ends_abandoned_and_the_route() {
    let board = Board::new(6, 6).unwrap();
    let maze = Maze::carve(board, 2);
    let (start, finish) = PuzzleSpec::random_ends(board, 2);
    let walk = maze.solve(start, finish);
    let views = solving_views(&maze, &walk, walk.visit_order.len(), &walk.route);
    let abandoned = views.iter().filter(|v| v.shade == Shade::Abandoned).count();
    assert_eq!(abandoned, walk.visit_order.len() - walk.route.len());
    assert_eq!(views[board.index(finish)].shade, Shade::Head);
}

#[test]
fn maze_links_round_trip_and_bad_values_give_notices() {
    let (settings, notices) = maze_settings(&query_pairs(
        "?p=math_maze&rows=5&cols=7&seed=99&start=1,0&finish=4,6&level=hard",
    ));
    assert!(notices.is_empty(), "{notices:?}");
    assert_eq!(settings.start, Some(sq(1, 0)));
    let (again, _) = maze_settings(&query_pairs(&maze_query(&settings)));
    assert_eq!(again, settings);
    let (bad, notices) = maze_settings(&query_pairs(
        "?p=math_maze&rows=1&cols=x&seed=-4&start=1,1&finish=0,0&level=9&show=2",
    ));
    assert_eq!((bad.board.rows(), bad.board.cols()), (2, 8));
    assert_eq!((bad.seed, bad.start, bad.finish), (None, None, None));
    assert_eq!(bad.difficulty, Difficulty::Normal);
    assert_eq!(notices.len(), 7, "{notices:?}");
    // Hard is offered at every size, the largest included.
    let (big, notices) = maze_settings(&query_pairs("?p=math_maze&rows=40&cols=40&level=hard"));
    assert_eq!((big.difficulty, notices.len()), (Difficulty::Hard, 0));
}

#[test]
fn the_worker_makes_the_puzzle_in_slices_and_sends_it_when_done() {
    let board = Board::new(12, 12).unwrap();
    let (start, finish) = PuzzleSpec::random_ends(board, 5);
    let spec = PuzzleSpec { board, seed: 5, start, finish, difficulty: Difficulty::Hard };
    let mut runner = Runner::<MathMaze>::new(MazeJob::Make { spec });
    runner.handle(&ToWorker::RunFlat, 0.0);
    let clock = std::cell::Cell::new(0.0);
    let tick = || {
        clock.set(clock.get() + 1.0);
        clock.get()
    };
    let mut done = None;
    for _ in 0..10_000 {
        if let Some(FromWorker::Done(snapshot)) = runner.run_slice(&tick).pop() {
            done = Some(snapshot);
            break;
        }
    }
    let snapshot = done.expect("the maker finishes");
    let made = made_of(snapshot.found.as_ref()).expect("the puzzle is sent");
    assert_eq!(*made, PuzzleMaker::new(spec).finish());
    // The carving and the walk stream their events like any search.
    let mut carve = runut::problems::math_maze::core::Carver::new(board, 5);
    let carve_events = std::iter::from_fn(|| carve.step()).count();
    let mut runner = Runner::<MathMaze>::new(MazeJob::Carve { board, seed: 5 });
    let replies = runner.handle(&ToWorker::Pull { max_events: 100_000 }, 0.0);
    match &replies[..] {
        [FromWorker::Events { events, ending: Some(_), .. }] => {
            assert_eq!(events.len(), carve_events)
        }
        other => panic!("unexpected {other:?}"),
    }
}

#[test]
fn the_clock_starts_at_the_first_move_and_stops_at_the_solution() {
    let made = made(6, 7, 30);
    let mut session = Session::new(Game::new(made.puzzle.clone()), None);
    session.play(|_| None, 1_000.0);
    assert_eq!(session.started_ms, None, "no move yet");
    for (i, &cell) in made.route[1..].iter().enumerate() {
        session.play(|g| g.click(cell).err().map(Refusal::hint), 2_000.0 + i as f64 * 1_000.0);
    }
    let steps = made.route.len() - 2;
    assert_eq!(session.solving_time_ms(), Some(steps as f64 * 1_000.0));
    assert!(!session.revealed);
    // Revealing a solved game does not call it revealed; undoing and re-solving keeps the time.
    session.reveal(&made.route, 99_000.0);
    assert!(!session.revealed);
    assert_eq!(session.solving_time_ms(), Some(steps as f64 * 1_000.0));
}

#[test]
fn check_and_reveal_help_a_learner() {
    let made = made(8, 8, 31);
    let mut session = Session::new(Game::new(made.puzzle.clone()), None);
    session.check(&made.route);
    assert_eq!(session.wrong, None);
    assert!(session.message.as_deref().unwrap().contains("So far so good"));
    let off = Direction::ALL
        .iter()
        .filter_map(|d| d.neighbour(&made.puzzle.board, made.route[0]))
        .find(|&n| n != made.route[1])
        .unwrap();
    session.play(|g| g.click(off).err().map(Refusal::hint), 5.0);
    session.check(&made.route);
    assert_eq!(session.wrong, Some(off));
    session.play(|g| g.undo().then_some(String::new()).filter(|_| false), 6.0);
    assert_eq!(session.wrong, None, "a move clears the mark");
    session.reveal(&made.route, 7.0);
    assert!(session.revealed && session.game.is_solved());
}

#[test]
fn an_edited_move_count_never_wraps_to_zero() {
    let made = made(6, 6, 3);
    let start = made.puzzle.start.to_string();
    let mut game = Game::restored(made.puzzle.clone(), &start, u32::MAX).unwrap();
    game.click(made.route[1]).unwrap();
    assert_eq!(game.moves(), u32::MAX, "the count stays at its largest");
}

/// The wall segments of an SVG path made of `Mx yh1` and `Mx yv1` moves, as unit segments.
fn wall_segments(path: &str) -> BTreeSet<(u32, u32, char)> {
    path.split('M')
        .filter(|s| !s.is_empty())
        .map(|s| {
            let (xy, dir) = s.split_at(s.len() - 2);
            let mut xy = xy.split(' ').map(|n| n.parse::<u32>().expect("a whole number"));
            (xy.next().unwrap(), xy.next().unwrap(), dir.chars().next().unwrap())
        })
        .collect()
}

#[test]
fn the_walls_path_draws_every_wall_of_the_shown_maze_exactly_once() {
    let board = Board::new(5, 7).unwrap();
    let maze = &Maze::carve(board, 13);
    let walk = maze.solve(Square::new(0, 0), Square::new(4, 6));
    let views = solving_views(maze, &walk, 0, &[]);
    let path = walls_path(&views, board.cols() as usize);
    let drawn = wall_segments(&path);
    assert_eq!(drawn.len(), path.matches('M').count(), "no wall drawn twice");
    // Every closed side of every cell, read from the maze itself, as a unit segment.
    let mut expected = BTreeSet::new();
    for cell in board.squares() {
        let (r, c) = (u32::from(cell.row), u32::from(cell.col));
        for d in Direction::ALL {
            if maze.walls(cell) & d.bit() == 0 {
                continue;
            }
            expected.insert(match d {
                Direction::North => (c, r, 'h'),
                Direction::South => (c, r + 1, 'h'),
                Direction::West => (c, r, 'v'),
                Direction::East => (c + 1, r, 'v'),
            });
        }
    }
    assert_eq!(drawn, expected);
}

#[test]
fn given_pieces_draw_one_dot_each_and_a_stub_per_exit() {
    let made = made(8, 8, 42);
    let views = searching_views(&made.puzzle, &[]);
    let (stubs, dots) = given_paths(&views, 8);
    assert_eq!(dots.matches('M').count(), made.puzzle.givens.len());
    let exits: u32 = made.puzzle.givens.iter().map(|g| g.exits.count_ones()).sum();
    assert_eq!(stubs.matches('M').count(), exits as usize);
    assert!(!made.puzzle.givens.is_empty(), "the case has given pieces");
}

#[test]
fn a_large_grid_comes_in_bands_that_cover_every_row_once_in_order() {
    // A 40 × 40 grid: three rows first, then bands of ten; a 20 × 20 one: six rows, then the rest.
    assert_eq!(drawn_bands(40, 40, 1), vec![0..3]);
    assert_eq!(drawn_bands(40, 40, 3), vec![0..3, 3..13, 13..23]);
    assert_eq!(drawn_bands(40, 40, 99), vec![0..3, 3..13, 13..23, 23..33, 33..40]);
    assert_eq!(drawn_bands(20, 20, 9), vec![0..6, 6..20]);
    assert_eq!(drawn_bands(10, 10, 9), vec![0..10], "a small grid at once");
    for (rows, cols) in [(1, 1), (3, 40), (40, 3), (40, 40), (37, 23), (2, 1000)] {
        let all = drawn_bands(rows, cols, u16::MAX);
        let covered: Vec<u16> = all.iter().flat_map(|band| band.clone()).collect();
        assert_eq!(
            covered,
            (0..rows).collect::<Vec<_>>(),
            "{rows} × {cols}: every row once, in order"
        );
        for (k, band) in all.iter().enumerate() {
            let cells = u32::from(band.end - band.start) * u32::from(cols);
            let most = if k == 0 { FIRST_BAND_CELLS } else { CELLS_PER_BAND };
            assert!(band.len() == 1 || cells <= u32::from(most), "{rows} × {cols}: {band:?}");
        }
        // Each band more draws one more band until all are drawn.
        for bands in 1..=all.len() as u16 {
            assert_eq!(drawn_bands(rows, cols, bands), all[..bands as usize].to_vec());
        }
    }
}
