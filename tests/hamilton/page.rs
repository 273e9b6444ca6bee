//! The page's model: practice answers what the search does next, and links round-trip.

use crate::reference::every_graph;
use runut::core::graph::named;
use runut::core::search::{Event, Mode, Search, Trail};
use runut::model::practice::Answer;
use runut::model::query::query_pairs;
use runut::problems::hamilton::core::{vertex, HamiltonSearch, Missing};
use runut::problems::hamilton::model::practice::{judge, question, BACK};
use runut::problems::hamilton::model::settings::{hamilton_query, hamilton_settings};

/// The answer the search gives from `upcoming` events: the vertex of its next advance, or back
/// when it backtracks (or ends) first.
fn answer_of(upcoming: &[Event<Missing>]) -> String {
    for event in upcoming {
        match event {
            Event::Advance { at, .. } => return (vertex(*at) + 1).to_string(),
            Event::Retreat { .. } | Event::Exhausted => return BACK.to_string(),
            _ => {}
        }
    }
    BACK.to_string()
}

#[test]
fn practice_asks_before_each_vertex_is_placed_and_its_answer_is_what_the_search_does() {
    let graphs = every_graph(5)
        .step_by(3)
        .chain(["course", "petersen", "cube", "house"].map(|n| named(n).unwrap()));
    let mut asked = 0;
    for graph in graphs {
        let mut search = HamiltonSearch::new(graph.clone(), Mode::All);
        let mut events = Vec::new();
        while let Some(event) = search.step() {
            events.push(event);
        }
        let mut trail = Trail::default();
        for (i, &event) in events.iter().enumerate() {
            trail.apply(event);
            let Some(q) = question(&graph, &trail) else { continue };
            asked += 1;
            let what = format!("{:?} after {event:?}", graph.edges());
            let answer = Answer::Choice(answer_of(&events[i + 1..]));
            assert_eq!(q.answer, answer, "{what}");
            assert!(judge(&q, &answer).correct, "{what}");
            let wrong = q
                .choices
                .iter()
                .map(|c| Answer::Choice(c.value.clone()))
                .find(|c| *c != answer)
                .unwrap();
            assert!(!judge(&q, &wrong).correct, "{what}");
        }
    }
    assert!(asked > 1_000, "{asked} questions");
}

#[test]
fn links_reproduce_their_settings() {
    for url in [
        "?p=hamilton&graph=dodecahedron&mode=all&compare=brute-force",
        "?p=hamilton&n=5&edges=1-2,2-5,3-4&pos=1:2,3:4,5:6,7:8,9:10",
    ] {
        let (settings, notices) = hamilton_settings(&query_pairs(url));
        assert!(notices.is_empty(), "{url}: {notices:?}");
        let (again, notices) = hamilton_settings(&query_pairs(&hamilton_query(&settings)));
        assert_eq!(again, settings, "{url}");
        assert!(notices.is_empty(), "{url}: {notices:?}");
    }
    let (_, notices) =
        hamilton_settings(&query_pairs("?p=hamilton&graph=x&mode=y&compare=z&edges=1-1"));
    // The unknown graph, mode and comparison, and the edges a built-in graph ignores.
    assert_eq!(notices.len(), 4, "{notices:?}");
    assert!(
        notices.iter().any(|n| n.contains("edges=1-1") && n.contains("ignored")),
        "{notices:?}"
    );
}
