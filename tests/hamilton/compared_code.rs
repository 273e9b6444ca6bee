//! Compare's code panel on this page: each side shows its own search's pseudo-code.

use crate::common::code::value;
use crate::common::compare::{brute_force, first_killed, settings, side};
use runut::core::search::EventKind;
use runut::model::code::VALID;
use runut::model::page::Code;
use runut::problems::hamilton::core::HamiltonSearch;
use runut::problems::hamilton::Hamilton;

#[test]
fn hamilton_brute_force_tries_every_vertex_and_tests_whole_sequences() {
    let query = "graph=bull&mode=all&compare=brute-force";
    let graph = settings::<Hamilton>(query).graph.graph;
    let search = HamiltonSearch::brute_force(graph, runut::core::search::Mode::All);
    let (kinds, states) = brute_force::<Hamilton, _>(query, search);
    // The bull has no circuit: no solution, every complete order killed.
    let expected = EventKind::ALL.into_iter().filter(|&k| k != EventKind::Solution);
    assert_eq!(kinds, expected.collect());
    // The first complete sequence is 1, 1, 1, 1, 1: vertex 1 comes twice.
    assert!(value(first_killed(&states), VALID).starts_with("false: vertex 1 comes twice"));
    let settings = settings::<Hamilton>(query);
    let program = Hamilton::program(&settings, Some(side::<Hamilton>(&settings, "brute-force")));
    assert!(program.lines.iter().any(|l| l.code.contains("for each vertex v, 1 to n")));
}
