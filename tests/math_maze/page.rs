//! The math-maze page as a pure state machine, wired to in-process workers: making the puzzle,
//! watching it carved and solved, picking ends, new games, saving and resuming, and play.

use crate::common::workers::Rig;
use runut::core::grid::{Board, Direction, Square};
use runut::model::driver::{Control, Input, RunState};
use runut::model::game::day::Day;
use runut::model::query::query_pairs;
use runut::problems::math_maze::core::deduce::Difficulty;
use runut::problems::math_maze::core::generate::{PuzzleMaker, PuzzleSpec};
use runut::problems::math_maze::model::action::{
    EditChange, GameChange, GameState, GridAction, MazeAction, Phase, Picking,
};
use runut::problems::math_maze::model::daily::daily_seed;
use runut::problems::math_maze::model::hint::HintMark;
use runut::problems::math_maze::model::page::{MazePage, Stored, MAKER, MAX_RESEEDS, SHOW};
use runut::problems::math_maze::model::records::{Improved, MazeSlot, Records, Win};
use runut::problems::math_maze::model::saved::SavedGame;
use runut::problems::math_maze::model::settings::{maze_query, maze_settings, MazeSettings};

fn settings(query: &str) -> MazeSettings {
    maze_settings(&query_pairs(query)).0
}

fn page(query: &str, saved: Option<SavedGame>, reduced: bool) -> Rig<MazePage> {
    let stored = Stored::read(saved.map(|s| s.to_text()), None);
    Rig::new(MazePage::new(settings(query), Vec::new(), stored, reduced, 777))
}

/// The carved maze's route (the solution of a made puzzle).
fn route_of(page: &MazePage) -> Vec<Square> {
    page.outline().carved.as_ref().expect("a made puzzle has a maze").1.route.clone()
}

/// Plays the hidden route by clicks, from the cell after the start.
fn play_route(r: &mut Rig<MazePage>) {
    let route = route_of(&r.driver).clone();
    for &cell in &route[1..] {
        let now = r.now();
        r.act(MazeAction::Grid { action: GridAction::Click(cell), now });
    }
}

#[test]
fn a_puzzle_is_made_in_the_worker_then_played_to_the_win() {
    let mut r = page("?p=math_maze&rows=6&cols=7&seed=3", None, false);
    assert_eq!((r.driver.phase(), r.driver.game_state()), (Phase::Done, GameState::Generating));
    assert!(r.driver.status().starts_with("Making sure"), "{}", r.driver.status());
    r.settle();
    let made = r.driver.made().expect("the puzzle arrives").clone();
    assert_eq!(made.spec, r.driver.spec());
    assert_eq!(r.driver.game_state(), GameState::Playing);
    let [rows, cols] = r.driver.clues();
    assert_eq!((rows.len(), cols.len()), (6, 7));
    assert!(rows.iter().chain(&cols).all(|(_, status)| status.is_some()));
    play_route(&mut r);
    assert_eq!(r.driver.game_state(), GameState::Solved);
    assert!(r.driver.session().unwrap().solving_time_ms().is_some());
    r.act(MazeAction::Game { change: GameChange::Undo, now: 1e6 });
    assert_eq!(r.driver.game_state(), GameState::Playing);
    assert_eq!(r.driver.can_undo_redo(), (true, true));
    r.act(MazeAction::Game { change: GameChange::Redo, now: 1e6 });
    assert_eq!(r.driver.game_state(), GameState::Solved);
}

#[test]
fn the_seed_and_both_ends_are_filled_in_so_the_link_names_the_puzzle() {
    let r = page("?p=math_maze&rows=5&cols=5", None, false);
    let s = r.driver.settings();
    assert_eq!(s.seed, Some(777), "the fresh seed is used");
    let spec = r.driver.spec();
    assert_eq!((s.start, s.finish), (Some(spec.start), Some(spec.finish)));
    assert_eq!((spec.start.col, spec.finish.col), (0, 4));
}

#[test]
fn watching_plays_the_carving_then_the_solve_then_the_puzzle() {
    let mut r = page("?p=math_maze&rows=5&cols=6&seed=9&show=1&speed=max", None, false);
    assert_eq!(r.driver.phase(), Phase::Carving);
    assert!(r.driver.watching());
    r.run_until(|p| p.phase() == Phase::Solving);
    assert_eq!(r.driver.show().state(), RunState::Running);
    r.run_until(|p| p.phase() == Phase::Done);
    r.settle();
    assert_eq!(r.driver.show().trail().path(), &route_of(&r.driver)[..]);
    assert_eq!(r.driver.game_state(), GameState::Playing);
    let (cells, _) = r.driver.cells();
    assert!(cells.iter().all(|c| c.walls.is_none()), "no walls in play");
}

