//! The search page as a pure state machine, for n-queens and the knight's tour, wired to
//! in-process workers: links that run on load, settings changes, the player, compare, practice,
//! counts, and a solution on show.

use crate::common;
use crate::common::workers::Rig;
use runut::core::grid::Square;
use runut::model::driver::{Control, RunState};
use runut::model::page::{Activity, Browser, Link, SearchAction, SearchPage, SearchProblem};
use runut::model::practice::Score;
use runut::model::query::query_pairs;
use runut::model::speed::Speed;
use runut::problems::knight::core::{is_tour, Outcome};
use runut::problems::knight::model::job::KnightEnding;
use runut::problems::knight::model::job::TourCount;
use runut::problems::knight::model::settings::KnightChange;
use runut::problems::knight::Knight;
use runut::problems::queens::core::QueensOutcome;
use runut::problems::queens::model::practice::Drill;
use runut::problems::queens::model::settings::QueensChange;
use runut::problems::queens::Queens;

/// The page `P` for `query`, in a browser with two cores, and its workers.
fn open<P: SearchProblem>(query: &str, browser: Browser) -> Rig<SearchPage<P>> {
    let mut rig = Rig::new(SearchPage::<P>::open(&query_pairs(query), Vec::new(), browser));
    rig.settle();
    rig
}

fn two_cores() -> Browser {
    Browser { cores: 2, ..Browser::default() }
}

fn queens(query: &str) -> Rig<SearchPage<Queens>> {
    open::<Queens>(query, two_cores())
}

fn knight(query: &str) -> Rig<SearchPage<Knight>> {
    open::<Knight>(query, two_cores())
}

/// Plays frames and lets the workers run until `done`.
fn until<P: SearchProblem>(rig: &mut Rig<SearchPage<P>>, done: impl Fn(&SearchPage<P>) -> bool) {
    rig.run_until(done);
    rig.settle();
}

fn figure<P: SearchProblem>(page: &SearchPage<P>, testid: &str) -> u64 {
    let figures = page.figures().into_iter().chain(page.count_figures());
    figures
        .filter(|f| f.testid == testid)
        .map(|f| f.value)
        .next()
        .unwrap_or_else(|| panic!("{testid}"))
}

/// OEIS A000170 and A002562 for `n`, from the repository's ground truth.
fn queens_truth(n: u16) -> (u64, u64) {
    let line = common::data_lines("queens.csv")
        .into_iter()
        .find(|l| l.starts_with(&format!("{n},")))
        .expect("n in queens.csv");
    let fields: Vec<u64> = line.split(',').skip(1).map(|f| f.parse().unwrap()).collect();
    (fields[0], fields[1])
}

#[test]
fn a_queens_link_that_runs_at_max_speed_ends_on_the_textbooks_first_solution() {
    let mut rig = queens("?p=queens&n=5&mode=first&run=1&speed=max");
    until(&mut rig, |p| p.run_state() == RunState::Finished);
    let page = &rig.driver;
    let columns: Vec<u16> = page.trail().path().iter().map(|q| q.col + 1).collect();
    assert_eq!(columns, [1, 3, 5, 2, 4], "the seed paper's first solution");
    assert_eq!(page.search().ending(), Some(QueensOutcome::Solutions(1)));
    assert_eq!(figure(page, "stat-nodes"), 16, "reached along 1-2-5-10-12-16");
    assert!(page.status().contains("(1, 3, 5, 2, 4)"), "{}", page.status());
}

#[test]
fn a_link_runs_on_load_only_when_it_says_so_and_never_animates_under_reduced_motion() {
    let idle = queens("?p=queens&n=5");
    assert_eq!(idle.driver.run_state(), RunState::Idle);
    let reduced = Browser { reduced_motion: true, ..two_cores() };
    let held = open::<Queens>("?p=queens&n=5&run=1&speed=10", reduced);
    assert_eq!(held.driver.run_state(), RunState::Idle);
    assert_eq!(held.driver.notices().len(), 1, "a notice says why it did not start");
    let flat = open::<Queens>("?p=queens&n=5&run=1&speed=max", reduced);
    assert!(flat.driver.run_state().is_active() || flat.driver.run_state() == RunState::Finished);
}

