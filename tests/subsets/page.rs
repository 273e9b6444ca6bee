//! The page's model: practice answers what the search does next, the settings clamp every bad
//! input with a notice, the code panel follows the events, and the solutions listed after a run
//! at max speed are the search's own.

use super::reference::{small_instances, walk};
use runut::core::search::{Event, Mode, Search, Trail};
use runut::model::page::{Code, Link, Practised};
use runut::model::practice::Answer;
use runut::model::query::query_pairs;
use runut::problems::subsets::core::{Bound, Instance, SubsetsSearch};
use runut::problems::subsets::model::practice::{Drill, BACK, LEAVE, OVERSHOOT, REACH, TAKE, YES};
use runut::problems::subsets::model::settings::SubsetsSettings;
use runut::problems::subsets::model::solutions::listed;
use runut::problems::subsets::Subsets;

/// The answer the search gives by its next event, for `drill`.
fn answer_of(drill: Drill, next: Event<Bound>) -> Option<&'static str> {
    match (drill, next) {
        (Drill::Next, Event::Try { at, .. }) => Some(if at.col == 1 { TAKE } else { LEAVE }),
        (Drill::Next, Event::Retreat { .. }) => Some(BACK),
        (Drill::Promising, Event::Advance { .. }) => Some(YES),
        (Drill::Promising, Event::Reject { why: Bound::CannotReach { .. }, .. }) => Some(REACH),
        (Drill::Promising, Event::Reject { .. }) => Some(OVERSHOOT),
        _ => None,
    }
}