#[test]
fn skip_ends_the_show_at_once_and_play_turns_it_back_on() {
    let mut r = page("?p=math_maze&rows=8&cols=8&seed=4&show=1&speed=5", None, false);
    r.frame();
    r.act(MazeAction::Skip);
    assert_eq!((r.driver.phase(), r.driver.show().state()), (Phase::Done, RunState::Stopped));
    r.settle();
    assert_eq!(r.driver.game_state(), GameState::Playing);
    // Play while nothing is watched turns watching on; the game in play is kept.
    r.act(MazeAction::Show(Control::Play));
    assert!(r.driver.settings().show);
    assert_eq!(r.driver.phase(), Phase::Carving);
    assert_eq!(r.driver.game_state(), GameState::Generating);
    r.act(MazeAction::Show(Control::Stop));
    assert_eq!(r.driver.phase(), Phase::Done);
    assert_eq!(r.driver.game_state(), GameState::Playing);
}

#[test]
fn under_reduced_motion_a_show_waits_for_play() {
    let mut r = page("?p=math_maze&rows=5&cols=5&seed=2&show=1", None, true);
    r.settle();
    assert_eq!((r.driver.phase(), r.driver.show().state()), (Phase::Carving, RunState::Idle));
    r.act(MazeAction::Show(Control::Step));
    r.settle();
    assert_eq!(r.driver.show().trail().stats().nodes, 1);
}

#[test]
fn ends_are_picked_on_the_left_then_the_right_edge() {
    let mut r = page("?p=math_maze&rows=6&cols=6&seed=8", None, false);
    r.settle();
    r.act(MazeAction::TogglePicking);
    assert_eq!(r.driver.picking(), Some(Picking::Start));
    assert!(r.driver.status().contains("left edge"));
    let before = r.driver.spec();
    r.act(MazeAction::Grid { action: GridAction::Click(Square::new(2, 3)), now: 1.0 });
    assert_eq!((r.driver.spec(), r.driver.picking()), (before, Some(Picking::Start)));
    let start = Square::new((before.start.row + 1) % 6, 0);
    r.act(MazeAction::Grid { action: GridAction::Click(start), now: 1.0 });
    assert_eq!(r.driver.picking(), Some(Picking::Finish));
    assert_eq!(r.driver.spec().start, start);
    assert!(r.driver.session().is_none(), "a new puzzle is being made");
    r.act(MazeAction::Grid { action: GridAction::Click(Square::new(1, 5)), now: 1.0 });
    assert_eq!(r.driver.picking(), None);
    let spec = r.driver.spec();
    assert_eq!((spec.start, spec.finish, spec.seed), (start, Square::new(1, 5), 8));
    r.settle();
    assert_eq!(r.driver.made().map(|m| m.spec), Some(spec));
}

#[test]
fn settings_changes_make_a_new_puzzle_and_notices_can_be_dismissed() {
    let (settings, notices) = maze_settings(&query_pairs("?p=math_maze&rows=6&cols=x&seed=8"));
    let stored = Stored::default();
    let mut r = Rig::new(MazePage::new(settings, notices, stored, false, 777));
    assert_eq!(r.driver.notices().len(), 1, "{:?}", r.driver.notices());
    r.act(MazeAction::DismissNotices);
    assert!(r.driver.notices().is_empty());
    r.settle();
    r.act(MazeAction::NewGame { seed: 1234 });
    assert_eq!(r.driver.settings().seed, Some(1234));
    assert!(r.driver.made().is_none() && r.driver.session().is_none());
    r.act(MazeAction::SetSide { rows: false, side: 40 });
    assert_eq!(r.driver.spec().board, Board::new(6, 40).unwrap());
    assert_eq!(r.driver.spec().finish.col, 39);
    r.act(MazeAction::SetSide { rows: true, side: 40 });
    // Hard is offered at every size, the largest included.
    r.act(MazeAction::SetLevel(Difficulty::Hard));
    assert_eq!(r.driver.settings().difficulty, Difficulty::Hard);
    assert!(r.driver.notices().is_empty());
    r.settle();
    assert_eq!(r.driver.game_state(), GameState::Playing);
    assert_eq!(r.driver.made().map(|m| m.spec.difficulty), Some(Difficulty::Hard));
}

