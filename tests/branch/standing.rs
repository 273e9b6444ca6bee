//! Resuming from where the engine stands: a small tree exactly as a replay of every event, a
//! large one with exact totals, the nodes the page draws and the head of the live list.

use super::toy::{configurations, trees};
use proptest::prelude::*;
use runut::core::branch::engine::BranchSearch;
use runut::core::branch::replay::BranchTrail;
use runut::core::branch::standing::{BranchStanding, LIVE_HEAD, MAX_STANDING};
use runut::core::branch::{BranchEvent, Branching, Selection};
use std::fmt::Debug;

/// What a trail resumed from a standing of a large tree must share with the replay of every
/// event.
fn check_named<I: Copy + PartialEq + Debug>(
    resumed: &BranchTrail<I>,
    replayed: &BranchTrail<I>,
    limit: u32,
) {
    assert_eq!(resumed.totals(), replayed.totals());
    assert_eq!((resumed.e_node(), resumed.best()), (replayed.e_node(), replayed.best()));
    assert_eq!((resumed.answer(), resumed.last()), (replayed.answer(), replayed.last()));
    assert_eq!(resumed.exhausted(), replayed.exhausted());
    for node in resumed.nodes() {
        assert_eq!(Some(node), replayed.node(node.node));
    }
    let first = limit.min(replayed.totals().generated as u32);
    assert!((1..=first).all(|n| resumed.node(n).is_some()), "the first nodes");
    let mut on_path = resumed.e_node().unwrap_or(0);
    while on_path != 0 {
        on_path = resumed.node(on_path).expect("the path to the E-node").parent;
    }
    let head = |trail: &BranchTrail<I>| trail.live().take(LIVE_HEAD).collect::<Vec<_>>();
    assert_eq!(head(resumed), head(replayed));
}

/// Applies `tail` to a trail resumed from `standing` and to the replay, which must agree, then
/// undoes it: the resumed trail comes back as it was.
fn check_tail<I: Copy + PartialEq + Debug>(
    standing: BranchStanding<I>,
    replayed: &BranchTrail<I>,
    tail: &[BranchEvent<I>],
) {
    let before = standing.clone();
    let mut resumed = BranchTrail::resume(standing);
    let mut replayed = replayed.clone();
    for &event in tail {
        resumed.apply(event);
        replayed.apply(event);
        assert_eq!(resumed.totals(), replayed.totals());
        assert_eq!((resumed.e_node(), resumed.best()), (replayed.e_node(), replayed.best()));
    }
    for (i, &event) in tail.iter().enumerate().rev() {
        let previous =
            if i == 0 { BranchTrail::resume(before.clone()).last() } else { Some(tail[i - 1]) };
        resumed.undo(event, previous);
    }
    assert_eq!(resumed, BranchTrail::resume(before));
}

fn check_standing<B: Branching + Clone>(
    problem: B,
    config: (Selection, bool),
    limit: u32,
    every: usize,
) where
    B::Infeasible: Debug,
{
    let (selection, bounded) = config;
    let mut probe = BranchSearch::new(problem.clone(), selection, bounded, 20_000);
    let events: Vec<_> = std::iter::from_fn(|| probe.step()).collect();
    let mut search = BranchSearch::new(problem, selection, bounded, 20_000);
    let mut replayed = BranchTrail::new(selection, B::GOAL);
    for (i, &event) in events.iter().enumerate() {
        assert_eq!(search.step(), Some(event));
        replayed.apply(event);
        if i % every != 0 {
            continue;
        }
        if search.stats().generated <= u64::from(MAX_STANDING) {
            let whole = search.standing(MAX_STANDING);
            assert!(whole.is_whole());
            assert_eq!(BranchTrail::resume(whole), replayed, "after event {i}");
        }
        let standing = search.standing(limit);
        assert_eq!(standing.is_whole(), search.stats().generated <= u64::from(limit));
        check_named(&BranchTrail::resume(standing.clone()), &replayed, limit);
        check_tail(standing, &replayed, &events[i + 1..events.len().min(i + 25)]);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    #[test]
    fn resuming_where_the_engine_stands_is_replaying_every_event(
        seed in any::<u64>(),
        depth in 1u8..10,
        width in 1u64..5,
        limit in 0u32..60,
        every in 1usize..4,
    ) {
        let (reach, least, most) = trees(seed, depth, width);
        for config in configurations() {
            check_standing(reach.clone(), config, limit, every);
            check_standing(least.clone(), config, limit, every);
            check_standing(most.clone(), config, limit, every);
        }
    }
}

#[test]
fn a_tree_past_the_standing_limit_is_handed_over_by_its_named_nodes() {
    for seed in 0..6 {
        let (_, least, most) = trees(seed, 12, 4);
        for config in configurations() {
            check_standing(least.clone(), config, MAX_STANDING, 211);
            check_standing(most.clone(), config, 300, 307);
        }
    }
}