#[test]
fn practice_asks_every_decision_and_its_answer_is_what_the_search_does() {
    for (weights, m) in small_instances(5, 4).into_iter().step_by(3) {
        for (drill, mode) in
            [(Drill::Next, Mode::All), (Drill::Next, Mode::First), (Drill::Promising, Mode::All)]
        {
            let settings = SubsetsSettings { weights: weights.clone(), m, mode, compare: false };
            let instance = Instance::new(&weights, m);
            let mut search = SubsetsSearch::new(instance.clone(), mode);
            let mut trail = Trail::<Bound>::default();
            while let Some(next) = search.step() {
                let asked = Subsets::question(&settings, drill, &trail);
                let expected = answer_of(drill, next);
                let what = format!("{weights:?} m = {m} {drill:?} before {next:?}");
                match (asked, expected) {
                    (Some(q), Some(a)) => {
                        assert_eq!(q.answer, Answer::Choice(a.into()), "{what}");
                        assert!(Subsets::judge(&settings, &trail, &q, &q.answer).correct, "{what}");
                        let wrong = [TAKE, LEAVE, BACK, YES, REACH, OVERSHOOT]
                            .into_iter()
                            .find(|&w| w != a);
                        let wrong = Answer::Choice(wrong.unwrap().into());
                        if q.choices.iter().any(|c| Answer::Choice(c.value.clone()) == wrong) {
                            assert!(
                                !Subsets::judge(&settings, &trail, &q, &wrong).correct,
                                "{what}"
                            );
                        }
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
fn any_url_gives_usable_settings_with_a_notice_for_each_change() {
    let cases = [
        ("?p=subsets", 0, vec![11, 13, 24, 7], 31),
        ("?p=subsets&w=11,13,24,7&m=31&mode=all", 0, vec![11, 13, 24, 7], 31),
        ("?p=subsets&w=5,x,-3,2000000000&m=abc", 4, vec![5, 1, 1_000_000_000], 31),
        ("?p=subsets&w=&m=0", 2, vec![11, 13, 24, 7], 1),
        ("?p=subsets&w=1,2,3&m=99999999999999999999999", 1, vec![1, 2, 3], 6),
        ("?p=subsets&w=3%202%201&mode=some&compare=x", 2, vec![3, 2, 1], 6),
    ];
    for (url, notices, weights, m) in cases {
        let (settings, said) = Subsets::settings(&query_pairs(url));
        assert_eq!(said.len(), notices, "{url}: {said:?}");
        assert_eq!((settings.weights.clone(), settings.m), (weights, m), "{url}");
        let (again, none) = Subsets::settings(&query_pairs(&Subsets::query(&settings)));
        assert_eq!((again, none.len()), (settings, 0), "{url}: the link reproduces the settings");
    }
    let many: Vec<String> = (1..=45).map(|i| i.to_string()).collect();
    let (settings, said) = Subsets::settings(&query_pairs(&format!("?w={}&m=5", many.join(","))));
    assert_eq!((settings.weights.len(), said.len()), (40, 1));
}

#[test]
fn the_code_panel_highlights_the_line_of_every_event_and_shows_the_sums() {
    let settings =
        SubsetsSettings { weights: vec![11, 13, 24, 7], m: 31, mode: Mode::All, compare: false };
    let instance = Instance::new(&[11, 13, 24, 7], 31);
    let program = Subsets::program(&settings, None);
    let mut search = SubsetsSearch::new(instance.clone(), Mode::All);
    let mut trail = Trail::<Bound>::default();
    while let Some(event) = search.step() {
        trail.apply(event);
        let state = Subsets::code_state(&program, &settings, None, &trail, None);
        assert_eq!(state.line, program.line_of(event.kind()), "{event:?}");
        assert_eq!(state.frames.len(), trail.path().len());
        let variable =
            |name: &str| state.variables.iter().find(|v| v.name == name).map(|v| v.value.clone());
        if let Event::Try { at, .. } = event {
            let sum = instance.sum(trail.path())
                + if at.col == 1 { instance.weight(at.row as usize) } else { 0 };
            assert_eq!(variable("Wt"), Some(sum.to_string()), "{event:?}");
            assert_eq!(variable("k"), Some((at.row + 1).to_string()));
        }
        if let Event::Reject { .. } = event {
            assert!(variable("PROMISING").is_some_and(|v| v.starts_with("false")));
        }
    }
}

#[test]
fn the_solutions_listed_after_a_flat_run_are_the_searchs_own() {
    for (weights, m) in [(vec![5, 10, 12, 13, 15, 18], 30), (vec![1, 2, 3, 4, 5, 6, 7, 8], 12)] {
        let instance = Instance::new(&weights, m);
        let truth = walk(&weights, m, false).solutions;
        let mut search = SubsetsSearch::new(instance.clone(), Mode::All);
        // Flat out to the end: the page resumes from the totals with the worker's list.
        search.run_flat(u64::MAX, None);
        let trail = Trail::from_snapshot(Vec::new(), search.stats(), true, None);
        let reported = search.solution_paths().to_vec();
        assert_eq!(listed(&instance, &trail, Some(&reported)), truth);
        // Stepped from the start, the trail's own.
        let mut stepped = SubsetsSearch::new(instance.clone(), Mode::All);
        let mut trail = Trail::<Bound>::default();
        while let Some(event) = stepped.step() {
            trail.apply(event);
        }
        assert_eq!(listed(&instance, &trail, None), truth);
    }
}

#[test]
fn a_typed_bad_weight_is_named_in_the_users_words_with_numbers_formatted_and_shown_by_the_field() {
    use runut::model::page::{Browser, SearchAction, SearchPage};
    use runut::problems::subsets::model::settings::SubsetsChange;
    let (mut page, _) = SearchPage::<Subsets>::open(
        &query_pairs("?p=subsets&w=1,x"),
        Vec::new(),
        Browser::default(),
    );
    assert!(!page.notices_by_fields(), "a link's notices are the link's: at the top");
    assert_eq!(
        page.notices(),
        ["The weight “\u{2068}x\u{2069}” is not a whole number, so it is left out."]
    );
    use runut::model::driver::Driver;
    page.act(SearchAction::Change(SubsetsChange::Weights("-5, 0".into())));
    assert_eq!(page.settings().weights, [1, 1]);
    assert_eq!(
        page.notices(),
        [
            "The weight “\u{2068}-5\u{2069}” is not between 1 and 1,000,000,000: 1 is used instead.",
            "The weight “\u{2068}0\u{2069}” is not between 1 and 1,000,000,000: 1 is used instead.",
        ]
    );
    assert!(page.notices_by_fields(), "a typed value's notices are shown by the fields");
    page.act(SearchAction::Change(SubsetsChange::M("5000000".into())));
    assert_eq!(
        page.notices(),
        ["m = \u{2068}5000000\u{2069} is not between 1 and 2, the sum of the weights: m = 2 is used instead."]
    );
    page.act(SearchAction::DismissNotices);
    assert!(page.notices().is_empty());
}

#[test]
fn the_trees_texts_stay_apart_and_every_solution_listed_shows_on_the_board() {
    use crate::common::page::{check_tree_texts, solutions_shown};
    check_tree_texts::<Subsets, _>("?p=subsets&mode=all", 2..18);
    check_tree_texts::<Subsets, _>(
        "?p=subsets&w=5,10,12,13,15,18&m=30&mode=all",
        (1..40).map(|k| k * 3),
    );
    solutions_shown::<Subsets>("?p=subsets&w=5,10,12,13,15,18&m=30&mode=all");
    // Two solutions with the same weights (3 + 3 from different places): each its own path.
    solutions_shown::<Subsets>("?p=subsets&w=3,3,2,4&m=6&mode=all");
}

#[test]
fn the_sum_of_subsets_tree_writes_each_nodes_running_sum_where_there_is_room() {
    use crate::common::page::paused;
    use runut::model::page::drawn_tree::draw_tree;
    let rig = paused::<Subsets>("?p=subsets&w=11,13,24,7&m=31&mode=all&at=17");
    let levels = rig.driver.trail().tree().levels().to_vec();
    let drawing = draw_tree::<Subsets>(rig.driver.settings(), &[], &levels, &|_| true, true);
    let note = |n: u64| {
        let node = drawing.nodes.iter().find(|d| d.placed.node.number == n).expect("drawn");
        node.note.as_ref().map(|l| l.text.clone())
    };
    // Sorted 7, 11, 13, 24: node 4 (7 + 11 + 13) is the first solution, node 3 takes 7 and 11.
    assert_eq!(
        (note(1), note(3), note(4)),
        (Some("0".into()), Some("18".into()), Some("31".into()))
    );
    let crowded = draw_tree::<Subsets>(rig.driver.settings(), &[], &levels, &|_| true, false);
    assert!(crowded.nodes.iter().all(|n| n.note.is_none()), "no notes without room");
}
