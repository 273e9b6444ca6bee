//! Sudoku's game: the page model driven with its worker in-process — a puzzle made and played
//! to the win, kept and resumed, never dropped without asking; hints that chain to the
//! solution; checks; shared codes (judged by a solver that is not the maker's); daily puzzles;
//! and the grid being played on its own.

use super::reference::count_solutions;
use crate::common::workers::Rig;
use runut::core::code::BadCode;
use runut::core::slug::Slugged;
use runut::model::game::day::Day;
use runut::model::query::query_pairs;
use runut::problems::sudoku::core::code::{decode, encode};
use runut::problems::sudoku::core::logic::Level;
use runut::problems::sudoku::core::{Board, Grid};
use runut::problems::sudoku::model::game::hint::{technique_name, Hint};
use runut::problems::sudoku::model::game::page::{Ask, GameAction, GamePage, GameState, Keep};
use runut::problems::sudoku::model::game::play::{Play, Refusal};
use runut::problems::sudoku::model::game::saved::LevelSlot;
use runut::problems::sudoku::model::game::settings::game_settings;

/// The game page of `query`, with the browser's saved game and records, its puzzle made.
fn open(query: &str, saved: Option<String>, records: Option<String>) -> Rig<GamePage> {
    let (settings, notices) = game_settings(&query_pairs(query));
    let mut rig = Rig::new(GamePage::new(settings, notices, (saved, records), 4242));
    rig.settle();
    rig
}

/// Plays the solution into every empty cell, one digit at a time, at times from `now`.
fn play_out(r: &mut Rig<GamePage>, now: f64) {
    let play = r.driver.play().expect("a game").clone();
    for cell in (0..81).filter(|&c| play.digit(c) == 0) {
        r.act(GameAction::Select(cell));
        r.act(GameAction::Digit(play.solution().get(cell), now + cell as f64 * 1000.0));
    }
}

/// The text of the game the page keeps now.
fn kept(r: &Rig<GamePage>) -> String {
    match r.driver.keep() {
        Keep::Save(text) => text,
        other => panic!("the game is not saved: {other:?}"),
    }
}

#[test]
fn a_puzzle_made_in_the_worker_is_unique_and_played_to_the_win() {
    let mut r = open("?p=sudoku&play=1&level=singles&seed=11", None, None);
    assert_eq!(r.driver.state(), GameState::Playing);
    let made = r.driver.made().expect("made").clone();
    assert_eq!(made.level, Level::Singles);
    let cells: Vec<u8> = made.puzzle.cells().to_vec();
    assert_eq!(count_solutions(&cells, 2), 1, "the reference finds exactly one solution");
    assert_eq!(r.driver.link(), "?p=sudoku&play=1&level=singles&seed=11");
    play_out(&mut r, 1_800_000_000_000.0);
    assert_eq!(r.driver.state(), GameState::Solved);
    assert_eq!(r.driver.keep(), Keep::Forget, "a solved game is not kept");
    let (records, improved) = r.driver.records();
    let best = records.best(LevelSlot(Level::Singles)).expect("a best");
    assert!(improved.is_some_and(|i| i.time && i.moves));
    assert_eq!(best.moves, r.driver.play().unwrap().moves());
    // Once solved the grid no longer changes.
    let play = r.driver.play().unwrap().clone();
    r.act(GameAction::Digit(0, 1.0));
    assert_eq!(r.driver.play(), Some(&play));
}

