//! The step search against the recursive reference and the brute force over every subset.

use super::reference::{small_instances, subsets_summing_to, walk};
use crate::common::{check_flat_matches_events, check_replay_and_undo};
use runut::core::search::{Event, Mode, Search};
use runut::problems::subsets::core::{Instance, SubsetsOutcome, SubsetsSearch};

/// Runs `search` to its end; returns the node numbers of its path at the end, root first.
fn run(search: &mut SubsetsSearch) -> Vec<u64> {
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

#[test]
fn the_course_example_finds_7_11_13_at_node_4_along_1_2_3_4() {
    let mut search = SubsetsSearch::new(Instance::new(&[11, 13, 24, 7], 31), Mode::First);
    let path = run(&mut search);
    assert_eq!(search.solutions(), &[vec![7, 11, 13]]);
    assert_eq!(path, vec![1, 2, 3, 4]);
    assert_eq!(path, walk(&[11, 13, 24, 7], 31, true).first_path);
    assert_eq!(search.outcome(), Some(SubsetsOutcome::Solutions(1)));
}

#[test]
fn every_small_instance_numbers_and_counts_as_the_recursive_walk_and_the_brute_force() {
    let instances = small_instances(8, 4);
    assert!(instances.len() > 5_000);
    for (weights, m) in instances {
        for mode in [Mode::First, Mode::All] {
            let first = mode == Mode::First;
            let truth = walk(&weights, m, first);
            let mut search = SubsetsSearch::new(Instance::new(&weights, m), mode);
            let path = run(&mut search);
            let stats = search.stats();
            let what = format!("{weights:?}, m = {m}, {mode:?}");
            assert_eq!(stats.nodes, truth.nodes, "nodes: {what}");
            assert_eq!(stats.rejected, truth.dead, "dead nodes: {what}");
            assert_eq!(stats.backtracks, truth.backtracks, "backtracks: {what}");
            assert_eq!(search.solutions(), &truth.solutions[..], "solutions: {what}");
            if first && !truth.solutions.is_empty() {
                assert_eq!(path, truth.first_path, "the first solution's path: {what}");
            }
            if !first {
                let mut every = subsets_summing_to(&weights, m);
                let mut found = truth.solutions.clone();
                every.sort();
                found.sort();
                assert_eq!(found, every, "every subset summing to m: {what}");
            }
        }
    }
}

#[test]
fn the_brute_force_walks_every_subset_and_finds_the_same_solutions() {
    for (weights, m) in small_instances(6, 3) {
        let mut brute = SubsetsSearch::brute_force(Instance::new(&weights, m), Mode::All);
        run(&mut brute);
        let n = weights.len() as u32;
        let leaves = 1u64 << n;
        let every = subsets_summing_to(&weights, m);
        assert_eq!(brute.stats().nodes, 2 * leaves - 1, "{weights:?} {m}: the whole binary tree");
        assert_eq!(brute.stats().rejected, leaves - every.len() as u64);
        let mut found = brute.solutions().to_vec();
        found.sort();
        let mut every = every;
        every.sort();
        assert_eq!(found, every, "{weights:?} {m}");
    }
}

#[test]
fn replaying_and_undoing_any_search_is_exact() {
    for (weights, m) in small_instances(6, 5).into_iter().step_by(7) {
        for mode in [Mode::First, Mode::All] {
            let instance = Instance::new(&weights, m);
            check_replay_and_undo(
                &mut SubsetsSearch::new(instance.clone(), mode),
                10_000,
                |_, _| {},
            );
            check_replay_and_undo(
                &mut SubsetsSearch::brute_force(instance, mode),
                10_000,
                |_, _| {},
            );
        }
    }
}

#[test]
fn flat_out_stops_where_the_step_engine_would() {
    let instance = Instance::new(&[5, 10, 12, 13, 15, 18, 20, 3], 30);
    for budgets in [&[u64::MAX][..], &[0, 1, 5, 17, 40][..], &[3, 3, 3, 300][..]] {
        check_flat_matches_events(
            || SubsetsSearch::new(instance.clone(), Mode::All),
            budgets,
            7,
            true,
        );
        check_flat_matches_events(
            || SubsetsSearch::brute_force(instance.clone(), Mode::All),
            budgets,
            3,
            true,
        );
    }
}
