//! The 15-puzzle's page model: its links and their notices, the course's example on the search
//! page (through its reducer and the worker's runner), practice's questions against what the
//! search does next, and the code panel's lines.

use runut::core::branch::engine::BranchSearch;
use runut::core::branch::replay::BranchTrail;
use runut::core::branch::{BranchEvent, Selection};
use runut::core::search::Never;
use runut::core::slug::Slugged;
use runut::model::driver::{Control, RunState};
use runut::model::page::{Browser, Code, Jobs, Link, Practised, SearchAction, SearchPage};
use runut::model::practice::Answer;
use runut::model::query::query_pairs;
use runut::problems::fifteen::core::{Estimate, FifteenTree, Position};
use runut::problems::fifteen::model::practice::Drill;
use runut::problems::fifteen::model::settings::FifteenChange;
use runut::problems::fifteen::Fifteen;

use crate::common::page::choices_say_nothing;
use crate::common::workers::Rig;

/// The page a link opens, settled.
fn open(query: &str) -> Rig<SearchPage<Fifteen>> {
    let browser = Browser { cores: 2, ..Browser::default() };
    let mut rig = Rig::new(SearchPage::<Fifteen>::open(&query_pairs(query), Vec::new(), browser));
    rig.settle();
    rig
}

/// Steps `rig` on until its search finishes.
fn play_out(rig: &mut Rig<SearchPage<Fifteen>>) {
    rig.act(SearchAction::Control(Control::Play));
    rig.run_until(|page| page.run_state() == RunState::Finished);
}

#[test]
fn the_course_example_generates_10_nodes_and_answers_at_node_10_by_down_right_down() {
    let mut rig = open("?p=fifteen&speed=max");
    play_out(&mut rig);
    let page = &rig.driver;
    let trail = page.trail();
    assert_eq!(trail.totals().generated, 10);
    assert_eq!(trail.answer(), Some(10));
    let moves: Vec<u16> = trail.decisions(10).iter().map(|s| s.col).collect();
    assert_eq!(moves, [2, 1, 2], "down, right, down");
    assert!(page.status().contains("10"), "{}", page.status());
    assert!(page.link().contains("tiles=1,2,3,4,5,6,0,8,9,10,7,11,13,14,15,12"), "{}", page.link());
}

#[test]
fn an_unreachable_start_says_so_and_no_search_runs() {
    let goal_swapped = "1,2,3,4,5,6,7,8,9,10,11,12,13,15,14,0";
    let mut rig = open(&format!("?p=fifteen&tiles={goal_swapped}"));
    assert!(rig.driver.status().contains("odd"), "{}", rig.driver.status());
    play_out(&mut rig);
    assert_eq!(rig.driver.trail().totals().generated, 0, "no node is generated");
    assert!(rig.driver.status().contains("odd"), "{}", rig.driver.status());
}

#[test]
fn bad_links_give_notices_and_the_default_start() {
    for query in [
        "tiles=1,2,3",
        "tiles=1,1,2,3,4,5,6,7,8",
        "tiles=1,2,x,4,5,6,7,8,0",
        "tiles=1,2,3,4,5,6,7,8,99",
        "size=5",
        "cost=euclid",
        "compare=dfs",
        "shuffle=9999&seed=2",
        "shuffle=5&seed=abc",
        "tiles=1,2,3,4,5,6,7,8,0&size=4",
    ] {
        let (settings, notices) = Fifteen::settings(&query_pairs(&format!("?p=fifteen&{query}")));
        assert_eq!(notices.len(), 1, "{query}: {notices:?}");
        assert!(settings.reachability().sum() > 0 || settings.start.is_goal(), "{query}");
    }
    let (shuffled, notices) = Fifteen::settings(&query_pairs("?shuffle=30&seed=7&size=3"));
    assert!(notices.is_empty());
    assert_eq!(shuffled.start, Position::shuffled(3, 30, 7));
    assert!(shuffled.reachability().is_reachable(), "a shuffle from the goal is reachable");
}