#[test]
fn a_game_in_progress_survives_a_reload_and_is_never_dropped_without_asking() {
    let query = "?p=sudoku&play=1&level=pairs&seed=5";
    let mut r = open(query, None, None);
    let play = r.driver.play().unwrap().clone();
    let empty: Vec<usize> = (0..81).filter(|&c| play.digit(c) == 0).collect();
    r.act(GameAction::Select(empty[0]));
    r.act(GameAction::Digit(play.solution().get(empty[0]), 1000.0));
    r.act(GameAction::TogglePencil);
    r.act(GameAction::Select(empty[1]));
    r.act(GameAction::Digit(3, 2000.0));
    let saved = kept(&r);

    // The same link again: the game goes on, marks and all.
    let again = open(query, Some(saved.clone()), None);
    let resumed = again.driver.play().unwrap();
    assert_eq!(resumed.grid(), r.driver.play().unwrap().grid());
    assert_eq!(resumed.marks(), r.driver.play().unwrap().marks());
    assert_eq!(again.driver.times().0, Some(1000.0));

    // Another puzzle's link: the page asks, and keeps the saved game until it is answered.
    let mut other = open("?p=sudoku&play=1&level=singles&seed=6", Some(saved.clone()), None);
    assert!(matches!(other.driver.asking(), Some(Ask::Resume(_))));
    assert_eq!(other.driver.keep(), Keep::Nothing);
    other.act(GameAction::Answer(true));
    other.settle();
    assert_eq!(other.driver.link(), query);
    assert_eq!(other.driver.play().unwrap().grid(), r.driver.play().unwrap().grid());

    // Declined: this puzzle is played, and kept in place of the other.
    let mut declined = open("?p=sudoku&play=1&level=singles&seed=6", Some(saved), None);
    declined.act(GameAction::Answer(false));
    assert!(declined.driver.asking().is_none());
    assert!(kept(&declined).contains("seed=6"));

    // A new puzzle while this one is in progress asks first; "no" keeps the game.
    r.act(GameAction::New(Level::Wings, 99));
    assert!(matches!(r.driver.asking(), Some(Ask::Replace(..))));
    r.act(GameAction::Answer(false));
    assert_eq!(r.driver.link(), query);
    r.act(GameAction::New(Level::Wings, 99));
    r.act(GameAction::Answer(true));
    r.settle();
    assert_eq!(r.driver.link(), "?p=sudoku&play=1&level=wings&seed=99");
    assert_eq!(r.driver.made().unwrap().level, Level::Wings);
}

#[test]
fn damaged_storage_is_dropped_with_a_notice() {
    let r = open(
        "?p=sudoku&play=1&seed=1",
        Some("runut-sudoku-game-1\nbroken".into()),
        Some("x".into()),
    );
    assert_eq!(r.driver.notices().len(), 2, "{:?}", r.driver.notices());
    assert_eq!(r.driver.state(), GameState::Playing);
}

#[test]
fn a_browser_that_will_not_keep_the_game_is_said_once() {
    let mut r = open("?p=sudoku&play=1&seed=1", None, None);
    r.act(GameAction::SaveFailed);
    r.act(GameAction::SaveFailed);
    assert_eq!(r.driver.notices().len(), 1);
}

#[test]
fn hints_chain_to_the_solution_and_name_their_technique() {
    for (level, seed) in
        [(Level::Singles, 1), (Level::Pairs, 2), (Level::Wings, 3), (Level::Guess, 4)]
    {
        let mut r =
            open(&format!("?p=sudoku&play=1&level={}&seed={seed}", level.slug()), None, None);
        let solution = r.driver.play().unwrap().solution().clone();
        let mut guesses = 0;
        for _ in 0..1000 {
            if r.driver.state() == GameState::Solved {
                break;
            }
            r.act(GameAction::Hint);
            let placed = match r.driver.hint().cloned().expect("a hint until solved") {
                Hint::Step(step) => {
                    assert!(step.technique.level() <= level, "{level:?}: {step:?}");
                    let said = r.driver.message().unwrap_or_default();
                    assert!(said.starts_with(technique_name(step.technique)), "{said}");
                    for &cell in &step.cells {
                        assert!(
                            said.contains(&format!("r{}c{}", cell / 9 + 1, cell % 9 + 1)),
                            "{said}"
                        );
                    }
                    if std::env::var("SHOW_HINTS").is_ok() {
                        println!("{said}");
                    }
                    assert!(step.removed.iter().all(|&(c, d)| solution.get(c) != d));
                    step.placed
                }
                Hint::Guess { cell, digit } => {
                    guesses += 1;
                    Some((cell, digit))
                }
                Hint::Mistakes(cells) => panic!("no mistakes were made: {cells:?}"),
            };
            assert!(r.driver.message().is_some_and(|m| !m.is_empty()));
            if let Some((cell, digit)) = placed {
                assert_eq!(solution.get(cell), digit);
                r.act(GameAction::Select(cell));
                r.act(GameAction::Digit(digit, 5.0));
            }
        }
        assert_eq!(r.driver.state(), GameState::Solved, "{level:?}");
        assert_eq!(guesses > 0, level == Level::Guess, "{level:?}: {guesses} guesses");
        assert!(r.driver.records().0.best(LevelSlot(level)).is_none(), "hints set no best");
    }
}