#[test]
fn a_saved_game_of_this_puzzle_resumes_and_another_is_ignored() {
    let query = "?p=math_maze&rows=6&cols=6&seed=5";
    let mut r = page(query, None, false);
    r.settle();
    let route = route_of(&r.driver).clone();
    for &cell in &route[1..4] {
        r.act(MazeAction::Grid { action: GridAction::Click(cell), now: 50.0 });
    }
    let saved = r.driver.saved().latest().cloned().expect("the game in play is kept");
    assert_eq!(saved.moves, 3);
    assert_eq!(saved.started_ms, 50.0);

    let mut again = page(query, Some(saved.clone()), false);
    again.settle();
    let session = again.driver.session().unwrap();
    assert_eq!(session.game.path(), &route[..4]);
    assert_eq!((session.game.moves(), session.started_ms), (3, Some(50.0)));

    let other = SavedGame { puzzle: "?p=math_maze&rows=6&cols=6&seed=6".into(), ..saved };
    let mut fresh = page(query, Some(other), false);
    fresh.settle();
    assert_eq!(fresh.driver.session().unwrap().game.moves(), 0);
}

#[test]
fn check_marks_the_first_wrong_cell_and_reveal_shows_the_route() {
    let mut r = page("?p=math_maze&rows=7&cols=7&seed=21", None, false);
    r.settle();
    r.act(MazeAction::Game { change: GameChange::Check, now: 5.0 });
    assert!(r.driver.status().contains("So far so good"), "{}", r.driver.status());
    r.act(MazeAction::Game { change: GameChange::Reveal, now: 6.0 });
    assert_eq!(r.driver.game_state(), GameState::Solved);
    assert!(r.driver.session().unwrap().revealed);
}

#[test]
fn only_the_two_workers_are_used_and_a_failed_maker_can_retry() {
    let mut r = page("?p=math_maze&rows=4&cols=4&seed=1", None, false);
    assert_eq!(r.runners.len(), 2);
    assert!(r.runners[MAKER].is_some() && r.runners[SHOW].is_some());
    r.act(MazeAction::Worker { part: MAKER, input: Input::WorkerCrashed("gone".into()), now: 1.0 });
    assert_eq!(r.driver.maker().failure(), Some("gone"));
    r.act(MazeAction::RetryMaker);
    r.settle();
    assert_eq!(r.driver.game_state(), GameState::Playing);
    // A message for a worker the page does not have changes nothing.
    r.act(MazeAction::Worker { part: 7, input: Input::Control(Control::Play), now: 2.0 });
    assert_eq!(r.driver.game_state(), GameState::Playing);
}

#[test]
fn a_lost_worker_fails_the_show_or_the_maker_with_try_again() {
    let mut r = page("?p=math_maze&rows=10&cols=10&seed=4&show=1&speed=max", None, false);
    r.pump();
    r.kill(SHOW);
    r.wait(12, 500.0);
    assert_eq!(r.driver.show().state(), RunState::Failed);
    assert!(r.driver.show().is_lost());
    // Try again (the player card's Restart) watches it afresh to its end.
    r.act(MazeAction::Show(Control::Restart));
    r.run_until(|p| p.phase() == Phase::Done);
    r.settle();
    assert_eq!(r.driver.game_state(), GameState::Playing);

    let mut r = page("?p=math_maze&rows=24&cols=24&seed=4&level=hard", None, false);
    r.kill(MAKER);
    r.wait(50, 500.0);
    assert!(r.driver.maker().is_lost(), "a maker that never says ready is lost too");
    r.act(MazeAction::RetryMaker);
    r.settle();
    assert_eq!(r.driver.game_state(), GameState::Playing);
}

