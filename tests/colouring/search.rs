//! The step search against the recursive reference and the brute force over every colouring.

use super::reference::{brute_force, every_graph, walk};
use crate::common::{check_flat_matches_events, check_replay_and_undo};
use runut::core::graph::{named, Graph, NAMES};
use runut::core::search::{Event, Mode, Search};
use runut::problems::colouring::core::{ColouringOutcome, ColouringSearch};

/// Runs `search` to its end; returns the node numbers of its path at the end, root first.
fn run(search: &mut ColouringSearch) -> Vec<u64> {
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

/// Checks the search on `graph` with `m` colours in both modes against the walk (and, for all,
/// the brute force).
fn check(graph: &Graph, m: u8) {
    for mode in [Mode::First, Mode::All] {
        let first = mode == Mode::First;
        let truth = walk(graph, m, first);
        let mut search = ColouringSearch::new(graph.clone(), m, mode);
        let path = run(&mut search);
        let stats = search.stats();
        let what = format!("{:?}, m = {m}, {mode:?}", graph.edges());
        assert_eq!(stats.nodes, truth.nodes, "nodes: {what}");
        assert_eq!(stats.rejected, truth.dead, "dead nodes: {what}");
        assert_eq!(stats.backtracks, truth.backtracks, "backtracks: {what}");
        let kept = truth.solutions.len().min(runut::problems::colouring::core::KEPT_SOLUTIONS);
        assert_eq!(search.solutions(), &truth.solutions[..kept], "solutions: {what}");
        if first && !truth.solutions.is_empty() {
            assert_eq!(path, truth.first_path, "the first solution's path: {what}");
        }
        if !first && graph.len() <= 8 {
            assert_eq!(truth.solutions, brute_force(graph, m), "every colouring: {what}");
        }
        let found = if first { truth.solutions.len().min(1) } else { truth.solutions.len() };
        assert_eq!(search.outcome(), Some(ColouringOutcome::Solutions(found as u64)), "{what}");
    }
}

#[test]
fn the_triangle_with_three_colours_finds_1_2_3_at_node_7_along_1_2_4_7() {
    let mut search = ColouringSearch::new(named("triangle").unwrap(), 3, Mode::First);
    assert_eq!(run(&mut search), vec![1, 2, 4, 7]);
    assert_eq!(search.solutions(), &[vec![1, 2, 3]]);
}

#[test]
fn every_graph_up_to_five_vertices_numbers_and_counts_as_the_walk_and_the_brute_force() {
    for n in 1..=5 {
        for graph in every_graph(n) {
            for m in 1..=4 {
                check(&graph, m);
            }
        }
    }
}

#[test]
fn every_graph_on_six_vertices_numbers_and_counts_as_the_walk_and_the_brute_force() {
    let mut graphs = 0;
    for graph in every_graph(6) {
        check(&graph, 3);
        graphs += 1;
    }
    assert_eq!(graphs, 1 << 15);
    for graph in every_graph(6).step_by(97) {
        for m in [1, 2, 4] {
            check(&graph, m);
        }
    }
}

#[test]
fn the_built_in_graphs_number_and_count_as_the_walk() {
    for name in NAMES.into_iter().filter(|&n| n != "dodecahedron") {
        let graph = named(name).unwrap();
        for m in 1..=4 {
            check(&graph, m);
        }
    }
    // The dodecahedron's 3-colourings: the walk alone (3²⁰ colourings are too many to list).
    let dodecahedron = named("dodecahedron").unwrap();
    for m in 1..=3 {
        let truth = walk(&dodecahedron, m, false);
        let mut search = ColouringSearch::new(dodecahedron.clone(), m, Mode::All);
        run(&mut search);
        assert_eq!(
            (search.stats().nodes, search.stats().solutions),
            (truth.nodes, truth.solutions.len() as u64)
        );
    }
}

#[test]
fn the_brute_force_finds_the_same_colourings_testing_only_complete_ones() {
    for graph in every_graph(4).chain(["course", "house", "bull"].map(|n| named(n).unwrap())) {
        for m in 1..=3 {
            let mut brute = ColouringSearch::brute_force(graph.clone(), m, Mode::All);
            let n = graph.len() as u32;
            let mut tries = 0;
            while let Some(event) = brute.step() {
                if let Event::Reject { at, .. } = event {
                    assert_eq!(at.row as usize + 1, graph.len(), "only complete colourings die");
                }
                tries += u64::from(matches!(event, Event::Try { .. }));
            }
            let whole: u64 = (1..=n).map(|d| u64::from(m).pow(d)).sum();
            assert_eq!(tries, whole, "the brute force walks the whole m-ary tree");
            assert_eq!(
                brute.solutions(),
                &brute_force(&graph, m)[..],
                "{:?} m = {m}",
                graph.edges()
            );
        }
    }
}

#[test]
fn replaying_and_undoing_every_search_returns_to_the_start() {
    for name in ["course", "petersen", "sumatra", "k4"] {
        for m in 2..=4 {
            let graph = named(name).unwrap();
            check_replay_and_undo(
                &mut ColouringSearch::new(graph.clone(), m, Mode::All),
                3_000,
                |_, _| {},
            );
            check_replay_and_undo(
                &mut ColouringSearch::brute_force(graph, m, Mode::First),
                3_000,
                |_, _| {},
            );
        }
    }
}

#[test]
fn flat_out_the_search_stops_where_its_events_do() {
    for name in ["petersen", "cube", "wheel5"] {
        let graph = named(name).unwrap();
        check_flat_matches_events(
            || ColouringSearch::new(graph.clone(), 3, Mode::All),
            &[1, 7, 50, 333],
            5,
            true,
        );
    }
}
