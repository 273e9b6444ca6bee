//! The flat counts and the chromatic number: the same nodes and colourings as the step search,
//! shares that add up to the whole, and the chromatic numbers of the built-in graphs.

use super::reference::{chromatic, every_graph};
use runut::core::graph::{named, Graph, NAMES};
use runut::core::search::{Count, Mode, Search};
use runut::problems::colouring::core::{Chromatic, ColouringOutcome, ColouringSearch, Counter};

/// The step search's nodes and solutions.
fn stepped(graph: &Graph, m: u8, mode: Mode) -> (u64, u64) {
    let mut search = ColouringSearch::new(graph.clone(), m, mode);
    while search.step().is_some() {}
    (search.stats().nodes, search.stats().solutions)
}

/// The counter's nodes and solutions over `parts` shares, each run in slices of `budget`.
fn counted(graph: &Graph, m: u8, first: bool, parts: usize, budget: u64) -> (u64, u64) {
    (0..parts).fold((0, 0), |(nodes, solutions), part| {
        let mut counter = Counter::new(graph, m, first, part, parts);
        while !counter.run(budget) {}
        (nodes + counter.nodes(), solutions + counter.solutions())
    })
}

#[test]
fn the_counter_generates_the_step_search_s_nodes_whole_or_in_shares() {
    let graphs = every_graph(5).step_by(7).chain(NAMES.iter().map(|n| named(n).unwrap()));
    for graph in graphs.filter(|g| g.len() <= 12) {
        for m in 1..=4 {
            let all = stepped(&graph, m, Mode::All);
            assert_eq!(counted(&graph, m, false, 1, 1_000_000), all);
            assert_eq!(stepped(&graph, m, Mode::First), counted(&graph, m, true, 1, 3));
            for parts in [2, 3, 5, 16] {
                assert_eq!(
                    counted(&graph, m, false, parts, 7),
                    all,
                    "{:?} m = {m}, {parts} shares",
                    graph.edges()
                );
            }
        }
    }
}

#[test]
fn the_colourings_of_known_graphs_are_their_chromatic_polynomials() {
    // P(K_n, m) = m(m − 1)…(m − n + 1); P(C_n, m) = (m − 1)ⁿ + (−1)ⁿ(m − 1); P(Petersen, 3) = 120.
    assert_eq!(counted(&named("k5").unwrap(), 6, false, 4, 100).1, 720);
    assert_eq!(counted(&named("c6").unwrap(), 3, false, 3, 100).1, 2u64.pow(6) + 2);
    assert_eq!(counted(&named("c5").unwrap(), 3, false, 2, 100).1, 2u64.pow(5) - 2);
    assert_eq!(counted(&named("petersen").unwrap(), 3, false, 4, 1_000).1, 120);
    assert_eq!(counted(&named("cube").unwrap(), 2, false, 2, 1_000).1, 2);
}

/// The chromatic number the flat search finds for `graph`, and each m's tree size.
fn found(graph: &Graph) -> (u8, Vec<u64>) {
    let mut search = Chromatic::new(graph.clone());
    while !search.run(1_000) {}
    match search.outcome() {
        Some(ColouringOutcome::Chromatic { value, nodes }) => {
            (value, nodes[..value as usize].to_vec())
        }
        other => panic!("no chromatic number: {other:?}"),
    }
}

/// The nodes of the search for an m-colouring of the complete graph K_n with m < n colours,
/// which has none: the root, then each vertex tried in every colour below each valid colouring
/// of the vertices before it (`m!/(m − j)!` of the first j, none past m):
/// `1 + m · Σ_{j=0..m} m!/(m − j)!`.
fn complete_graph_nodes(m: u64) -> u64 {
    let colourings = (1..=m).scan(1, |valid: &mut u64, j| {
        *valid *= m - j + 1;
        Some(*valid)
    });
    1 + m * (1 + colourings.sum::<u64>())
}

#[test]
fn the_complete_graphs_trees_are_the_closed_form_s() {
    for n in 2..=7u8 {
        let graph = named(&format!("k{n}")).unwrap();
        for m in 1..n {
            assert_eq!(stepped(&graph, m, Mode::First), (complete_graph_nodes(m.into()), 0));
        }
    }
}

/// The largest tree the step search walks again in the test below: K12's with m = 10 and 11
/// (99 million and 1.2 billion nodes, half a minute) are checked by their closed form instead.
const STEPPED_AT_MOST: u64 = 10_000_000;

#[test]
fn the_chromatic_numbers_of_the_built_in_graphs_are_the_known_ones() {
    let known = [
        ("course", 3),
        ("triangle", 3),
        ("house", 3),
        ("bull", 3),
        ("k4", 4),
        ("k5", 5),
        ("k12", 12),
        ("c5", 3),
        ("c6", 2),
        ("c29", 3),
        ("c30", 2),
        ("wheel5", 4),
        ("wheel6", 3),
        ("cube", 2),
        ("petersen", 3),
        ("dodecahedron", 3),
        ("knight3x4", 2),
        ("knight5x6", 2),
        ("sumatra", 3),
        ("k1", 1),
    ];
    for (name, value) in known {
        let graph = named(name).unwrap();
        let (chi, nodes) = found(&graph);
        assert_eq!(chi, value, "{name}");
        let complete = graph.edge_count() == graph.len() * (graph.len() - 1) / 2;
        for (m, &size) in nodes.iter().enumerate() {
            let m = m as u8 + 1;
            if complete && m < value {
                assert_eq!(size, complete_graph_nodes(m.into()), "{name}: the tree of m = {m}");
            }
            if size <= STEPPED_AT_MOST {
                let (steps, solutions) = stepped(&graph, m, Mode::First);
                assert_eq!(size, steps, "{name}: the tree of m = {m}");
                assert_eq!(solutions > 0, m == value, "{name}: m = {m}");
            } else {
                assert!(complete && m < value, "{name}: m = {m}'s tree is checked by nothing");
            }
        }
    }
}

#[test]
fn the_chromatic_number_of_every_small_graph_is_the_brute_force_s() {
    for n in 1..=5 {
        for graph in every_graph(n) {
            assert_eq!(found(&graph).0, chromatic(&graph), "{:?}", graph.edges());
        }
    }
}