#[test]
fn a_typed_n_loads_a_new_search_and_replaces_the_notices() {
    let mut rig = queens("?p=queens&n=99&run=1&speed=max");
    assert_eq!(rig.driver.notices().len(), 1, "n = 99 is clamped with a notice");
    until(&mut rig, |p| p.run_state() == RunState::Finished);
    rig.act(SearchAction::Change(QueensChange::N("6".into())));
    let page = &rig.driver;
    assert_eq!((page.settings().n, page.run_state()), (6, RunState::Idle));
    assert!(page.notices().is_empty(), "a fine value clears them");
    assert_eq!(page.trail().stats().nodes, 0);
    assert!(page.link().starts_with("?p=queens&n=6&"), "{}", page.link());
    assert!(!page.link().contains("run="), "a link opens idle");
    assert!(!page.common().run, "a changed page no longer runs on load");
}

#[test]
fn the_speed_changes_the_run_and_the_link() {
    let mut rig = queens("?p=queens&n=8&mode=all&run=1&speed=10");
    rig.act(SearchAction::Control(Control::SetSpeed(Speed::Max)));
    assert_eq!(rig.driver.common().speed, Speed::Max);
    assert!(rig.driver.link().contains("speed=max"));
    until(&mut rig, |p| p.run_state() == RunState::Finished);
    assert_eq!(figure(&rig.driver, "stat-solutions"), queens_truth(8).0);
}

#[test]
fn step_and_step_back_move_the_search_by_one_event() {
    let mut rig = queens("?p=queens&n=4");
    for nodes in 1..=3 {
        rig.act(SearchAction::Control(Control::Step));
        rig.settle();
        assert_eq!(rig.driver.run_state(), RunState::Paused);
        assert!(rig.driver.trail().stats().nodes >= nodes.min(2));
    }
    let before = rig.driver.trail().clone();
    rig.act(SearchAction::Control(Control::Step));
    rig.settle();
    rig.act(SearchAction::Control(Control::StepBack));
    assert_eq!(rig.driver.trail(), &before);
}

#[test]
fn compare_plays_backtracking_beside_the_brute_force_under_one_player() {
    let mut rig = queens("?p=queens&n=5&mode=all&compare=brute-force&speed=max");
    let page = &rig.driver;
    assert!(page.comparing());
    assert_eq!(page.comparison().len(), 2);
    let sides: Vec<&str> = page.sides().iter().map(|s| s.slug).collect();
    assert_eq!(sides, ["backtracking", "brute-force"]);
    rig.act(SearchAction::Control(Control::Play));
    until(&mut rig, |p| p.run_state() == RunState::Finished);
    let nodes: Vec<u64> =
        rig.driver.comparison().parts().iter().map(|p| p.trail().stats().nodes).collect();
    assert_eq!(nodes, [221, 3906], "the tree of n = 5, and every placement");
    assert_eq!(rig.driver.search().state(), RunState::Idle, "the single search stays idle");
    rig.act(SearchAction::Change(QueensChange::Compare(false)));
    assert!(!rig.driver.comparing());
    assert_eq!(rig.driver.comparison().len(), 0);
}

#[test]
fn a_count_over_the_workers_gives_oeis_and_survives_a_mode_change_but_not_a_new_n() {
    let mut rig = queens("?p=queens&n=8");
    rig.act(SearchAction::Count(()));
    assert_eq!(rig.driver.activity(), Activity::Count);
    until(&mut rig, |p| p.count().state() == RunState::Finished);
    let (all, distinct) = queens_truth(8);
    assert_eq!(figure(&rig.driver, "count-total"), all);
    assert_eq!(figure(&rig.driver, "count-distinct"), distinct);
    assert_eq!(figure(&rig.driver, "count-workers"), 2, "both workers finished");
    rig.act(SearchAction::Change(QueensChange::Mode(runut::problems::queens::core::Mode::All)));
    assert_eq!(rig.driver.counted(), Some(()), "the count does not depend on the mode");
    rig.act(SearchAction::Change(QueensChange::N("7".into())));
    assert_eq!(rig.driver.counted(), None, "a count of n = 8 is no count of n = 7");
    assert_eq!(rig.driver.activity(), Activity::Search);
}

#[test]
fn stop_stops_the_count_while_the_page_reports_it() {
    let mut rig = queens("?p=queens&n=14");
    rig.act(SearchAction::Count(()));
    rig.pump();
    rig.act(SearchAction::Control(Control::Stop));
    assert_eq!(rig.driver.run_state(), RunState::Stopped);
    assert_eq!(rig.driver.search().state(), RunState::Idle, "the search is untouched");
    rig.act(SearchAction::Control(Control::Play));
    assert_eq!(rig.driver.activity(), Activity::Search);
    assert!(rig.driver.count().failure().is_none());
}

