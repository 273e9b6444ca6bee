//! The step search and the flat count against the recursive reference and the brute force over
//! every permutation; known numbers of circuits.

use super::reference::{brute_force, every_graph, walk};
use crate::common::{check_flat_matches_events, check_replay_and_undo};
use runut::core::graph::{named, Graph, NAMES};
use runut::core::search::{Count, Event, Mode, Search};
use runut::problems::hamilton::core::{Counter, HamiltonOutcome, HamiltonSearch};

/// Runs `search` to its end; returns the node numbers of its path at the end, root first.
fn run(search: &mut HamiltonSearch) -> Vec<u64> {
    let (mut node, mut path) = (0, Vec::new());
    while let Some(event) = search.step() {
        match event {
            Event::Root => {
                node += 1;
                path.push(node);
            }
            Event::Try { .. } => node += 1,
            Event::Advance { .. } => path.push(node),
            Event::Retreat { .. } => {
                path.pop();
            }
            _ => {}
        }
    }
    path
}

/// The counter's nodes and circuits over `parts` shares, each run in slices of `budget`.
fn counted(graph: &Graph, parts: usize, budget: u64) -> (u64, u64) {
    (0..parts).fold((0, 0), |(nodes, solutions), part| {
        let mut counter = Counter::new(graph, part, parts);
        while !counter.run(budget) {}
        (nodes + counter.nodes(), solutions + counter.solutions())
    })
}

/// Checks the search on `graph` in both modes against the walk, the brute force and the count.
fn check(graph: &Graph) {
    for mode in [Mode::First, Mode::All] {
        let first = mode == Mode::First;
        let truth = walk(graph, first);
        let mut search = HamiltonSearch::new(graph.clone(), mode);
        let path = run(&mut search);
        let stats = search.stats();
        let what = format!("{:?}, {mode:?}", graph.edges());
        assert_eq!(stats.nodes, truth.nodes, "nodes: {what}");
        assert_eq!(stats.rejected, truth.dead, "dead nodes: {what}");
        assert_eq!(stats.backtracks, truth.backtracks, "backtracks: {what}");
        let kept = truth.solutions.len().min(runut::problems::hamilton::core::KEPT_SOLUTIONS);
        assert_eq!(search.solutions(), &truth.solutions[..kept], "circuits: {what}");
        if first && !truth.solutions.is_empty() {
            assert_eq!(path, truth.first_path, "the first circuit's path: {what}");
        }
        if !first {
            if graph.len() <= 8 {
                assert_eq!(truth.solutions, brute_force(graph), "every circuit: {what}");
            }
            for parts in [1, 2, 5] {
                assert_eq!(
                    counted(graph, parts, 7),
                    (stats.nodes, stats.solutions),
                    "{what}, {parts} shares"
                );
            }
        }
        let found = if first { truth.solutions.len().min(1) } else { truth.solutions.len() };
        assert_eq!(search.outcome(), Some(HamiltonOutcome::Solutions(found as u64)), "{what}");
    }
}

#[test]
fn every_graph_up_to_six_vertices_numbers_and_counts_as_the_walk_and_the_brute_force() {
    let mut graphs = 0;
    for n in 1..=6 {
        for graph in every_graph(n) {
            check(&graph);
            graphs += 1;
        }
    }
    assert_eq!(graphs, 1 + 2 + 8 + 64 + 1024 + 32768);
}

#[test]
fn the_built_in_graphs_number_and_count_as_the_walk() {
    for name in NAMES {
        check(&named(name).unwrap());
    }
}

#[test]
fn known_graphs_have_their_known_numbers_of_circuits() {
    // Directed sequences from vertex 1: twice the circuits.
    let known = [
        ("triangle", 2),
        ("k4", 6),
        ("k5", 24),
        ("k7", 720),
        ("c5", 2),
        ("c30", 2),
        ("house", 2),
        ("bull", 0),
        ("cube", 12),
        ("petersen", 0),
        ("dodecahedron", 60),
        ("knight3x4", 0),
        ("wheel5", 10),
        ("course", 2),
    ];
    for (name, circuits) in known {
        assert_eq!(counted(&named(name).unwrap(), 4, 1_000).1, circuits, "{name}");
    }
}

#[test]
fn the_brute_force_walks_every_sequence_and_finds_the_same_circuits_testing_only_complete_ones() {
    for graph in every_graph(4).chain(["course", "house", "bull", "k5"].map(|n| named(n).unwrap()))
    {
        let mut brute = HamiltonSearch::brute_force(graph.clone(), Mode::All);
        let mut tries = 0;
        while let Some(event) = brute.step() {
            if let Event::Reject { at, .. } = event {
                assert_eq!(at.row as usize + 1, graph.len(), "only complete orders die");
            }
            tries += u64::from(matches!(event, Event::Try { .. }));
        }
        // Every sequence x_2..x_k of the n vertices, k = 2..n: n + n² + … + n^(n−1), the whole
        // tree, as the queens' brute force generates every column in every row.
        let n = graph.len() as u64;
        let whole: u64 = (1..n as u32).map(|d| n.pow(d)).sum();
        assert_eq!(tries, whole, "{:?}", graph.edges());
        assert_eq!(brute.solutions(), &brute_force(&graph)[..]);
    }
}

#[test]
fn replaying_and_undoing_every_search_returns_to_the_start() {
    for name in ["course", "petersen", "cube", "dodecahedron"] {
        let graph = named(name).unwrap();
        check_replay_and_undo(&mut HamiltonSearch::new(graph.clone(), Mode::All), 3_000, |_, _| {});
        check_replay_and_undo(
            &mut HamiltonSearch::brute_force(graph, Mode::First),
            3_000,
            |_, _| {},
        );
    }
}

#[test]
fn flat_out_the_search_stops_where_its_events_do() {
    for name in ["petersen", "cube", "wheel5"] {
        let graph = named(name).unwrap();
        check_flat_matches_events(
            || HamiltonSearch::new(graph.clone(), Mode::All),
            &[1, 7, 50, 333],
            5,
            true,
        );
    }
}

#[test]
fn on_the_course_graph_the_brute_force_numbers_its_first_circuit_after_backtracking_does() {
    // The example: numbered over permutations only, the brute force found the circuit
    // at node 4 and backtracking at node 7, the opposite of the lesson.
    let first = |mut search: HamiltonSearch| {
        while let Some(event) = search.step() {
            if let Event::Solution { .. } = event {
                return search.stats().nodes;
            }
        }
        panic!("a circuit")
    };
    let graph = named("course").unwrap();
    let backtracking = first(HamiltonSearch::new(graph.clone(), Mode::First));
    let brute = first(HamiltonSearch::brute_force(graph, Mode::First));
    assert_eq!(backtracking, 7);
    // Nodes 2..22 are x_2 = 1 and its 4 + 16 descendants; then x_2 = 2 (23), 2-1 and its 4
    // children (24..28), 2-2 and its 4 (29..33), 2-3 (34), and 2-3-1 .. 2-3-4 (35..38).
    assert_eq!(brute, 38);
}
