//! Replaying a search's events rebuilds what the engine says, the live list comes up in order,
//! and undoing every event returns to the empty trail.

use super::toy::{configurations, trees};
use proptest::prelude::*;
use runut::core::branch::engine::BranchSearch;
use runut::core::branch::node::NodeState;
use runut::core::branch::replay::BranchTrail;
use runut::core::branch::{BranchEvent, Branching, Goal, Selection};
use runut::core::search::Replay;
use std::fmt::Debug;

/// Whether `event` takes a node out of the live list as it comes up: its first expansion, or
/// its kill when it is not the node just generated.
fn comes_up<I: Copy>(trail: &BranchTrail<I>, event: BranchEvent<I>) -> Option<u32> {
    match event {
        BranchEvent::Expand { node } => {
            matches!(trail.node(node).map(|n| n.state), Some(NodeState::Live)).then_some(node)
        }
        BranchEvent::Kill { node, .. } => {
            (u64::from(node) != trail.totals().generated).then_some(node)
        }
        _ => None,
    }
}

fn check_replay_and_undo<B: Branching>(problem: B, (selection, bounded): (Selection, bool))
where
    B::Infeasible: Debug,
{
    let mut search = BranchSearch::new(problem, selection, bounded, 5_000);
    // A fresh trail learns how the search goes from its first event.
    let mut trail = BranchTrail::default();
    let mut events = Vec::new();
    while let Some(event) = search.step() {
        if let Some(node) = comes_up(&trail, event) {
            assert_eq!(trail.live().next(), Some(node), "the head of the live list comes up");
        }
        trail.apply(event);
        events.push(event);
        assert_eq!(trail.totals(), search.stats());
        assert_eq!((trail.e_node(), trail.best()), (search.e_node(), search.best()));
        assert_eq!(trail.answer(), search.answer());
        assert_eq!(trail.live().count() as u64, search.stats().live);
        let choices: Vec<u8> = Replay::path(&trail).iter().map(|s| s.col as u8).collect();
        assert_eq!(choices, search.e_node().map(|e| search.path(e)).unwrap_or_default());
        assert_eq!(Replay::found(&trail).len() as u64, announced(&events));
    }
    assert!(trail.nodes().map(|n| n.node).eq(1..=search.stats().generated as u32));
    while let Some(event) = events.pop() {
        trail.undo(event, events.last().copied());
        assert_eq!(trail.last(), events.last().copied());
        assert_eq!(trail.live().count() as u64, trail.totals().live);
    }
    assert_eq!(trail, BranchTrail::default());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn replay_rebuilds_the_engine_and_undoing_everything_returns_to_empty(
        seed in any::<u64>(),
        depth in 1u8..10,
        width in 1u64..5,
    ) {
        let (reach, least, most) = trees(seed, depth, width);
        for config in configurations() {
            check_replay_and_undo(reach.clone(), config);
            check_replay_and_undo(least.clone(), config);
            check_replay_and_undo(most.clone(), config);
        }
    }
}

/// How many solutions `events` announce: each better one, and a goal reached.
fn announced<I>(events: &[BranchEvent<I>]) -> u64 {
    let goal = events.iter().any(|e| matches!(e, BranchEvent::Begin { goal: Goal::Reach, .. }));
    let counted = |e: &&BranchEvent<I>| match e {
        BranchEvent::Best { .. } => true,
        BranchEvent::Answer { .. } => goal,
        _ => false,
    };
    events.iter().filter(counted).count() as u64
}
