//! The page's model: practice answers what the search does next, the settings clamp every bad
//! input with a notice, the code panel follows the events, and the solutions listed after a run
//! at max speed are the search's own.

use crate::reference::{small_instances, walk};
use runut::core::search::{Event, Mode, Search, Trail};
use runut::model::practice::Answer;
use runut::model::query::query_pairs;
use runut::problems::subsets::core::{Bound, Instance, SubsetsSearch};
use runut::problems::subsets::model::code::{code_state, program};
use runut::problems::subsets::model::practice::{
    judge, question, Drill, BACK, LEAVE, OVERSHOOT, REACH, TAKE, YES,
};
use runut::problems::subsets::model::settings::{subsets_query, subsets_settings};
use runut::problems::subsets::model::solutions::listed;

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
            let instance = Instance::new(&weights, m);
            let mut search = SubsetsSearch::new(instance.clone(), mode);
            let mut trail = Trail::<Bound>::default();
            while let Some(next) = search.step() {
                let asked = question(&instance, mode, drill, &trail);
                let expected = answer_of(drill, next);
                let what = format!("{weights:?} m = {m} {drill:?} before {next:?}");
                match (asked, expected) {
                    (Some(q), Some(a)) => {
                        assert_eq!(q.answer, Answer::Choice(a.into()), "{what}");
                        assert!(judge(&instance, trail.path(), &q, &q.answer).correct, "{what}");
                        let wrong = [TAKE, LEAVE, BACK, YES, REACH, OVERSHOOT]
                            .into_iter()
                            .find(|&w| w != a);
                        let wrong = Answer::Choice(wrong.unwrap().into());
                        if q.choices.iter().any(|c| Answer::Choice(c.value.clone()) == wrong) {
                            assert!(!judge(&instance, trail.path(), &q, &wrong).correct, "{what}");
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
        let (settings, said) = subsets_settings(&query_pairs(url));
        assert_eq!(said.len(), notices, "{url}: {said:?}");
        assert_eq!((settings.weights.clone(), settings.m), (weights, m), "{url}");
        let (again, none) = subsets_settings(&query_pairs(&subsets_query(&settings)));
        assert_eq!((again, none.len()), (settings, 0), "{url}: the link reproduces the settings");
    }
    let many: Vec<String> = (1..=45).map(|i| i.to_string()).collect();
    let (settings, said) = subsets_settings(&query_pairs(&format!("?w={}&m=5", many.join(","))));
    assert_eq!((settings.weights.len(), said.len()), (40, 1));
}

#[test]
fn the_code_panel_highlights_the_line_of_every_event_and_shows_the_sums() {
    let instance = Instance::new(&[11, 13, 24, 7], 31);
    let program = program(Mode::All);
    let mut search = SubsetsSearch::new(instance.clone(), Mode::All);
    let mut trail = Trail::<Bound>::default();
    while let Some(event) = search.step() {
        trail.apply(event);
        let state = code_state(&program, &instance, &trail, None);
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
        let reported = search.solutions().to_vec();
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
