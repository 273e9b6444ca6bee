//! Marks: cells marked empty (✕) in the game (set, refused, undone, redone, cleared by Restart,
//! saved and read back, old saves still read), on the page (mark mode, strokes, right-click,
//! X), and hints that start from them and never repeat what they say.

use crate::common::workers::Rig;
use runut::core::grid::{Board, Square};
use runut::core::slug::Slugged;
use runut::model::query::query_pairs;
use runut::problems::math_maze::core::deduce::hint::{next_deduction, Rule};
use runut::problems::math_maze::core::deduce::Difficulty;
use runut::problems::math_maze::core::generate::{Made, PuzzleMaker, PuzzleSpec};
use runut::problems::math_maze::model::action::{GameChange, GridAction, MazeAction};
use runut::problems::math_maze::model::game::{Game, Refusal};
use runut::problems::math_maze::model::hint::HintMark;
use runut::problems::math_maze::model::marks::Marks;
use runut::problems::math_maze::model::page::{MazePage, Stored};
use runut::problems::math_maze::model::saved::SavedGame;
use runut::problems::math_maze::model::session::Session;
use runut::problems::math_maze::model::settings::maze_settings;
use runut::problems::math_maze::model::view::playing_views;

fn made(rows: u16, cols: u16, seed: u64, difficulty: Difficulty) -> Made {
    let board = Board::new(rows, cols).unwrap();
    let (start, finish) = PuzzleSpec::random_ends(board, seed);
    PuzzleMaker::new(PuzzleSpec { board, seed, start, finish, difficulty }).finish()
}

/// A cell off the route that is not a given piece (one the player may rightly mark empty).
fn off_route(made: &Made) -> Vec<Square> {
    made.puzzle.board.squares().filter(|c| !made.route.contains(c)).collect()
}

#[test]
fn a_mark_is_set_taken_off_refused_where_the_path_must_go_and_blocks_the_path() {
    let made = made(6, 6, 21, Difficulty::Normal);
    let mut game = Game::new(made.puzzle.clone());
    let empty = off_route(&made);
    let (a, b) = (empty[0], empty[1]);
    assert_eq!(game.mark(a, true), Ok(true));
    assert_eq!(game.mark(a, true), Ok(false), "marked already: nothing changes");
    assert_eq!(game.toggle_mark(b), Ok(true));
    assert_eq!(game.marks().cells().len(), 2);
    assert!(game.marks().contains(a) && game.marks().contains(b));
    assert_eq!(game.moves(), 0, "a mark is not a move");
    assert_eq!(game.toggle_mark(b), Ok(true));
    assert!(!game.marks().contains(b));
    // S, F, given pieces and cells of the path cannot be marked; off the grid is refused.
    assert_eq!(game.mark(made.puzzle.start, true), Err(Refusal::Fixed));
    assert_eq!(game.mark(made.puzzle.finish, true), Err(Refusal::Fixed));
    for given in &made.puzzle.givens {
        assert_eq!(game.mark(given.at, true), Err(Refusal::Fixed));
    }
    game.click(made.route[1]).unwrap();
    assert_eq!(game.mark(made.route[1], true), Err(Refusal::OnPath { cell: made.route[1] }));
    assert_eq!(game.mark(Square::new(6, 0), true), Err(Refusal::OffGrid));
    assert_eq!(game.mark(Square::new(u16::MAX, u16::MAX), false), Err(Refusal::OffGrid));
    for refusal in [Refusal::Fixed, Refusal::OnPath { cell: a }, Refusal::Marked { cell: a }] {
        assert!(refusal.hint().ends_with('.'), "{}", refusal.hint());
        assert!(refusal.hint().starts_with(|c: char| c.is_uppercase()), "{}", refusal.hint());
    }
    // The path cannot take a marked cell until its mark is off.
    let next = made.route[2];
    if !made.puzzle.givens.iter().any(|g| g.at == next) && next != made.puzzle.finish {
        game.mark(next, true).unwrap();
        assert_eq!(game.click(next), Err(Refusal::Marked { cell: next }));
        game.mark(next, false).unwrap();
        game.click(next).unwrap();
    }
}

