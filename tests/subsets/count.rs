//! The meet-in-the-middle count against the brute force and the backtracking's own count.

use super::reference::{small_instances, subsets_summing_to};
use runut::core::search::{Count, Mode, Search};
use runut::problems::subsets::core::{HalfCounter, Instance, SubsetsSearch};

fn count(instance: &Instance, parts: usize) -> u64 {
    (0..parts)
        .map(|part| {
            let mut counter = HalfCounter::new(instance, part, parts);
            while !counter.run(97) {}
            counter.solutions()
        })
        .sum()
}

#[test]
fn the_count_equals_the_brute_force_and_the_backtracking_on_every_small_instance() {
    for (weights, m) in small_instances(7, 4) {
        let instance = Instance::new(&weights, m);
        let every = subsets_summing_to(&weights, m).len() as u64;
        assert_eq!(count(&instance, 1), every, "{weights:?} {m}");
        assert_eq!(count(&instance, 3), every, "{weights:?} {m}, in three shares");
        let mut search = SubsetsSearch::new(instance, Mode::All);
        while search.step().is_some() {}
        assert_eq!(search.stats().solutions, every, "{weights:?} {m}, backtracking");
    }
}

#[test]
fn forty_weights_count_in_a_bounded_number_of_steps() {
    // 1, 2, 4, …: every m up to the sum is the sum of exactly one subset.
    let weights: Vec<u64> = (0..30).map(|i| 1u64 << i).chain((1..=10).map(|i| i * 1000)).collect();
    let instance = Instance::new(&weights, 123_456_789);
    let mut counter = HalfCounter::new(&instance, 0, 1);
    let mut slices = 0;
    while !counter.run(1 << 16) {
        slices += 1;
    }
    assert!(slices <= 2 * (1 << 20) / (1 << 16) + 1, "{slices} slices");
    assert_eq!(counter.nodes(), 2 << 20);
    let by_halves = count(&Instance::new(&weights[..16], 5_000), 2);
    assert_eq!(by_halves, subsets_summing_to(&weights[..16], 5_000).len() as u64);
    assert!(counter.solutions() > 0);
}
