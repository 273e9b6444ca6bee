//! Flat-out stretches stop where the step engine stands after the same events.

use super::toy::{configurations, trees};
use proptest::prelude::*;
use runut::core::branch::engine::BranchSearch;
use runut::core::branch::standing::MAX_STANDING;
use runut::core::branch::{Branching, Selection};
use std::fmt::Debug;

/// Everything the two searches show of where they stand.
fn same_place<B: Branching>(stepped: &BranchSearch<B>, flat: &BranchSearch<B>)
where
    B::Infeasible: Debug,
{
    assert_eq!(stepped.stats(), flat.stats());
    assert_eq!(stepped.ending(), flat.ending());
    assert_eq!((stepped.answer(), stepped.best()), (flat.answer(), flat.best()));
    assert_eq!((stepped.e_node(), stepped.last()), (flat.e_node(), flat.last()));
    assert_eq!(stepped.standing(MAX_STANDING), flat.standing(MAX_STANDING));
    assert_eq!(stepped.standing(5), flat.standing(5));
}

/// Runs one search in flat stretches of `budgets` (nodes), each followed by `between` steps,
/// and another by steps alone, checking they stand in the same place at every stop and have
/// the same events left.
fn check_flat<B: Branching + Clone>(
    problem: B,
    config: (Selection, bool),
    cap: u32,
    budgets: &[u64],
    between: usize,
) where
    B::Infeasible: Debug,
{
    let (selection, bounded) = config;
    let mut stepped = BranchSearch::new(problem.clone(), selection, bounded, cap);
    let mut flat = BranchSearch::new(problem, selection, bounded, cap);
    for &budget in budgets {
        let ended = flat.run_flat(budget);
        while stepped.stats().generated < flat.stats().generated {
            stepped.step().expect("the flat stretch generated no more nodes than the steps");
        }
        if ended {
            while stepped.step().is_some() {}
        }
        same_place(&stepped, &flat);
        for _ in 0..between {
            assert_eq!(stepped.step(), flat.step());
        }
        same_place(&stepped, &flat);
    }
    let rest: Vec<_> = std::iter::from_fn(|| stepped.step()).collect();
    assert_eq!(rest, std::iter::from_fn(|| flat.step()).collect::<Vec<_>>());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn flat_stretches_and_steps_stand_where_steps_alone_do(
        seed in any::<u64>(),
        depth in 2u8..10,
        cap in prop_oneof![Just(u32::MAX), 1u32..300],
        budgets in prop::collection::vec(0u64..40, 1..12),
        between in 0usize..6,
    ) {
        let (reach, least, most) = trees(seed, depth, 3);
        for config in configurations() {
            check_flat(reach.clone(), config, cap, &budgets, between);
            check_flat(least.clone(), config, cap, &budgets, between);
            check_flat(most.clone(), config, cap, &budgets, between);
        }
    }
}