#[test]
fn marks_are_undone_and_redone_like_moves_and_restart_clears_them() {
    let made = made(7, 7, 3, Difficulty::Normal);
    let mut game = Game::new(made.puzzle.clone());
    let empty = off_route(&made);
    game.click(made.route[1]).unwrap();
    game.mark(empty[0], true).unwrap();
    game.click(made.route[2]).unwrap();
    game.mark(empty[1], true).unwrap();
    assert!(game.undo());
    assert_eq!((game.path().len(), game.marks().cells()), (3, &[empty[0]][..]));
    assert!(game.undo());
    assert_eq!(game.path().len(), 2, "the move before the last mark");
    assert!(game.undo());
    assert!(game.marks().is_empty());
    assert!(game.redo() && game.redo() && game.redo());
    assert_eq!(game.marks().cells().len(), 2);
    assert!(!game.redo());
    game.restart();
    assert!(game.marks().is_empty() && game.path().len() == 1);
    assert!(game.undo(), "restart is undoable");
    assert_eq!(game.marks().cells().len(), 2);
    // Marks alone: restart clears them too (and is not a move).
    let mut marked = Game::new(made.puzzle.clone());
    marked.mark(empty[0], true).unwrap();
    marked.restart();
    assert!(marked.marks().is_empty());
    assert_eq!(marked.moves(), 0);
    // Revealing the solution takes the marks off its cells and keeps the others.
    let mut wrong = Game::new(made.puzzle.clone());
    let on_route = made.route[1..made.route.len() - 1]
        .iter()
        .copied()
        .find(|c| !made.puzzle.givens.iter().any(|g| g.at == *c))
        .unwrap();
    wrong.mark(on_route, true).unwrap();
    wrong.mark(empty[0], true).unwrap();
    wrong.show(&made.route);
    assert_eq!(wrong.marks().cells(), &[empty[0]]);
}

#[test]
fn marks_show_on_their_cells_and_start_the_clock_but_keep_the_hint() {
    let made = made(6, 6, 8, Difficulty::Easy);
    let mut session = Session::new(Game::new(made.puzzle.clone()), None);
    let cell = off_route(&made)[0];
    session.message = Some("a hint".into());
    session.mark(|g| g.toggle_mark(cell), 5.0);
    assert_eq!(session.started_ms, Some(5.0), "marking is playing: the clock starts");
    assert_eq!(session.message, None);
    session.mark(|g| g.mark(made.puzzle.start, true), 6.0);
    assert!(session.message.as_deref().unwrap().contains("cannot be marked"));
    let views = playing_views(&session.game, &made.puzzle, None, None);
    let board = made.puzzle.board;
    assert!(views[board.index(cell)].marked);
    assert_eq!(views.iter().filter(|v| v.marked).count(), 1);
}

#[test]
fn saved_marks_read_back_and_saves_from_before_marks_still_read() {
    let made = made(6, 6, 21, Difficulty::Normal);
    let mut game = Game::new(made.puzzle.clone());
    game.click(made.route[1]).unwrap();
    let empty = off_route(&made);
    for &cell in &empty[..3] {
        game.mark(cell, true).unwrap();
    }
    let saved = SavedGame {
        puzzle: "?p=math_maze&rows=6&cols=6&seed=21".into(),
        path: game.saved_path(),
        moves: game.moves(),
        started_ms: 7.0,
        hints: 2,
        revealed: false,
        marks: game.saved_marks(),
    };
    let text = saved.to_text();
    assert_eq!(text.lines().count(), 7, "{text}");
    let back = SavedGame::from_text(&text).unwrap();
    assert_eq!(back, saved);
    let restored = Game::restored(made.puzzle.clone(), &back.path, back.moves)
        .and_then(|g| g.with_marks(&back.marks))
        .unwrap();
    assert_eq!((restored.path(), restored.marks()), (game.path(), game.marks()));
    // The format of the version before marks: six lines, read with no marks; and a game
    // without marks is saved in exactly that format.
    let six = text.rsplit_once('\n').unwrap().0;
    assert_eq!(
        SavedGame::from_text(six),
        Some(SavedGame { marks: String::new(), ..saved.clone() })
    );
    let unmarked = SavedGame { marks: String::new(), ..saved.clone() };
    assert_eq!(unmarked.to_text(), six);
    let five = six.rsplit_once('\n').unwrap().0;
    assert_eq!(SavedGame::from_text(five).unwrap().marks, "");
    // Marks that are no marks of this game are refused, never trusted.
    let plain = || Game::restored(made.puzzle.clone(), &back.path, back.moves).unwrap();
    let start = made.puzzle.start.to_string();
    let on_path = made.route[1].to_string();
    for bad in ["x", "9,9", "0,0 0,0", "1;1", "-1,2", start.as_str(), on_path.as_str()] {
        assert!(plain().with_marks(bad).is_none(), "{bad:?}");
    }
    assert!(plain().with_marks("").is_some_and(|g| g.marks().is_empty()));
    assert_eq!(Marks::from_text("  ", made.puzzle.board), Some(Marks::default()));
}

