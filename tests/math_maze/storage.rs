//! The page and the browser's storage: a saved game that cannot be read, or does not fit its
//! puzzle, is dropped with a notice; a save that fails gets a notice once and the game goes on;
//! and a maker whose worker dies while making the puzzle leaves the game `failed`, with Try
//! again making it again.

use crate::common::workers::Rig;
use runut::core::grid::Square;
use runut::model::driver::Input;
use runut::model::query::query_pairs;
use runut::problems::math_maze::model::action::{GameState, GridAction, MazeAction};
use runut::problems::math_maze::model::page::{MazePage, Stored, MAKER};
use runut::problems::math_maze::model::saved::SavedGame;
use runut::problems::math_maze::model::settings::maze_settings;

const QUERY: &str = "?p=math_maze&rows=6&cols=6&seed=5&start=2,0&finish=3,5";

fn page(query: &str, stored: Stored) -> Rig<MazePage> {
    let settings = maze_settings(&query_pairs(query)).0;
    Rig::new(MazePage::new(settings, Vec::new(), stored, false, 777))
}

fn saved_notice(page: &MazePage) -> bool {
    page.notices().iter().any(|n| n.contains("saved game could not be read"))
}

#[test]
fn a_saved_game_that_cannot_be_read_is_dropped_with_a_notice() {
    for text in
        ["garbage", "", "runut-maze-1\n?p=math_maze", "runut-maze-1\na\nb\nx\n0", "\u{0}\u{ffff}"]
    {
        let stored = Stored::read(Some(text.into()), None);
        assert!(stored.games.is_empty() && stored.game_unreadable, "{text:?}");
        let mut r = page(QUERY, stored);
        assert!(saved_notice(&r.driver), "{text:?}");
        r.settle();
        assert_eq!(r.driver.game_state(), GameState::Playing, "a fresh game starts");
        assert_eq!(r.driver.session().unwrap().game.path().len(), 1);
    }
    // Nothing stored, or a game that reads: no notice.
    assert!(!saved_notice(&page(QUERY, Stored::read(None, None)).driver));
}

#[test]
fn a_saved_game_of_this_puzzle_that_does_not_fit_it_gets_the_notice_another_puzzles_none() {
    let mut r = page(QUERY, Stored::default());
    r.settle();
    let route = r.driver.made().unwrap().route.clone();
    r.act(MazeAction::Grid { action: GridAction::Click(route[1]), now: 5.0 });
    let saved = r.driver.saved().latest().cloned().unwrap();
    // A game as a version before kept it (the one game, alone) still reads.
    let text = saved.to_text();
    let read = Stored::read(Some(text.clone()), None);
    assert_eq!(read.games.latest(), Some(&saved));
    for bad in [
        SavedGame { path: "0,0 5,5".into(), ..saved.clone() },
        SavedGame { marks: route[1].to_string(), ..saved.clone() },
        SavedGame { marks: "9,9".into(), ..saved.clone() },
    ] {
        let mut r = page(QUERY, Stored::read(Some(bad.to_text()), None));
        assert!(!saved_notice(&r.driver), "it reads as a saved game");
        r.settle();
        assert!(saved_notice(&r.driver), "{bad:?}");
        assert_eq!(r.driver.session().unwrap().game.path().len(), 1, "a fresh game");
    }
    let other = SavedGame { puzzle: "?p=math_maze&rows=6&cols=6&seed=6".into(), ..saved };
    let mut r = page(QUERY, Stored::read(Some(other.to_text()), None));
    r.settle();
    assert!(r.driver.notices().is_empty(), "another puzzle's game is not this one's");
}

#[test]
fn a_save_that_fails_gets_a_notice_once_and_the_game_goes_on() {
    let mut r = page(QUERY, Stored::default());
    r.settle();
    let route = r.driver.made().unwrap().route.clone();
    r.act(MazeAction::Grid { action: GridAction::Click(route[1]), now: 5.0 });
    r.act(MazeAction::SaveFailed);
    let not_saved =
        |p: &MazePage| p.notices().iter().filter(|n| n.contains("could not be saved")).count();
    assert_eq!(not_saved(&r.driver), 1);
    r.act(MazeAction::Grid { action: GridAction::Click(route[2]), now: 6.0 });
    r.act(MazeAction::SaveFailed);
    assert_eq!(not_saved(&r.driver), 1, "said once");
    assert_eq!(r.driver.session().unwrap().game.path(), &route[..3], "the game stays");
    assert_eq!(r.driver.game_state(), GameState::Playing);
}

#[test]
fn a_maker_lost_while_making_leaves_the_game_failed_and_try_again_makes_it() {
    let mut r = page("?p=math_maze&rows=24&cols=24&seed=4&level=hard", Stored::default());
    r.pump();
    assert_eq!(r.driver.game_state(), GameState::Generating);
    r.kill(MAKER);
    r.wait(50, 500.0);
    assert!(r.driver.maker().is_lost());
    assert_eq!(r.driver.game_state(), GameState::Failed);
    assert_eq!(r.driver.game_state().name(), "failed");
    assert!(r.driver.status().contains("Try again"), "{}", r.driver.status());
    // Nothing on the grid while there is no puzzle.
    r.act(MazeAction::Grid { action: GridAction::Mark(Square::new(0, 0)), now: 1.0 });
    r.act(MazeAction::RetryMaker);
    assert_eq!(r.driver.game_state(), GameState::Generating);
    r.settle();
    assert_eq!(r.driver.game_state(), GameState::Playing);
    assert!(r.driver.made().is_some());

    // A maker that crashes (with its message) fails the game the same way.
    let mut r = page(QUERY, Stored::default());
    r.act(MazeAction::Worker { part: MAKER, input: Input::WorkerCrashed("gone".into()), now: 1.0 });
    assert_eq!(r.driver.game_state(), GameState::Failed);
    r.act(MazeAction::RetryMaker);
    r.settle();
    assert_eq!(r.driver.game_state(), GameState::Playing);
}