/// Practises `rig`'s page to the end, answering every question with the search's own answer
/// (or a wrong square first, when `wrong_first`); returns how many were asked.
fn practise_to_the_end<P: SearchProblem>(rig: &mut Rig<SearchPage<P>>, wrong_first: bool) -> u32 {
    let mut wrong = wrong_first;
    for _ in 0..10_000 {
        rig.settle();
        if rig.driver.search().state() == RunState::Finished {
            return rig.driver.practice().score.asked;
        }
        let Some(question) = rig.driver.asked() else {
            // A wrong answer waits for Continue (Play).
            rig.act(SearchAction::Control(Control::Play));
            continue;
        };
        if std::mem::take(&mut wrong) {
            rig.act(SearchAction::Square(Square::new(999, 999)));
            assert_eq!(rig.driver.practice().verdict.as_ref().map(|v| v.0.correct), Some(false));
            continue;
        }
        rig.act(SearchAction::Answer(question.answer));
        assert_eq!(rig.driver.practice().verdict.as_ref().map(|v| v.0.correct), Some(true));
    }
    panic!("practice never reached the end");
}

#[test]
fn practice_steps_to_each_decision_and_keeps_the_best_score() {
    let mut rig = queens("?p=queens&n=5&mode=first&practice=1");
    assert!(rig.driver.asked().is_some(), "the first question is asked on load");
    assert_eq!(rig.driver.asked().unwrap().kind, runut::problems::queens::model::practice::PLACE);
    let asked = practise_to_the_end(&mut rig, false);
    assert_eq!(asked, 5, "one question per queen of the first solution");
    let score = rig.driver.practice().score;
    assert_eq!((score.correct, score.asked), (5, 5));
    assert_eq!(rig.driver.best(), Some(score), "a first score is the best");
    let columns: Vec<u16> = rig.driver.trail().path().iter().map(|q| q.col + 1).collect();
    assert_eq!(columns, [1, 3, 5, 2, 4]);
}

#[test]
fn a_wrong_answer_waits_for_continue_and_a_better_best_is_kept() {
    let best = Score { asked: 9, correct: 1, streak: 0, best_streak: 1 };
    let browser = Browser { best: Some(best), ..two_cores() };
    let mut rig = open::<Queens>("?p=queens&n=4&mode=first&practice=1", browser);
    rig.act(SearchAction::Drill(Drill::Safe));
    rig.settle();
    let asked = practise_to_the_end(&mut rig, true);
    let score = rig.driver.practice().score;
    assert_eq!((score.asked, score.correct), (asked, asked - 1));
    assert!(score.beats(Some(best)));
    assert_eq!(rig.driver.best(), Some(score));
}

#[test]
fn a_knight_link_finds_a_tour_and_its_settings_round_trip() {
    let query = "?p=knight&rows=5&cols=5&start=0,0&algo=backtracking&run=1&speed=max";
    let mut rig = knight(query);
    until(&mut rig, |p| p.run_state() == RunState::Finished);
    let page = &rig.driver;
    assert_eq!(page.search().ending(), Some(KnightEnding::Searched(Outcome::Tour)));
    let board = page.settings().board;
    assert!(is_tour(board, page.trail().path(), false));
    assert_eq!(figure(page, "stat-depth"), 24);
    let (again, notices) = Knight::settings(&query_pairs(&page.link()));
    assert!(notices.is_empty());
    assert_eq!(again.board, board);
    assert_eq!((again.algorithm, again.start), (page.settings().algorithm, Square::new(0, 0)));
}

#[test]
fn a_click_on_a_square_moves_the_knights_start_unless_the_learner_is_answering() {
    let mut rig = knight("?p=knight&rows=5&cols=5&algo=backtracking");
    rig.act(SearchAction::Square(Square::new(2, 2)));
    assert_eq!(rig.driver.settings().start, Square::new(2, 2));
    rig.act(SearchAction::Square(Square::new(9, 9)));
    assert_eq!(rig.driver.settings().start, Square::new(2, 2), "off the board: ignored");
    rig.act(SearchAction::Practise(true));
    rig.settle();
    assert!(rig.driver.asked().is_some(), "practice asks where the knight goes");
    rig.act(SearchAction::Square(Square::new(0, 0)));
    assert_eq!(rig.driver.settings().start, Square::new(2, 2), "a click answers instead");
    assert_eq!(rig.driver.practice().score.asked, 1);
}