#[test]
fn a_link_reproduces_its_settings_and_tiles_slide_by_hand() {
    let (settings, _) = Fifteen::settings(&query_pairs(
        "?tiles=1,2,3,4,5,6,0,8,9,10,7,11,13,14,15,12&cost=manhattan&compare=fifo",
    ));
    let (again, notices) = Fifteen::settings(&query_pairs(&Fifteen::query(&settings)));
    assert!(notices.is_empty());
    assert_eq!(again, settings);
    // The tile below the blank (row 2, column 2) slides up: the blank moves down.
    let (slid, notices) =
        Fifteen::changed(&settings, FifteenChange::Slide(runut::core::grid::Square::new(2, 2)));
    assert_eq!(notices, None);
    assert_eq!(slid.start.to_string(), "1,2,3,4,5,6,7,8,9,10,0,11,13,14,15,12");
    assert_eq!(slid.played.len(), 1);
    let (far, notices) =
        Fifteen::changed(&slid, FifteenChange::Slide(runut::core::grid::Square::new(0, 0)));
    assert_eq!(
        (far.start, notices.map(|n| n.len())),
        (slid.start, Some(1)),
        "tile 1 is not next to the blank"
    );
    let (back, _) = Fifteen::changed(&slid, FifteenChange::Undo);
    assert_eq!((back.start, back.played.len()), (settings.start, 0));
}

#[test]
fn practice_asks_the_next_e_node_and_the_next_cost_as_the_search_does_them() {
    for (tiles, estimate) in [
        ("1,2,3,4,5,6,0,8,9,10,7,11,13,14,15,12", Estimate::Misplaced),
        ("1,2,3,4,5,6,0,8,9,10,7,11,13,14,15,12", Estimate::Manhattan),
    ] {
        let cost = if estimate == Estimate::Manhattan { "manhattan" } else { "misplaced" };
        let (settings, _) = Fifteen::settings(&query_pairs(&format!("?tiles={tiles}&cost={cost}")));
        for start in [
            Position::parse(tiles).unwrap(),
            Position::shuffled(4, 12, 3),
            Position::shuffled(3, 14, 5),
        ] {
            let settings = runut::problems::fifteen::model::settings::FifteenSettings {
                start,
                ..settings.clone()
            };
            let mut search = BranchSearch::new(
                FifteenTree::new(&start, estimate),
                Selection::LeastCost,
                true,
                5_000,
            );
            let mut trail = BranchTrail::<Never>::default();
            let (mut asked_next, mut asked_cost) = (0, 0);
            let mut places = std::collections::BTreeSet::new();
            while let Some(next) = search.step() {
                for drill in Drill::all() {
                    let Some(q) = Fifteen::question(&settings, drill, &trail) else { continue };
                    places.extend(choices_say_nothing(&q));
                    let right = match (drill, next) {
                        (Drill::Next, BranchEvent::Expand { node }) => node.to_string(),
                        (Drill::Cost, BranchEvent::Generate { cost, .. }) => cost.to_string(),
                        _ => panic!("{drill:?} asked before {next:?}"),
                    };
                    assert_eq!(
                        q.answer,
                        Answer::Choice(right.clone()),
                        "{drill:?} before {next:?}"
                    );
                    assert!(Fifteen::judge(&settings, &trail, &q, &q.answer).correct);
                    let wrong = q
                        .choices
                        .iter()
                        .find(|c| c.value != right)
                        .map(|c| Answer::Choice(c.value.clone()));
                    if let Some(wrong) = wrong {
                        assert!(!Fifteen::judge(&settings, &trail, &q, &wrong).correct);
                    }
                    *if drill == Drill::Next { &mut asked_next } else { &mut asked_cost } += 1;
                }
                trail.apply(next);
            }
            assert!(asked_next > 0, "the next E-node is asked");
            let children = trail.totals().generated - 1;
            assert_eq!(asked_cost, children, "every child's cost is asked, the root's first");
            assert!(asked_cost < 8 || places.len() >= 3, "the right cost stands at {places:?}");
        }
    }
}

#[test]
fn each_event_lights_its_line_of_the_code() {
    let start = Position::parse("1,2,3,4,5,6,0,8,9,10,7,11,13,14,15,12").unwrap();
    // Least cost is the search watched alone, FIFO the second side of `compare=fifo`.
    let fifo = Fifteen::settings(&query_pairs("?compare=fifo")).0;
    let fifo_side = Fifteen::compared(&fifo)[1].1;
    for (selection, side) in [(Selection::LeastCost, None), (Selection::Fifo, Some(fifo_side))] {
        let program = Fifteen::program(&fifo, side);
        // The listing's procedure is the one its panel is headed with (issue 47).
        assert_eq!(program.lines[0].code, format!("procedure {}(t)", program.name));
        let mut search = BranchSearch::new(
            FifteenTree::new(&start, Estimate::Misplaced),
            selection,
            true,
            5_000,
        );
        let mut trail = BranchTrail::<Never>::default();
        while let Some(event) = search.step() {
            trail.apply(event);
            let state = Fifteen::code_state(&program, &fifo, side, &trail, None);
            let line = state.line.unwrap_or_else(|| panic!("no line for {event:?}"));
            assert_eq!(program.lines[line - 1].emits, state.event, "{event:?}");
        }
    }
    let settings = Fifteen::settings(&query_pairs("?compare=fifo")).0;
    let sides: Vec<&str> = Fifteen::compared(&settings).iter().map(|(_, side)| side.slug).collect();
    assert_eq!(sides, ["lc", "fifo"]);
}