fn page(query: &str, stored: Stored) -> Rig<MazePage> {
    let settings = maze_settings(&query_pairs(query)).0;
    let mut r = Rig::new(MazePage::new(settings, Vec::new(), stored, false, 777));
    r.settle();
    r
}

fn route_of(page: &MazePage) -> Vec<Square> {
    page.made().expect("made").route.clone()
}

fn act_grid(r: &mut Rig<MazePage>, action: GridAction) {
    let now = r.now();
    r.act(MazeAction::Grid { action, now });
}

fn marked(r: &Rig<MazePage>) -> Vec<Square> {
    r.driver.session().unwrap().game.marks().cells().to_vec()
}

#[test]
fn mark_mode_taps_and_strokes_mark_cells_and_right_clicks_mark_in_either_mode() {
    let mut r = page("?p=math_maze&rows=6&cols=6&seed=5&start=2,0&finish=3,5", Stored::default());
    let route = route_of(&r.driver);
    let empty: Vec<Square> =
        r.driver.made().unwrap().puzzle.board.squares().filter(|c| !route.contains(c)).collect();
    // A right-click (or a long press, or X) marks without mark mode.
    act_grid(&mut r, GridAction::Mark(empty[0]));
    assert_eq!(marked(&r), vec![empty[0]]);
    assert_eq!(r.driver.session().unwrap().game.path().len(), 1, "nothing drawn");
    r.act(MazeAction::ToggleMarking);
    assert!(r.driver.marking());
    // A tap takes a mark off; a stroke from it takes off every mark it enters.
    act_grid(&mut r, GridAction::Click(empty[0]));
    assert!(marked(&r).is_empty());
    act_grid(&mut r, GridAction::Click(empty[1]));
    for &cell in &empty[2..5] {
        act_grid(&mut r, GridAction::Drag(cell));
    }
    assert_eq!(marked(&r).len(), 4, "a stroke marks every cell it enters");
    // A stroke over the path passes it quietly; a tap on it says why it is not marked.
    act_grid(&mut r, GridAction::Drag(route[0]));
    assert_eq!(r.driver.session().unwrap().message, None);
    act_grid(&mut r, GridAction::Click(route[0]));
    assert!(r.driver.status().contains("cannot be marked"), "{}", r.driver.status());
    // Mark mode off: taps draw again, and a marked cell is refused with a hint.
    r.act(MazeAction::ToggleMarking);
    act_grid(&mut r, GridAction::Click(route[1]));
    assert_eq!(r.driver.session().unwrap().game.path(), &route[..2]);
    // Undo takes back the last move or mark; Restart clears marks and path.
    r.act(MazeAction::Game { change: GameChange::Undo, now: 50.0 });
    assert_eq!(r.driver.session().unwrap().game.path().len(), 1);
    r.act(MazeAction::Game { change: GameChange::Undo, now: 50.0 });
    assert_eq!(marked(&r).len(), 3);
    r.act(MazeAction::Game { change: GameChange::Redo, now: 50.0 });
    assert_eq!(marked(&r).len(), 4);
    let saved = r.driver.saved().latest().cloned().unwrap();
    assert_eq!(saved.marks.split(' ').count(), 4, "marks are saved with the game");
    r.act(MazeAction::Game { change: GameChange::Restart, now: 60.0 });
    assert!(marked(&r).is_empty());
    assert!(r.driver.saved().latest().unwrap().marks.is_empty());
    // A reload resumes the marks.
    let again = page(
        "?p=math_maze&rows=6&cols=6&seed=5&start=2,0&finish=3,5",
        Stored::read(Some(saved.to_text()), None),
    );
    assert_eq!(again.driver.session().unwrap().game.marks().cells().len(), 4);
    let (views, _) = again.driver.cells();
    assert_eq!(views.iter().filter(|v| v.marked).count(), 4);
}

#[test]
fn no_mark_is_made_while_the_maze_is_watched_or_the_ends_are_picked() {
    let settings =
        maze_settings(&query_pairs("?p=math_maze&rows=6&cols=6&seed=4&show=1&speed=5")).0;
    let mut r = Rig::new(MazePage::new(settings, Vec::new(), Stored::default(), false, 1));
    r.settle();
    act_grid(&mut r, GridAction::Mark(Square::new(0, 3)));
    r.act(MazeAction::Skip);
    r.settle();
    assert!(marked(&r).is_empty());
    r.act(MazeAction::TogglePicking);
    act_grid(&mut r, GridAction::Mark(Square::new(0, 3)));
    assert!(marked(&r).is_empty());
}

