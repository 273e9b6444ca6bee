//! What every search page of the list (`runut::problems::SearchPages`) must do, checked once
//! here rather than in each page's own tests: its links read back to the same settings, every
//! event of its default search and of its preview's search lights a line of its code panel,
//! and practice's answer to every question it asks on the way is judged right.

use runut::core::search::Replay;
use runut::model::page::{SearchProblem, SearchProblems, SearchVisit};
use runut::model::problem::ReplayOf;
use runut::model::query::query_pairs;
use runut::problems::SearchPages;

/// How many events of a search are checked.
const EVENTS: usize = 3_000;

/// The settings a link asks for, with no notice.
fn settings<P: SearchProblem>(query: &str) -> P::Settings {
    let (settings, notices) = P::settings(&query_pairs(query));
    assert!(notices.is_empty(), "{}: {query} gives notices {notices:?}", P::SLUG);
    settings
}

/// Walks `P`'s search for `query` event by event, calling `at` with the settings, the trail
/// after each event, and how the run ended once it has.
fn walk<P: SearchProblem>(
    query: &str,
    mut at: impl FnMut(&P::Settings, &ReplayOf<P>, Option<P::Ending>),
) -> usize {
    let settings = settings::<P>(query);
    let mut run = P::start(P::job(&settings));
    let mut trail = ReplayOf::<P>::default();
    let mut events = 0;
    while events < EVENTS {
        let Some(event) = run.step() else { break };
        trail.apply(event);
        events += 1;
        at(&settings, &trail, None);
    }
    if let Some(ending) = run.ending() {
        at(&settings, &trail, Some(ending));
    }
    events
}

/// Every page's own check, run for each page of the list.
struct Contract;

impl SearchVisit for Contract {
    fn visit<P: SearchProblem>(&mut self) {
        for query in [format!("?p={}", P::SLUG), P::PREVIEW.to_string()] {
            let query = query.as_str();
            // The link round trip: the settings' own link reads back to them, with no notice.
            let read = settings::<P>(query);
            let again = settings::<P>(&P::query(&read));
            assert_eq!(again, read, "{}: {query} → {}", P::SLUG, P::query(&read));

            // A code line for every event, and practice's answers judged right.
            let program = P::program(&read, None);
            let mut asked = 0;
            let events = walk::<P>(query, |settings, trail, ending| {
                let state = P::code_state(&program, settings, None, trail, ending);
                let last = format!("{:?}", trail.stats());
                assert!(state.line.is_some(), "{}: {query}: no line lit at {last}", P::SLUG);
                if ending.is_some() {
                    return;
                }
                if let Some(question) = P::question(settings, Default::default(), trail) {
                    let verdict = P::judge(settings, trail, &question, &question.answer);
                    assert!(verdict.correct, "{}: {query}: {}", P::SLUG, verdict.explanation);
                    asked += 1;
                }
            });
            assert!(events > 1, "{}: {query} searches", P::SLUG);
            let allowed = P::practice_allowed(&read);
            assert!(!allowed || asked > 0, "{}: {query}: practice asks something", P::SLUG);
        }
    }
}

#[test]
fn every_search_page_keeps_the_contract_link_code_line_and_practice() {
    SearchPages::visit_search(&mut Contract);
}

/// A search page says it has a quiz exactly when the list puts it among the pages with one.
#[test]
fn a_search_page_has_a_quiz_exactly_when_the_list_says_so() {
    struct Quizzes(Vec<(&'static str, bool)>);
    impl SearchVisit for Quizzes {
        fn visit<P: SearchProblem>(&mut self) {
            self.0.push((P::SLUG, P::QUIZ));
        }
    }
    let mut said = Quizzes(Vec::new());
    SearchPages::visit_search(&mut said);
    let listed = runut::model::problem::slugs::<runut::problems::QuizPages>();
    for (slug, quiz) in said.0 {
        assert_eq!(quiz, listed.contains(&slug), "{slug}");
    }
}