#[test]
fn a_check_and_a_hint_point_at_the_mistakes() {
    let mut r = open("?p=sudoku&play=1&level=singles&seed=8", None, None);
    let play = r.driver.play().unwrap().clone();
    let cell = (0..81).find(|&c| play.digit(c) == 0).unwrap();
    let wrong = (1..=9).find(|&d| d != play.solution().get(cell)).unwrap();
    r.act(GameAction::Select(cell));
    r.act(GameAction::Digit(wrong, 1.0));
    r.act(GameAction::Check);
    assert_eq!(r.driver.checked(), Some(&[cell][..]));
    r.act(GameAction::Hint);
    assert_eq!(r.driver.hint(), Some(&Hint::Mistakes(vec![cell])));
    // A given refuses a digit, with a message.
    let given = (0..81).find(|&c| play.digit(c) != 0).unwrap();
    r.act(GameAction::Select(given));
    r.act(GameAction::Digit(5, 2.0));
    assert_eq!(r.driver.play().unwrap().digit(given), play.digit(given));
    assert!(r.driver.message().is_some());
}

#[test]
fn a_shared_code_plays_the_same_puzzle_and_one_without_a_unique_solution_is_refused() {
    let r = open("?p=sudoku&play=1&level=wings&seed=21", None, None);
    let puzzle = r.driver.made().unwrap().puzzle.clone();
    let code = encode(&puzzle).unwrap();
    let shared = open(&format!("?p=sudoku&play=1&code={code}"), None, None);
    assert_eq!(shared.driver.made().unwrap().puzzle, puzzle);
    assert_eq!(shared.driver.made().unwrap().level, Level::Wings);
    assert_eq!(shared.driver.link(), format!("?p=sudoku&play=1&code={code}"));

    // Two givens fewer than a minimal puzzle: several solutions, judged by the reference too.
    let mut loose = puzzle.clone();
    for cell in (0..81).filter(|&c| puzzle.get(c) != 0).take(8) {
        loose = loose.with(cell, 0);
    }
    assert!(count_solutions(loose.cells(), 2) > 1);
    let several = open(&format!("?p=sudoku&play=1&code={}", encode(&loose).unwrap()), None, None);
    assert_eq!(several.driver.state(), GameState::Failed);
    assert!(several.driver.failure().is_some());

    let bad = open("?p=sudoku&play=1&code=1zzz", None, None);
    assert_eq!(bad.driver.notices().len(), 1);
    assert_eq!(bad.driver.state(), GameState::Playing, "a fresh puzzle instead");
}

#[test]
fn codes_read_back_and_refuse_every_mistyped_letter() {
    for seed in 0..20 {
        let r = open(&format!("?p=sudoku&play=1&level=pairs&seed={seed}"), None, None);
        let puzzle = r.driver.made().unwrap().puzzle.clone();
        let code = encode(&puzzle).unwrap();
        assert_eq!(decode(&code), Ok(puzzle.clone()));
        assert!(code.len() <= 1 + 14 + 2 * 10 + 2, "{} letters", code.len());
        let letters: Vec<char> = code.chars().collect();
        for i in 0..letters.len() {
            let mut typo = letters.clone();
            typo[i] = if typo[i] == 'A' { 'B' } else { 'A' };
            let typo: String = typo.into_iter().collect();
            assert!(decode(&typo).is_err(), "{typo} read as a puzzle");
        }
    }
    assert_eq!(decode("1#"), Err(BadCode::Letter));
    assert!(encode(&Grid::empty(4)).is_none());
}

#[test]
fn the_daily_puzzle_is_the_same_for_everyone_and_different_every_day() {
    let grid = |query: &str| open(query, None, None).driver.made().unwrap().puzzle.clone();
    let today = grid("?p=sudoku&play=1&level=singles&daily=2026-11-28");
    assert_eq!(today, grid("?p=sudoku&play=1&daily=2026-11-28&level=singles&seed=3"));
    assert_ne!(today, grid("?p=sudoku&play=1&level=singles&daily=2026-11-29"));
    assert_ne!(today, grid("?p=sudoku&play=1&level=pairs&daily=2026-11-28"));
    let mut r = open("?p=sudoku&play=1&level=singles&daily=2026-11-28", None, None);
    play_out(&mut r, Day::parse("2026-11-28").unwrap().0 as f64 * 86_400_000.0 + 1000.0);
    let (records, improved) = r.driver.records();
    assert!(improved.is_some_and(|i| i.streak));
    assert_eq!(records.streak.days, 1);
}

