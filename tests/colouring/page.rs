//! The page's model: practice answers what the search does next, the settings take a graph by
//! name or by its edges with a notice for each thing dropped, and links round-trip.

use super::reference::every_graph;
use runut::core::graph::named;
use runut::core::search::{Event, Mode, Search, Trail};
use runut::model::page::{Link, Practised};
use runut::model::practice::Answer;
use runut::model::query::query_pairs;
use runut::problems::colouring::core::{colour, ColouringSearch};
use runut::problems::colouring::model::practice::{Drill, BACK};
use runut::problems::colouring::model::settings::{ColouringChange, ColouringSettings};
use runut::problems::colouring::Colouring;

/// The answer the search gives from `upcoming` events: the colour of its next advance, or back
/// when it backtracks (or ends) first.
fn answer_of(upcoming: &[Event<runut::problems::colouring::core::Clash>]) -> String {
    for event in upcoming {
        match event {
            Event::Advance { at, .. } => return colour(*at).to_string(),
            Event::Retreat { .. } | Event::Exhausted => return BACK.to_string(),
            _ => {}
        }
    }
    BACK.to_string()
}

#[test]
fn practice_asks_before_each_vertex_is_coloured_and_its_answer_is_what_the_search_does() {
    let graphs = every_graph(4)
        .chain(["course", "petersen", "sumatra", "wheel5"].map(|n| named(n).unwrap()));
    let mut asked = 0;
    for graph in graphs {
        for m in 1..=3 {
            let mut search = ColouringSearch::new(graph.clone(), m, Mode::All);
            let (mode, compare, chromatic) = (Mode::All, false, false);
            let settings =
                ColouringSettings { graph: graph.clone(), name: None, m, mode, compare, chromatic };
            let mut events = Vec::new();
            while let Some(event) = search.step() {
                events.push(event);
                if events.len() > 5_000 {
                    break;
                }
            }
            let mut trail = Trail::default();
            for (i, &event) in events.iter().enumerate() {
                trail.apply(event);
                let Some(q) = Colouring::question(&settings, Drill::Colour, &trail) else {
                    continue;
                };
                asked += 1;
                let what = format!("{:?} m = {m} after {event:?}", graph.edges());
                let answer = Answer::Choice(answer_of(&events[i + 1..]));
                assert_eq!(q.answer, answer, "{what}");
                assert!(Colouring::judge(&settings, &trail, &q, &answer).correct, "{what}");
                let wrong = q
                    .choices
                    .iter()
                    .map(|c| Answer::Choice(c.value.clone()))
                    .find(|c| *c != answer)
                    .unwrap();
                assert!(!Colouring::judge(&settings, &trail, &q, &wrong).correct, "{what}");
            }
        }
    }
    assert!(asked > 1_000, "{asked} questions");
}

#[test]
fn a_link_gives_a_graph_by_name_or_by_its_edges_and_says_what_it_drops() {
    let (settings, notices) =
        Colouring::settings(&query_pairs("?p=colouring&graph=petersen&m=3&mode=all"));
    assert_eq!((settings.graph.len(), settings.m, settings.mode), (10, 3, Mode::All));
    assert!(notices.is_empty(), "{notices:?}");
    let (settings, notices) = Colouring::settings(&query_pairs(
        "?p=colouring&n=4&edges=1-2,2-3,3-3,2-1,4-7,x&m=0&find=chromatic",
    ));
    assert_eq!(settings.graph.edges(), vec![(0, 1), (1, 2)]);
    assert_eq!((settings.m, settings.chromatic, settings.name), (1, true, None));
    assert_eq!(notices.len(), 5, "{notices:?}");
    let (settings, notices) =
        Colouring::settings(&query_pairs("?p=colouring&graph=nope&find=it&compare=x&mode=some"));
    assert_eq!(settings.name.as_deref(), Some("course"));
    assert!(!settings.chromatic && !settings.compare);
    assert_eq!(notices.len(), 4, "{notices:?}");
}

#[test]
fn links_reproduce_their_settings() {
    for url in [
        "?p=colouring&graph=sumatra&m=4&mode=all&compare=brute-force",
        "?p=colouring&n=5&edges=1-2,2-5,3-4&pos=1:2,3:4,5:6,7:8,9:10&m=2",
        "?p=colouring&edges=1-3",
    ] {
        let (settings, _) = Colouring::settings(&query_pairs(url));
        let (again, notices) = Colouring::settings(&query_pairs(&Colouring::query(&settings)));
        assert_eq!(again, settings, "{url}");
        assert!(notices.is_empty(), "{url}: {notices:?}");
    }
    let (settings, _) = Colouring::settings(&[]);
    let drawn = named("k4").unwrap();
    let (next, _) = Colouring::changed(&settings, ColouringChange::Drawn(drawn.clone()));
    let (again, _) = Colouring::settings(&query_pairs(&Colouring::query(&next)));
    assert_eq!((again.graph, again.name), (drawn, None));
}

#[test]
fn the_trees_texts_stay_apart_and_every_colouring_listed_shows_on_the_board() {
    use crate::common::page::{check_tree_texts, solutions_shown};
    check_tree_texts::<Colouring, _>(
        "?p=colouring&graph=petersen&m=3&mode=all",
        (1..20).map(|k| k * 150),
    );
    solutions_shown::<Colouring>("?p=colouring&graph=course&m=3&mode=all");
}