#[test]
fn the_cost_drill_chosen_after_the_first_question_asks_every_child_from_the_root() {
    crate::common::page::check_cost_drill_from_the_root::<Fifteen, _>("?p=fifteen&practice=1");
}

#[test]
fn sliding_the_course_example_to_the_goal_by_hand_says_it_is_solved_in_3_moves() {
    use runut::core::grid::Square;
    use runut::model::page::Status;
    let (mut settings, _) =
        Fifteen::settings(&query_pairs("?tiles=1,2,3,4,5,6,0,8,9,10,7,11,13,14,15,12"));
    // The tiles below, right of and below the blank slide in: the blank goes down, right, down.
    for square in [Square::new(2, 2), Square::new(2, 3), Square::new(3, 3)] {
        settings = Fifteen::changed(&settings, FifteenChange::Slide(square)).0;
    }
    assert!(settings.start.is_goal());
    let trail = BranchTrail::<Never>::default();
    let status = Fifteen::status(&settings, RunState::Idle, &trail, None, None);
    assert!(status.starts_with("Solved by hand in 3 moves"), "{status}");
}

/// The course's example with the tiles on `squares` slid by hand (to the goal), back where the
/// hand began for the search.
fn slid_to_the_goal_by_hand(squares: &[(u16, u16)]) -> Rig<SearchPage<Fifteen>> {
    use runut::core::grid::Square;
    let mut rig = open("?p=fifteen&tiles=1,2,3,4,5,6,0,8,9,10,7,11,13,14,15,12&speed=max");
    for &(row, col) in squares {
        rig.act(SearchAction::Change(FifteenChange::Slide(Square::new(row, col))));
    }
    assert!(rig.driver.settings().solved_by_hand());
    rig.act(SearchAction::Change(FifteenChange::SearchWhereHandBegan));
    rig.settle();
    rig
}

#[test]
fn a_start_solved_by_hand_is_searched_from_where_the_hand_began_and_the_answers_compared() {
    // A detour (the blank left and back), then down, right, down: five moves to the goal.
    let mut rig = slid_to_the_goal_by_hand(&[(1, 1), (1, 2), (2, 2), (2, 3), (3, 3)]);
    let settings = rig.driver.settings();
    let course = Position::parse("1,2,3,4,5,6,0,8,9,10,7,11,13,14,15,12").unwrap();
    assert_eq!((settings.start, settings.played.len(), settings.by_hand), (course, 0, Some(5)));
    assert!(rig.driver.status().contains("in 5 moves"), "{}", rig.driver.status());
    play_out(&mut rig);
    let status = rig.driver.status();
    let said = "Your hand took 5 moves; the search's answer takes 3, the fewest there are.";
    assert!(status.ends_with(said), "{status}");
    // Any new start forgets the hand's count.
    let square = runut::core::grid::Square::new(1, 1);
    rig.act(SearchAction::Change(FifteenChange::Slide(square)));
    assert_eq!(rig.driver.settings().by_hand, None);
    // A hand that takes the answer's three moves is told it took as few.
    let mut rig = slid_to_the_goal_by_hand(&[(2, 2), (2, 3), (3, 3)]);
    play_out(&mut rig);
    let status = rig.driver.status();
    let said = "Your hand took 3 moves: as few as the search's answer, the fewest there are.";
    assert!(status.ends_with(said), "{status}");
}

#[test]
fn the_guide_lists_every_estimate_and_comparison_from_their_tables() {
    use runut::problems::fifteen::model::settings::Compare;
    crate::common::check_guide_lists::<runut::problems::fifteen::core::Estimate>("fifteen", "cost");
    crate::common::check_guide_lists::<Compare>("fifteen", "compare");
}