#[test]
fn a_daily_link_names_the_days_puzzle_and_new_game_leaves_the_daily() {
    let query = "?p=math_maze&rows=6&cols=6&daily=2026-11-21";
    let r = page(query, None, false);
    let day = Day::parse("2026-11-21").unwrap();
    let spec = r.driver.spec();
    assert_eq!(spec.seed, daily_seed(day, spec.board, Difficulty::Normal));
    assert_eq!(spec, page(query, None, false).driver.spec(), "the same puzzle on every load");
    let link = maze_query(r.driver.settings());
    assert!(link.contains("&daily=2026-11-21") && !link.contains("seed="), "{link}");
    let other = page("?p=math_maze&rows=6&cols=6&daily=2026-11-22", None, false);
    assert_ne!(other.driver.spec().seed, spec.seed, "another day, another puzzle");

    let mut r = page("?p=math_maze&rows=6&cols=6&seed=4", None, false);
    r.act(MazeAction::Daily { today: day });
    assert_eq!(r.driver.settings().daily, Some(day));
    assert_eq!(r.driver.spec(), spec);
    r.act(MazeAction::SetLevel(Difficulty::Easy));
    assert_eq!(
        r.driver.spec().seed,
        daily_seed(day, spec.board, Difficulty::Easy),
        "the day's puzzle at that level"
    );
    r.act(MazeAction::NewGame { seed: 9 });
    assert_eq!((r.driver.settings().daily, r.driver.spec().seed), (None, 9));

    let (_, notices) = maze_settings(&query_pairs("?p=math_maze&daily=2026-02-30"));
    assert_eq!(notices.len(), 1, "{notices:?}");

    // A daily link names the day alone: ends in it are not read, and none are written.
    let with_ends =
        page("?p=math_maze&rows=6&cols=6&daily=2026-11-21&start=0,0&finish=5,5", None, false);
    assert_eq!(with_ends.driver.spec(), spec);
    assert!(!maze_query(with_ends.driver.settings()).contains("start="));
    // The Daily button on a page opened from a seed link is the same daily puzzle as everyone's.
    let mut from_seed = page("?p=math_maze&rows=6&cols=6&level=hard&seed=3", None, false);
    from_seed.act(MazeAction::Daily { today: day });
    from_seed.settle();
    let mut everyone = page("?p=math_maze&rows=6&cols=6&level=hard&daily=2026-11-21", None, false);
    everyone.settle();
    assert_eq!(from_seed.driver.made(), everyone.driver.made());
}

#[test]
fn a_win_is_recorded_once_a_reveal_never_and_the_days_daily_grows_the_streak() {
    // The rig's clock starts at 0 ms: 1970-01-01.
    let mut r = page("?p=math_maze&rows=6&cols=6&daily=1970-01-01", None, false);
    r.settle();
    assert_eq!(r.driver.improved(), None);
    play_route(&mut r);
    let moves = r.driver.session().unwrap().game.moves();
    let best = r
        .driver
        .records()
        .best(MazeSlot { board: Board::new(6, 6).unwrap(), difficulty: Difficulty::Normal })
        .expect("recorded");
    assert_eq!(best.moves, moves);
    assert_eq!(r.driver.improved(), Some(Improved { time: true, moves: true, streak: true }));
    assert_eq!(r.driver.records().streak.days, 1);
    // Undo and solve again: still one win.
    r.act(MazeAction::Game { change: GameChange::Undo, now: 1e3 });
    r.act(MazeAction::Game { change: GameChange::Redo, now: 1e3 });
    let last = *route_of(&r.driver).last().unwrap();
    r.act(MazeAction::Grid { action: GridAction::Click(last), now: 2e3 });
    assert_eq!(r.driver.records().bests.len(), 1);

    let mut revealed = page("?p=math_maze&rows=5&cols=5&seed=8", None, false);
    revealed.settle();
    revealed.act(MazeAction::Game { change: GameChange::Reveal, now: 5.0 });
    let route = route_of(&revealed.driver).clone();
    revealed.act(MazeAction::Grid { action: GridAction::Click(route[1]), now: 6.0 });
    assert!(revealed.driver.records().bests.is_empty(), "a revealed solution is not a record");
    // Revealed, taken back, saved and reloaded: solving it then is still no record.
    revealed.act(MazeAction::Game { change: GameChange::Restart, now: 7.0 });
    let saved = revealed.driver.saved().latest().cloned().unwrap();
    assert!(saved.revealed);
    let mut reloaded = page("?p=math_maze&rows=5&cols=5&seed=8", Some(saved), false);
    reloaded.settle();
    play_route(&mut reloaded);
    assert_eq!(reloaded.driver.game_state(), GameState::Solved);
    assert!(reloaded.driver.records().bests.is_empty());
    r.act(MazeAction::ResetRecords);
    assert_eq!(r.driver.records(), &Records::default());
}