#[test]
fn the_replayed_solve_steps_stay_in_range() {
    let mut r = open("?p=sudoku&play=1&level=pairs&seed=2", None, None);
    let steps = r.driver.made().unwrap().steps.len();
    assert!(steps > 0);
    r.act(GameAction::Replay(Some(steps - 1)));
    assert_eq!(r.driver.replay(), Some(steps - 1));
    // While a step is replayed the grid takes no digit.
    let before = r.driver.play().unwrap().clone();
    r.act(GameAction::Digit(1, 1.0));
    assert_eq!(r.driver.play(), Some(&before));
    r.act(GameAction::Replay(Some(steps)));
    assert_eq!(r.driver.replay(), None);
}

#[test]
fn the_grid_being_played_undoes_redoes_and_fills_in_true_candidates() {
    let puzzle = Grid::parse(
        "53..7.... 6..195... .98....6. 8...6...3 4..8.3..1 7...2...6 .6....28. ...419..5 ....8..79",
    )
    .unwrap();
    let solution = Grid::parse(
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
    )
    .unwrap();
    let mut play = Play::new(puzzle.clone(), solution);
    assert_eq!(play.put(0, 1), Err(Refusal::Given));
    assert_eq!(play.put(2, 1), Ok(true));
    assert_eq!(play.put(2, 1), Ok(false), "the same digit again changes nothing");
    assert_eq!(play.mistakes(), vec![2]);
    assert_eq!(play.fill_candidates(), Ok(true));
    // Every empty cell's marks are exactly the digits its houses do not hold (by brute force).
    let grid = play.grid();
    for cell in (0..81).filter(|&c| grid.get(c) == 0) {
        let (row, col) = (cell / 9, cell % 9);
        let sees = |other: usize| {
            let (r, c) = (other / 9, other % 9);
            r == row || c == col || (r / 3 == row / 3 && c / 3 == col / 3)
        };
        let legal: u16 = (1..=9u8)
            .filter(|&d| (0..81).all(|o| !(sees(o) && grid.get(o) == d)))
            .fold(0, |m, d| m | 1 << d);
        assert_eq!(play.marks()[cell], legal, "cell {cell}");
        assert_eq!(Board::new(&grid).legal(cell), legal);
    }
    // A digit written takes itself out of the marks of the cells that see it.
    assert_eq!(play.put(3, 6), Ok(true));
    assert!((0..9).all(|c| play.marks()[c] & 1 << 6 == 0));
    let after = play.clone();
    assert!(play.undo() && play.undo());
    assert_eq!(play.digit(2), 1);
    assert_eq!(play.marks()[3], 0, "before candidates were filled in");
    assert!(play.redo() && play.redo());
    assert_eq!((play.grid(), play.marks()), (after.grid(), after.marks()));
    assert!(!play.redo());
}

/// A maker that dies while making, silently or with a message, leaves the game failed with a
/// reason (never a hang), and Try again makes the puzzle.
#[test]
fn a_maker_lost_while_making_leaves_the_game_failed_and_try_again_makes_it() {
    use runut::model::driver::Input;
    use runut::problems::sudoku::model::game::page::MAKER;
    let fresh = || {
        let (settings, notices) =
            game_settings(&query_pairs("?p=sudoku&play=1&level=wings&seed=3"));
        Rig::new(GamePage::new(settings, notices, (None, None), 4242))
    };
    let mut r = fresh();
    r.pump();
    assert_eq!(r.driver.state(), GameState::Generating);
    r.kill(MAKER);
    r.wait(60, 500.0);
    assert!(r.driver.maker().is_lost(), "a silent maker is noticed");
    assert_eq!(r.driver.state(), GameState::Failed);
    assert!(r.driver.failure().is_some(), "and the failure says why");
    assert!(r.driver.play().is_none(), "nothing to play while there is no puzzle");
    r.act(GameAction::Retry);
    assert_eq!(r.driver.state(), GameState::Generating);
    r.settle();
    assert_eq!(r.driver.state(), GameState::Playing);

    let mut r = fresh();
    r.act(GameAction::Worker(MAKER, Input::WorkerCrashed("gone".into()), 1.0));
    assert_eq!(r.driver.state(), GameState::Failed);
    r.act(GameAction::Retry);
    r.settle();
    assert_eq!(r.driver.state(), GameState::Playing);
}