/// Every cell of the rows and columns whose clue is 0.
fn zero_lines(made: &Made) -> Vec<Square> {
    let p = &made.puzzle;
    p.board
        .squares()
        .filter(|c| p.row_clues[c.row as usize] == 0 || p.col_clues[c.col as usize] == 0)
        .collect()
}

#[test]
fn a_hint_skips_what_the_players_marks_already_say() {
    // Seed 42 at 8 × 8 has rows whose clue is 0: the first hints say so, one by one.
    let mut r = page("?p=math_maze&rows=8&cols=8&seed=42", Stored::default());
    let made = r.driver.made().unwrap().clone();
    let zeros = zero_lines(&made);
    assert!(!zeros.is_empty());
    let first =
        next_deduction(&made.puzzle, made.spec.difficulty, &made.route[..1], &[]).unwrap().unwrap();
    assert!(matches!(first.rule, Rule::Full { need: 0, .. }), "{:?}", first.rule);
    for &cell in &zeros {
        act_grid(&mut r, GridAction::Mark(cell));
    }
    r.act(MazeAction::Hint);
    r.settle();
    let session = r.driver.session().unwrap();
    let hint = session.hint.clone().expect("a hint");
    assert_eq!(session.hints, 1);
    assert!(!hint.text.contains("needs no path cell"), "{}", hint.text);
    let decided: Vec<_> = hint.marks.iter().filter(|m| m.1 != HintMark::Reason).collect();
    assert!(!decided.is_empty(), "{}", hint.text);
    for &&(cell, mark) in &decided {
        assert!(!zeros.contains(&cell), "{cell} is marked already: {}", hint.text);
        assert_eq!(made.route.contains(&cell), mark == HintMark::Path, "{}", hint.text);
    }
}

#[test]
fn a_hint_says_at_once_when_a_mark_is_on_the_solution() {
    let mut r = page("?p=math_maze&rows=6&cols=6&seed=5&start=2,0&finish=3,5", Stored::default());
    let route = route_of(&r.driver);
    let made = r.driver.made().unwrap().clone();
    let wrong = route[1..]
        .iter()
        .copied()
        .find(|c| *c != made.puzzle.finish && !made.puzzle.givens.iter().any(|g| g.at == *c))
        .unwrap();
    act_grid(&mut r, GridAction::Mark(wrong));
    r.act(MazeAction::Hint);
    assert!(!r.driver.hint_pending(), "said at once, without the worker");
    let session = r.driver.session().unwrap();
    let hint = session.hint.clone().unwrap();
    assert!(hint.text.contains("marked empty, but the solution goes through it"), "{}", hint.text);
    assert_eq!(hint.marks, vec![(wrong, HintMark::Path)]);
    assert_eq!(session.hints, 1);
}

#[test]
fn an_answer_for_marks_since_changed_is_dropped() {
    let mut r = page("?p=math_maze&rows=7&cols=7&seed=12&level=normal", Stored::default());
    let made = r.driver.made().unwrap().clone();
    let empty = off_route(&made);
    r.act(MazeAction::Hint);
    act_grid(&mut r, GridAction::Mark(empty[0]));
    r.settle();
    let session = r.driver.session().unwrap();
    assert!(session.hint.is_none() && session.hints == 0 && !r.driver.hint_pending());
}

proptest::proptest! {
    #[test]
    fn hints_never_decide_a_cell_the_players_marks_or_path_show(
        rows in 3u16..=9, cols in 3u16..=9, seed in proptest::prelude::any::<u64>(),
        level in 0usize..3, cut in 0usize..100, picks in proptest::collection::vec(0usize..1000, 0..30),
    ) {
        let made = made(rows, cols, seed, Difficulty::SLUGS[level].0);
        let path = &made.route[..1 + cut % made.route.len()];
        let empty = off_route(&made);
        let marks: Vec<(Square, bool)> = picks.iter().filter(|_| !empty.is_empty())
            .map(|&k| (empty[k % empty.len()], false))
            .fold(Vec::new(), |mut v, m| { if !v.contains(&m) { v.push(m) } v });
        if let Some(d) = next_deduction(&made.puzzle, made.spec.difficulty, path, &marks).unwrap() {
            proptest::prop_assert!(!d.decided.is_empty());
            for (cell, on) in d.decided {
                proptest::prop_assert_eq!(made.route.contains(&cell), on);
                proptest::prop_assert!(!path.contains(&cell) || d.rule == Rule::Follow);
                proptest::prop_assert!(!marks.iter().any(|m| m.0 == cell), "{} is marked", cell);
            }
        }
    }
}