#[test]
fn stored_records_are_read_and_unreadable_ones_dropped_with_a_notice() {
    let open = |text: &str| {
        let stored = Stored { records: Some(text.into()), ..Stored::default() };
        MazePage::new(settings("?p=math_maze&rows=5&cols=5&seed=1"), Vec::new(), stored, false, 1).0
    };
    let mut kept = Records::default();
    kept.record(
        Win {
            slot: MazeSlot { board: Board::new(5, 5).unwrap(), difficulty: Difficulty::Easy },
            ms: 9000,
            moves: 12,
            daily: None,
            hinted: false,
        },
        Day(0),
    );
    let page = open(&kept.to_text());
    assert_eq!((page.records(), page.notices().len()), (&kept, 0));
    for bad in ["garbage", "runut-maze-records-1\nbest 5 5 easy x 12\nend\n", "\u{0}\u{ffff}"] {
        let page = open(bad);
        assert_eq!(page.records(), &Records::default());
        assert_eq!(page.notices().len(), 1);
        assert!(page.notices()[0].contains("records could not be read"));
    }
}

/// The first seed whose puzzle at `level` on `rows` × `cols` yields to the level below.
fn ungraded_seed(rows: u16, cols: u16, level: Difficulty) -> u64 {
    let board = Board::new(rows, cols).unwrap();
    (1..)
        .find(|&seed| {
            let (start, finish) = PuzzleSpec::random_ends(board, seed);
            !PuzzleMaker::new(PuzzleSpec { board, seed, start, finish, difficulty: level })
                .finish()
                .graded
        })
        .unwrap()
}

#[test]
fn a_seed_the_page_chose_is_passed_over_for_a_graded_puzzle_but_a_links_is_kept() {
    let seed = ungraded_seed(6, 6, Difficulty::Hard);
    let query = "?p=math_maze&rows=6&cols=6&level=hard";
    let stored = Stored::default;
    let mut chosen = Rig::new(MazePage::new(settings(query), Vec::new(), stored(), false, seed));
    chosen.settle();
    let made = chosen.driver.made().expect("a puzzle").clone();
    assert_ne!(made.spec.seed, seed, "the fresh seed's puzzle was too easy");
    assert!(made.graded && chosen.driver.grading_note().is_none());
    assert!(
        maze_query(chosen.driver.settings()).contains(&format!("seed={}", made.spec.seed)),
        "the link names the graded puzzle"
    );
    assert_eq!(chosen.driver.game_state(), GameState::Playing);

    let mut linked = page(&format!("{query}&seed={seed}"), None, false);
    linked.settle();
    assert_eq!(linked.driver.spec().seed, seed, "a link's seed is kept");
    assert!(linked.driver.grading_note().unwrap().contains("easier than hard"));

    // A 2 x 2 grid's mazes all give themselves away: the page stops after MAX_RESEEDS and says so.
    let mut tiny = Rig::new(MazePage::new(
        settings("?p=math_maze&rows=2&cols=2&level=normal"),
        Vec::new(),
        stored(),
        false,
        5,
    ));
    tiny.settle();
    assert!(tiny
        .driver
        .grading_note()
        .unwrap()
        .contains(&format!("after {} tries", MAX_RESEEDS + 1)));
    assert_eq!(tiny.driver.game_state(), GameState::Playing);
}

#[test]
fn the_daily_puzzle_moves_to_the_days_next_seed_the_same_way_on_every_page() {
    let day_query = |day: &str| format!("?p=math_maze&rows=6&cols=6&level=hard&daily={day}");
    let spec_of = |query: &str| {
        let mut r = page(query, None, false);
        r.settle();
        (r.driver.made().unwrap().clone(), r.driver.settings().daily_draw)
    };
    let mut draws = Vec::new();
    for day in 1..=9 {
        let query = day_query(&format!("2026-11-{day:02}"));
        let (made, draw) = spec_of(&query);
        assert_eq!(spec_of(&query).0, made, "the same daily puzzle on every load");
        assert!(made.graded || draw == MAX_RESEEDS, "{query}");
        draws.push(draw);
    }
    assert!(draws.iter().any(|&d| d > 0), "some day's first seed was too easy: {draws:?}");
}

