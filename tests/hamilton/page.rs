//! The page's model: practice answers what the search does next, and links round-trip.

use super::reference::every_graph;
use runut::core::graph::named;
use runut::core::search::{Event, Mode, Search, Trail};
use runut::model::graph::link::Named;
use runut::model::page::{Link, Practised};
use runut::model::practice::Answer;
use runut::model::query::query_pairs;
use runut::problems::hamilton::core::{vertex, HamiltonSearch, Missing};
use runut::problems::hamilton::model::practice::{Drill, BACK};
use runut::problems::hamilton::model::settings::HamiltonSettings;
use runut::problems::hamilton::Hamilton;

/// The settings of a search of all circuits of `graph`, as practice reads them.
fn all_circuits(graph: &runut::core::graph::Graph) -> HamiltonSettings {
    HamiltonSettings { graph: Named::drawn(graph.clone()), mode: Mode::All, compare: false }
}

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
        let settings = all_circuits(&graph);
        let mut events = Vec::new();
        while let Some(event) = search.step() {
            events.push(event);
        }
        let mut trail = Trail::default();
        for (i, &event) in events.iter().enumerate() {
            trail.apply(event);
            let Some(q) = Hamilton::question(&settings, Drill::Next, &trail) else { continue };
            asked += 1;
            let what = format!("{:?} after {event:?}", graph.edges());
            let answer = Answer::Choice(answer_of(&events[i + 1..]));
            assert_eq!(q.answer, answer, "{what}");
            assert!(Hamilton::judge(&settings, &trail, &q, &answer).correct, "{what}");
            let wrong = q
                .choices
                .iter()
                .map(|c| Answer::Choice(c.value.clone()))
                .find(|c| *c != answer)
                .unwrap();
            assert!(!Hamilton::judge(&settings, &trail, &q, &wrong).correct, "{what}");
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
        let (settings, notices) = Hamilton::settings(&query_pairs(url));
        assert!(notices.is_empty(), "{url}: {notices:?}");
        let (again, notices) = Hamilton::settings(&query_pairs(&Hamilton::query(&settings)));
        assert_eq!(again, settings, "{url}");
        assert!(notices.is_empty(), "{url}: {notices:?}");
    }
    let (_, notices) =
        Hamilton::settings(&query_pairs("?p=hamilton&graph=x&mode=y&compare=z&edges=1-1"));
    // The unknown graph, mode and comparison, and the edges a built-in graph ignores.
    assert_eq!(notices.len(), 4, "{notices:?}");
    assert!(
        notices.iter().any(|n| n.contains("edges=1-1") && n.contains("ignored")),
        "{notices:?}"
    );
}

#[test]
fn practice_says_what_x_k_is_the_circuits_vertex_at_place_k_after_the_one_before() {
    let graph = named("course").unwrap();
    let mut search = HamiltonSearch::new(graph.clone(), Mode::All);
    let settings = all_circuits(&graph);
    let mut trail = Trail::default();
    let mut prompts = Vec::new();
    while let Some(event) = search.step() {
        trail.apply(event);
        if let Some(q) = Hamilton::question(&settings, Drill::Next, &trail) {
            prompts.push(q.prompt);
        }
    }
    let first = &prompts[0];
    assert!(first.starts_with("x₂ is the vertex at place 2 of the circuit"), "{first}");
    assert!(
        first.contains("right after x₁ = 1") && first.ends_with("Which vertex is x₂?"),
        "{first}"
    );
    assert!(prompts
        .iter()
        .any(|p| p.contains("x₃ is the vertex at place 3") && p.contains("after x₂ = ")));
}

#[test]
fn the_dodecahedrons_folded_tree_keeps_its_labels_apart() {
    use crate::common::page::check_tree_texts;
    // The picture: "x₂=2x₂=1(x₂=11" and "+12,375+12,375" ran together here.
    check_tree_texts::<Hamilton, _>(
        "?p=hamilton&graph=dodecahedron&mode=all",
        (1..12).map(|k| k * 2_500),
    );
    check_tree_texts::<Hamilton, _>("?p=hamilton&mode=all", 2..30);
}

#[test]
fn every_circuit_listed_shows_on_the_board_after_a_run_at_max_speed_too() {
    crate::common::page::solutions_shown::<Hamilton>("?p=hamilton&graph=cube&mode=all");
}