#[test]
fn a_maker_lost_while_answering_a_hint_keeps_the_game_in_play() {
    let mut r = page(QUERY, Stored::default());
    r.settle();
    r.act(MazeAction::Hint);
    r.kill(MAKER);
    r.wait(12, 500.0);
    assert_eq!(r.driver.game_state(), GameState::Playing, "the game stays on screen");
    r.act(MazeAction::RetryMaker);
    r.settle();
    assert!(r.driver.session().unwrap().hint.is_some(), "the hint arrives after Try again");
}

/// The page at `query` opened with the games `kept` (as stored text), its puzzle made.
fn reopen(query: &str, kept: &str) -> Rig<MazePage> {
    let mut r = page(query, Stored::read(Some(kept.to_string()), None));
    r.settle();
    r
}

/// Makes `moves` moves along the puzzle's route.
fn play(r: &mut Rig<MazePage>, moves: usize) {
    let route = r.driver.made().unwrap().route.clone();
    for (k, &cell) in route[1..=moves].iter().enumerate() {
        r.act(MazeAction::Grid { action: GridAction::Click(cell), now: 10.0 + k as f64 });
    }
}

fn resumed(page: &MazePage) -> Option<&String> {
    page.notices().iter().find(|n| n.starts_with("Resumed your game"))
}

#[test]
fn opening_another_puzzle_keeps_this_ones_game_and_its_link_resumes_it_saying_so() {
    let mut first = page(QUERY, Stored::default());
    first.settle();
    play(&mut first, 3);
    let kept = first.driver.saved().to_text();
    // Another puzzle, only looked at: it keeps no game, so the first one stays.
    let other = reopen("?p=math_maze&rows=5&cols=5&seed=1", &kept);
    assert_eq!(other.driver.session().unwrap().game.path().len(), 1);
    assert_eq!(resumed(&other.driver), None);
    assert_eq!(other.driver.saved().to_text(), kept);
    // Played, it is kept beside the first, first.
    let mut other = other;
    play(&mut other, 1);
    assert_eq!(other.driver.saved().len(), 2);
    let kept = other.driver.saved().to_text();
    // The first puzzle's link resumes its game, and says so; and the other's resumes its own.
    let again = reopen(QUERY, &kept);
    assert_eq!(again.driver.session().unwrap().game.moves(), 3);
    assert_eq!(again.driver.session().unwrap().game.path().len(), 4);
    assert_eq!(resumed(&again.driver).map(String::as_str), Some("Resumed your game: 3 moves."));
    let again = reopen("?p=math_maze&rows=5&cols=5&seed=1", &kept);
    assert_eq!(resumed(&again.driver).map(String::as_str), Some("Resumed your game: 1 move."));
}

#[test]
fn the_last_eight_puzzles_games_are_kept_and_the_oldest_is_dropped_with_a_notice() {
    use runut::problems::math_maze::model::saved::KEPT_GAMES;
    let query = |seed: usize| format!("?p=math_maze&rows=5&cols=5&seed={seed}");
    let mut kept = String::from("runut-maze-games-1");
    for seed in 1..=KEPT_GAMES + 1 {
        let mut r = reopen(&query(seed), &kept);
        play(&mut r, 1);
        let dropped = r.driver.notices().iter().filter(|n| n.contains("was dropped")).count();
        assert_eq!(
            dropped,
            usize::from(seed > KEPT_GAMES),
            "puzzle {seed}: {:?}",
            r.driver.notices()
        );
        kept = r.driver.saved().to_text();
    }
    let r = reopen(&query(1), &kept);
    assert_eq!(resumed(&r.driver), None, "the oldest puzzle's game is gone");
    for seed in 2..=KEPT_GAMES + 1 {
        let r = reopen(&query(seed), &kept);
        assert!(resumed(&r.driver).is_some(), "puzzle {seed} resumes");
    }
}

#[test]
fn a_game_kept_by_a_version_before_resumes_and_is_kept_by_its_code_after() {
    let mut r = page(QUERY, Stored::default());
    r.settle();
    play(&mut r, 2);
    let legacy = r.driver.saved().latest().unwrap().to_text();
    assert!(legacy.starts_with("runut-maze-1\n"));
    let mut r = reopen(QUERY, &legacy);
    assert_eq!(r.driver.session().unwrap().game.moves(), 2);
    play(&mut r, 3);
    assert_eq!(r.driver.saved().len(), 1, "the legacy entry became its code's");
    assert!(r.driver.saved().to_text().starts_with("runut-maze-games-1\ncode "));
}

#[test]
fn a_game_kept_under_the_pages_old_slug_resumes_under_its_own() {
    let mut r = page(QUERY, Stored::default());
    r.settle();
    play(&mut r, 2);
    let legacy = r.driver.saved().latest().unwrap().to_text();
    let old = legacy.replacen("\n?p=math_maze&", "\n?p=maze&", 1);
    assert_ne!(old, legacy, "the kept link names the page");
    let mut r = reopen(QUERY, &old);
    assert_eq!(r.driver.session().unwrap().game.moves(), 2);
    play(&mut r, 1);
    assert_eq!(r.driver.saved().len(), 1, "the old entry became its code's, not a second game");
}