#[test]
fn a_hint_is_asked_of_the_makers_worker_and_marks_cells_of_the_solution() {
    let mut r = page("?p=math_maze&rows=7&cols=7&seed=12&level=normal", None, false);
    r.settle();
    let made = r.driver.made().unwrap().clone();
    r.act(MazeAction::Hint);
    assert!(r.driver.hint_pending());
    r.settle();
    assert!(!r.driver.hint_pending());
    assert_eq!(r.driver.made(), Some(&made), "the puzzle stays once its worker answers hints");
    let session = r.driver.session().unwrap();
    let hint = session.hint.clone().expect("a hint");
    assert_eq!(session.hints, 1);
    let route = route_of(&r.driver).clone();
    let decided: Vec<_> = hint.marks.iter().filter(|m| m.1 != HintMark::Reason).collect();
    assert!(!decided.is_empty(), "{}", hint.text);
    for &&(cell, mark) in &decided {
        assert_eq!(route.contains(&cell), mark == HintMark::Path, "{}", hint.text);
    }
    let (views, _) = r.driver.cells();
    let board = made.puzzle.board;
    assert!(decided.iter().all(|&&(cell, mark)| views[board.index(cell)].hint == Some(mark)));
    // A move clears the hint; the next hint goes on from what the first decided.
    r.act(MazeAction::Grid { action: GridAction::Click(route[1]), now: 9.0 });
    assert!(r.driver.session().unwrap().hint.is_none());
    r.act(MazeAction::Hint);
    r.settle();
    assert_eq!(r.driver.session().unwrap().hints, 2);
    // An answer that comes after the player moved on is dropped, not shown or counted.
    r.act(MazeAction::Hint);
    r.act(MazeAction::Grid { action: GridAction::Click(route[2]), now: 10.0 });
    r.settle();
    assert_eq!(r.driver.session().unwrap().hints, 2);
    assert!(r.driver.session().unwrap().hint.is_none() && !r.driver.hint_pending());
}

#[test]
fn a_hint_on_a_path_that_left_the_solution_says_where_at_once() {
    let mut r = page("?p=math_maze&rows=6&cols=6&seed=5&start=2,0&finish=3,5", None, false);
    r.settle();
    let route = route_of(&r.driver).clone();
    let start = route[0];
    let wrong = [
        Square::new(start.row.wrapping_sub(1), 0),
        Square::new(start.row + 1, 0),
        Square::new(start.row, 1),
    ]
    .into_iter()
    .find(|&c| c.row < 6 && c != route[1])
    .unwrap();
    r.act(MazeAction::Grid { action: GridAction::Click(wrong), now: 5.0 });
    r.act(MazeAction::Hint);
    assert!(!r.driver.hint_pending(), "said at once, without the worker");
    let hint = r.driver.session().unwrap().hint.clone().unwrap();
    assert!(hint.text.contains("leaves the solution"), "{}", hint.text);
    assert!(
        hint.marks.contains(&(route[1], HintMark::Path))
            && hint.marks.contains(&(wrong, HintMark::Reason))
    );
}

/// A 3 × 4 puzzle typed in by its URL form: its clues from `route`, with `givens`.
fn typed_in(route: &[(u16, u16)], givens: &str) -> String {
    let board = Board::new(3, 4).unwrap();
    let route: Vec<Square> = route.iter().map(|&(r, c)| Square::new(r, c)).collect();
    let p =
        runut::problems::math_maze::core::puzzle::PathPuzzle::from_path(board, &route, Vec::new());
    let list = |v: &[u16]| v.iter().map(u16::to_string).collect::<Vec<_>>().join(",");
    format!(
        "?p=math_maze&rows=3&cols=4&start={}&finish={}&rowclues={}&colclues={}&givens={givens}",
        p.start,
        p.finish,
        list(&p.row_clues),
        list(&p.col_clues)
    )
}

#[test]
fn a_typed_in_puzzle_with_one_solution_is_played_and_sets_no_record() {
    // Along the top row: the clues (4, 0, 0) and (1, 1, 1, 1) allow nothing else.
    let query = typed_in(&[(0, 0), (0, 1), (0, 2), (0, 3)], "");
    let mut r = page(&query, None, false);
    assert!(r.driver.status().starts_with("Checking"), "{}", r.driver.status());
    r.settle();
    assert_eq!(r.driver.verdict().map(|v| v.name()), Some("unique"));
    assert_eq!(r.driver.game_state(), GameState::Playing);
    for col in 1..4 {
        let now = r.now();
        r.act(MazeAction::Grid { action: GridAction::Click(Square::new(0, col)), now });
    }
    assert_eq!(r.driver.game_state(), GameState::Solved);
    assert_eq!(r.driver.records(), &Records::default(), "a typed-in puzzle sets no best");
    let link = maze_query(r.driver.settings());
    assert!(link.contains("&rowclues=4,0,0&colclues=1,1,1,1"), "{link}");
    assert!(!link.contains("seed="), "{link}");
}

