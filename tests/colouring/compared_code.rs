//! Compare's code panel on this page: each side shows its own search's pseudo-code.

use crate::common::code::value;
use crate::common::compare::{brute_force, first_killed, settings};
use runut::core::search::EventKind;
use runut::model::code::VALID;
use runut::problems::colouring::core::ColouringSearch;
use runut::problems::colouring::Colouring;
use std::collections::HashSet;

#[test]
fn colouring_brute_force_tests_whole_colourings() {
    let query = "graph=triangle&m=3&mode=all&compare=brute-force";
    let graph = settings::<Colouring>(query).graph;
    let search = ColouringSearch::brute_force(graph, 3, runut::core::search::Mode::All);
    let (kinds, states) = brute_force::<Colouring, _>(query, search);
    assert_eq!(kinds, HashSet::from(EventKind::ALL));
    let killed = value(first_killed(&states), VALID);
    assert_eq!(killed, "false: the edge 1–2 joins two vertices of the same colour");
}
