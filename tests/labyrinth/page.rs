//! The page's model: practice's answer is what the search does next, and bad URLs give
//! notices and valid settings.

use super::reference::{cases, sq};
use runut::core::search::{Event, Mode, Search, Trail};
use runut::core::slug::Slugged;
use runut::model::page::{Link, Practised};
use runut::model::practice::Answer;
use runut::model::query::query_pairs;
use runut::problems::labyrinth::core::{Blocked, LabyrinthSearch, Order};
use runut::problems::labyrinth::model::practice::{Drill, BACK, LIVE, ON_PATH, WALL};
use runut::problems::labyrinth::Labyrinth;

/// The answer the search gives by its next event, for `drill`.
fn answer_of(drill: Drill, next: Event<Blocked>, trail: &Trail<Blocked>) -> Option<String> {
    let from = trail.path().last().copied();
    match (drill, next) {
        (Drill::Next, Event::Try { at, .. }) if from.is_some() => {
            let dir = runut::core::grid::Direction::between(from?, at)?;
            Some(dir.letter().to_string())
        }
        (Drill::Next, Event::Retreat { .. }) => Some(BACK.into()),
        (Drill::Alive, Event::Advance { .. }) => Some(LIVE.into()),
        (Drill::Alive, Event::Reject { why: Blocked::Wall, .. }) => Some(WALL.into()),
        (Drill::Alive, Event::Reject { why: Blocked::OnPath, .. }) => Some(ON_PATH.into()),
        _ => None,
    }
}

#[test]
fn practice_asks_every_decision_and_its_answer_is_what_the_search_does() {
    for case in cases(3, 3, &[((0, 0), (2, 2)), ((1, 1), (0, 2))], &["ESWN", "NWSE"], 3) {
        for (drill, mode) in
            [(Drill::Next, Mode::All), (Drill::Next, Mode::First), (Drill::Alive, Mode::All)]
        {
            let walls: Vec<String> = case.wall_squares().iter().map(|w| w.to_string()).collect();
            let url = format!(
                "?rows=3&cols=3&walls={}&start={}&goal={}&order={}&mode={}",
                walls.join(";"),
                sq(case.start),
                sq(case.goal),
                case.order,
                mode.slug()
            );
            let (settings, notices) = Labyrinth::settings(&query_pairs(&url));
            assert!(notices.is_empty(), "{url}: {notices:?}");
            let order = Order::parse(case.order).unwrap();
            let mut search = LabyrinthSearch::new(settings.plan(), order, mode);
            let mut trail = Trail::<Blocked>::default();
            while let Some(next) = search.step() {
                let asked = Labyrinth::question(&settings, drill, &trail);
                let expected = answer_of(drill, next, &trail);
                let what = format!("{url} {drill:?} before {next:?}");
                match (asked, expected) {
                    (Some(q), Some(a)) => {
                        assert_eq!(q.answer, Answer::Choice(a.clone()), "{what}");
                        assert!(
                            Labyrinth::judge(&settings, &trail, &q, &q.answer).correct,
                            "{what}"
                        );
                        let wrong = q.choices.iter().find(|c| c.value != a).unwrap();
                        let wrong = Answer::Choice(wrong.value.clone());
                        assert!(!Labyrinth::judge(&settings, &trail, &q, &wrong).correct, "{what}");
                    }
                    (None, None) => {}
                    (asked, expected) => {
                        panic!("{what}: asked {asked:?}, the search does {expected:?}")
                    }
                }
                trail.apply(next);
            }
        }
    }
}

#[test]
fn bad_urls_give_notices_and_valid_settings_and_links_reproduce_them() {
    let bad = [
        "?rows=99&cols=0",
        "?walls=0,0;x;99,99&start=0,0",
        "?start=1,1&goal=1,1",
        "?order=EEWN",
        "?order=XYZ&mode=some&compare=dfs",
        "?rows=abc&density=500&seed=x",
    ];
    for url in bad {
        let (settings, notices) = Labyrinth::settings(&query_pairs(url));
        assert!(!notices.is_empty(), "{url}");
        let plan = settings.plan();
        assert!(
            plan.board().contains(settings.start) && plan.board().contains(settings.goal),
            "{url}"
        );
        assert!(settings.start != settings.goal && !plan.is_wall(settings.start), "{url}");
        let (again, none) = Labyrinth::settings(&query_pairs(&Labyrinth::query(&settings)));
        assert_eq!((again, none), (settings, Vec::new()), "{url}");
    }
}

#[test]
fn a_seed_always_draws_the_same_labyrinth() {
    let url = "?rows=12&cols=15&seed=42&density=35";
    let (a, _) = Labyrinth::settings(&query_pairs(url));
    let (b, _) = Labyrinth::settings(&query_pairs(url));
    assert_eq!(a.walls, b.walls);
    assert!(!a.walls.is_empty());
}

#[test]
fn the_trees_texts_stay_apart_and_every_path_listed_shows_on_the_grid() {
    use crate::common::page::{check_tree_texts, solutions_shown};
    check_tree_texts::<Labyrinth, _>("?p=labyrinth&mode=all", (1..20).map(|k| k * 15));
    solutions_shown::<Labyrinth>("?p=labyrinth&mode=all");
}

#[test]
fn ends_off_the_grid_or_not_one_cell_and_a_seed_that_is_no_number_are_each_said() {
    // Each link, and what one of its notices must say.
    let said = [
        ("?rows=4&cols=4&start=0,0&goal=9,9", "goal, 9,9, is outside the 4 × 4 grid"),
        ("?rows=4&cols=4&start=0,0&goal=4,4", "goal, 4,4, is outside the 4 × 4 grid"),
        ("?rows=4&cols=4&start=20,20", "start, 20,20, is outside the 4 × 4 grid"),
        ("?rows=4&cols=4&start=", "should be one cell r,c; the start stays"),
        ("?rows=4&cols=4&goal=", "should be one cell r,c; the goal stays"),
        ("?rows=4&cols=4&goal=1,1;2,2", "should be one cell r,c; the goal stays"),
        ("?rows=4&cols=4&seed=abc", "is not a seed"),
    ];
    for (url, wanted) in said {
        let (settings, notices) = Labyrinth::settings(&query_pairs(url));
        assert!(notices.iter().any(|n| n.contains(wanted)), "{url}: {notices:?}");
        let plan = settings.plan();
        assert!(
            plan.board().contains(settings.start) && plan.board().contains(settings.goal),
            "{url}"
        );
    }
    // The start moved into the grid is said before the goal that then has to move off it.
    let (s, notices) = Labyrinth::settings(&query_pairs("?rows=4&cols=4&start=20,20&goal=3,3"));
    assert_eq!((s.start.to_string(), notices.len()), ("3,3".to_string(), 2), "{notices:?}");
    assert!(notices[0].contains("start, 20,20") && notices[1].contains("same cell"), "{notices:?}");
    // A bad piece is said once, not again as "not one cell".
    let (_, notices) = Labyrinth::settings(&query_pairs("?start=zz"));
    assert_eq!(notices.len(), 1, "{notices:?}");
}