#[test]
fn a_typed_in_puzzle_with_two_solutions_shows_both() {
    // Every cell of a 3 × 3 grid from one corner to the opposite one: a snake along the rows
    // or one along the columns.
    let query = "?p=math_maze&rows=3&cols=3&start=0,0&finish=2,2&rowclues=3,3,3&colclues=3,3,3";
    let mut r = page(query, None, false);
    r.settle();
    let Some(runut::problems::math_maze::core::verdict::PuzzleVerdict::Several(a, b)) =
        r.driver.verdict().cloned()
    else {
        panic!("{:?}", r.driver.verdict());
    };
    let puzzle = r.driver.outline().bare.clone();
    assert!(puzzle.is_solution(&a) && puzzle.is_solution(&b) && a != b);
    assert_eq!(r.driver.cells().1, a);
    assert!(r.driver.cells().0.iter().any(|c| c.shade.class() == Some("differs")));
    r.act(MazeAction::OtherSolution);
    assert_eq!(r.driver.cells().1, b);
    assert_eq!(r.driver.game_state(), GameState::Unplayable, "nothing to play");
}

#[test]
fn a_typed_in_puzzle_without_solution_says_why_and_bad_clues_get_a_notice_each() {
    let (s, notices) = maze_settings(&query_pairs(
        "?p=math_maze&rows=3&cols=4&rowclues=x,-1,2,9&colclues=1,1&givens=0,0:E;9,9:NS;1,1:Q",
    ));
    assert_eq!(notices.len(), 6, "{notices:#?}");
    let mut r = Rig::new(MazePage::new(s, notices, Stored::default(), false, 1));
    r.settle();
    assert_eq!(r.driver.verdict().map(|v| v.name()), Some("none"));
    assert!(r.driver.status().starts_with("No solution."), "{}", r.driver.status());
    let sums = page(
        "?p=math_maze&rows=2&cols=2&start=0,0&finish=0,1&rowclues=2,0&colclues=1,2",
        None,
        false,
    );
    let mut sums = sums;
    sums.settle();
    assert!(sums.driver.status().contains("add up to 2"), "{}", sums.driver.status());
}

#[test]
fn a_puzzle_code_opens_the_same_puzzle_as_its_url_form() {
    let query = typed_in(&[(1, 0), (1, 1), (0, 1), (0, 2), (0, 3)], "0,2:EW");
    let by_form = settings(&query);
    let puzzle = by_form.custom.clone().expect("a typed-in puzzle");
    let code = runut::problems::math_maze::core::code::encode(&puzzle);
    let by_code = settings(&format!("?p=math_maze&code={code}"));
    assert_eq!(by_code.custom, Some(puzzle));
    assert_eq!(maze_query(&by_code), maze_query(&by_form));
    let (_, notices) = maze_settings(&query_pairs("?p=math_maze&code=1zz"));
    assert_eq!(notices.len(), 1, "a bad code gets a notice");
}

#[test]
fn a_typed_in_puzzles_solve_can_be_watched() {
    let query = typed_in(&[(1, 0), (1, 1), (0, 1), (0, 2), (0, 3)], "0,2:EW") + "&show=1&speed=max";
    let mut r = page(&query, None, false);
    assert_eq!(r.driver.phase(), Phase::Solving);
    r.run_until(|p| p.phase() == Phase::Done);
    r.settle();
    let route = r.driver.made().unwrap().route.clone();
    assert_eq!(
        r.driver.show().trail().path(),
        &route[..],
        "the watched search ends on the solution"
    );
    assert_eq!(r.driver.game_state(), GameState::Playing);
}