#[test]
fn knight_counts_match_the_ground_truth_from_a_square_and_from_every_square() {
    let corner: u64 = common::data_lines("knight-5x5-corner.txt")[0].parse().unwrap();
    let mut rig = knight("?p=knight&rows=5&cols=5&start=0,0");
    rig.act(SearchAction::Count(TourCount::From(Square::new(0, 0))));
    until(&mut rig, |p| p.count().state() == RunState::Finished);
    assert_eq!(figure(&rig.driver, "count-open") + figure(&rig.driver, "count-closed"), corner);
    let total: u64 = common::data_lines("knight-totals.csv")
        .iter()
        .find_map(|l| l.strip_prefix("5,5,")?.split(',').next()?.parse().ok())
        .expect("5 x 5 in knight-totals.csv");
    rig.act(SearchAction::Count(TourCount::EverySquare));
    until(&mut rig, |p| p.count().state() == RunState::Finished);
    let page = &rig.driver;
    assert_eq!(figure(page, "count-open") + figure(page, "count-closed"), total);
    assert_eq!(figure(page, "count-squares"), 25);
    // The algorithm is no part of a count: it is kept; a new board is another count.
    rig.act(SearchAction::Change(KnightChange::Algorithm(
        runut::problems::knight::core::Algorithm::Warnsdorff,
    )));
    assert_eq!(rig.driver.counted(), Some(TourCount::EverySquare));
    rig.act(SearchAction::Change(KnightChange::Side { rows: true, text: "6".into() }));
    assert_eq!(rig.driver.counted(), None);
}

#[test]
fn knight_compare_runs_both_algorithms_from_the_same_start() {
    let mut rig = knight("?p=knight&rows=6&cols=6&algo=backtracking&compare=warnsdorff&speed=max");
    let sides: Vec<&str> = rig.driver.sides().iter().map(|s| s.slug).collect();
    assert_eq!(sides, ["backtracking", "warnsdorff"]);
    rig.act(SearchAction::Control(Control::Play));
    until(&mut rig, |p| p.run_state() == RunState::Finished);
    for side in rig.driver.comparison().parts() {
        assert!(is_tour(rig.driver.settings().board, side.trail().path(), false));
    }
    assert!(rig.driver.status().contains("side by side"), "{}", rig.driver.status());
}

#[test]
fn a_solution_on_show_pauses_the_search_and_any_control_leaves_it() {
    let mut rig = queens("?p=queens&n=6&mode=all&run=1&speed=100000");
    until(&mut rig, |p| p.trail().found().len() >= 2);
    rig.act(SearchAction::View(Some(1)));
    let page = &rig.driver;
    assert_eq!(page.search().state(), RunState::Paused);
    let (k, shown) = page.viewing().expect("a solution on show");
    assert_eq!((k, &shown), (1, &page.trail().found()[1]));
    assert_eq!(page.shown_path(), shown);
    assert!(!page.practising(), "practice waits while a solution is on show");
    rig.act(SearchAction::Control(Control::Step));
    assert!(rig.driver.viewing().is_none());
}

#[test]
fn a_link_to_a_moment_opens_paused_there_and_a_paused_page_links_to_its_moment() {
    let mut rig = queens("?p=queens&n=4&mode=all&at=9");
    rig.settle();
    assert_eq!(rig.driver.run_state(), RunState::Paused);
    assert_eq!(rig.driver.trail().stats().nodes, 9);
    assert!(rig.driver.link().ends_with("&at=9"), "{}", rig.driver.link());
    rig.act(SearchAction::Control(Control::Step));
    rig.settle();
    let nodes = rig.driver.trail().stats().nodes;
    assert!(rig.driver.link().ends_with(&format!("&at={nodes}")), "{}", rig.driver.link());
    // Running, the link is the view's settings only.
    rig.act(SearchAction::Control(Control::Play));
    assert!(!rig.driver.link().contains("at="), "{}", rig.driver.link());
    // Beyond the search's end, it opens at the end.
    let mut rig = queens("?p=queens&n=4&mode=all&at=999999");
    until(&mut rig, |p| p.run_state() == RunState::Finished);
    assert_eq!(figure(&rig.driver, "stat-solutions"), queens_truth(4).0);
    let notices = rig.driver.notices().len();
    assert_eq!(notices, 0, "999999 is within at's range");
    let rig = queens("?p=queens&n=4&at=0");
    assert_eq!(rig.driver.notices().len(), 1, "at=0 is out of range");
}