#[test]
fn printing_four_puzzles_makes_the_next_three_seeds_puzzles_after_this_one() {
    let mut r = page("?p=math_maze&rows=5&cols=6&seed=11&level=easy&print=4", None, false);
    r.settle();
    let printed = r.driver.printed();
    assert_eq!(printed.len(), 4);
    let seeds: Vec<u64> = printed.iter().map(|(m, _)| m.spec.seed).collect();
    assert_eq!(seeds[0], 11);
    for k in 1..4 {
        assert_eq!(seeds[k], runut::model::game::day::reseed(seeds[k - 1]), "the reseed chain");
    }
    for (made, title) in &printed {
        assert_eq!(made.puzzle.count_solutions(2), 1, "{title}");
        assert_eq!(
            (made.spec.board, made.spec.difficulty),
            (r.driver.spec().board, Difficulty::Easy)
        );
        assert!(title.contains(&format!("seed {}", made.spec.seed)), "{title}");
    }
    // Back to the game and a hint: the maker's worker is free for it.
    r.act(MazeAction::SetPrint(0));
    r.act(MazeAction::Hint);
    r.settle();
    assert!(r.driver.session().unwrap().hint.is_some(), "the hint arrives");
}

#[test]
fn printing_two_daily_puzzles_takes_the_next_days() {
    let mut r = page("?p=math_maze&rows=6&cols=6&daily=2026-11-21&print=2", None, false);
    r.settle();
    let titles: Vec<String> = r.driver.printed().into_iter().map(|(_, t)| t).collect();
    assert_eq!(titles.len(), 2);
    assert!(titles[0].ends_with("2026-11-21") && titles[1].ends_with("2026-11-22"), "{titles:?}");
    assert!(maze_query(r.driver.settings()).ends_with("&print=2"));
    let (_, notices) = maze_settings(&query_pairs("?p=math_maze&print=3"));
    assert_eq!(notices.len(), 1, "3 per page is not offered");
}

#[test]
fn the_editor_takes_clicks_only_and_a_typed_in_puzzles_level_keeps_the_game() {
    let mut r = page(
        "?p=math_maze&rows=3&cols=4&start=0,0&finish=0,3&rowclues=4,0,0&colclues=1,1,1,1",
        None,
        false,
    );
    r.settle();
    r.act(MazeAction::Grid { action: GridAction::Click(Square::new(0, 1)), now: 1.0 });
    let path = r.driver.session().unwrap().game.path().to_vec();
    r.act(MazeAction::Edit(EditChange::Open));
    assert_eq!(r.driver.game_state(), GameState::Editing);
    for action in [GridAction::Drag(Square::new(0, 2)), GridAction::Step(Direction::East)] {
        r.act(MazeAction::Grid { action, now: 2.0 });
    }
    r.act(MazeAction::Game { change: GameChange::Undo, now: 3.0 });
    r.act(MazeAction::Edit(EditChange::Cancel));
    assert_eq!(r.driver.session().unwrap().game.path(), &path[..], "the hidden game did not move");
    r.act(MazeAction::SetLevel(Difficulty::Easy));
    assert_eq!(r.driver.session().unwrap().game.path(), &path[..], "a new level keeps the game");
    assert_eq!(
        r.driver.made().unwrap().spec.difficulty,
        Difficulty::Easy,
        "hints use the new level"
    );
}

#[test]
fn printing_asked_while_a_hint_is_pending_goes_on_after_it() {
    let mut r = page("?p=math_maze&rows=6&cols=6&seed=5&level=easy", None, false);
    r.settle();
    r.act(MazeAction::Hint);
    r.act(MazeAction::SetPrint(2));
    r.settle();
    assert_eq!(r.driver.printed().len(), 2, "the second puzzle is made after the hint");
}

#[test]
fn an_empty_clue_is_zero_in_its_place_and_a_typed_in_puzzle_is_no_daily_one() {
    let s = settings(
        "?p=math_maze&rows=3&cols=3&rowclues=3,,2&colclues=1,1,1,&daily=2026-11-21&start=1,0",
    );
    let puzzle = s.custom.expect("typed in");
    assert_eq!((puzzle.row_clues, puzzle.col_clues), (vec![3, 0, 2], vec![1, 1, 1]));
    assert_eq!((s.daily, puzzle.start), (None, Square::new(1, 0)), "its own ends, no day");
}

#[test]
fn the_guide_lists_every_level_from_its_table() {
    use runut::problems::math_maze::core::deduce::Difficulty;
    crate::common::check_guide_lists::<Difficulty>("math_maze", "level");
}
