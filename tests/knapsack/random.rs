//! On random instances: least-cost branch and bound over the crate's tree finds the brute
//! force's most valuable subset with both bounds.

use crate::common::plain_lc::{least_cost, the_engine_agrees};
use proptest::prelude::*;
use runut::core::branch::Cost;
use runut::problems::knapsack::core::{brute_force, Bound, Instance, Knapsack};

proptest! {
    #[test]
    fn both_bounds_find_the_most_valuable_subset(seed: u64, n in 1usize..=12) {
        let instance = Instance::random(n, seed);
        let (best, _) = brute_force(&instance).best.unwrap();
        for bound in [Bound::Simple, Bound::Fractional] {
            let knapsack = Knapsack::new(instance.clone(), bound);
            let run = least_cost(&knapsack);
            the_engine_agrees(knapsack, &run);
            prop_assert_eq!(run.answer(), Some(Cost::whole(i64::from(best))));
            let (_, _, pack) = run.best.unwrap();
            let weight: u32 = pack.taken().map(|k| instance.item(k).weight).sum();
            let value: u32 = pack.taken().map(|k| instance.item(k).value).sum();
            prop_assert_eq!((weight, value), (pack.weight(), best));
            prop_assert!(weight <= instance.capacity());
        }
    }

    #[test]
    fn the_fractional_bound_is_never_above_the_simple_one(seed: u64, n in 1usize..=12) {
        let knapsack = Knapsack::new(Instance::random(n, seed), Bound::Simple);
        let fractional = least_cost(&Knapsack::new(knapsack.instance().clone(), Bound::Fractional));
        let simple = least_cost(&knapsack);
        prop_assert!(fractional.cost(1) <= simple.cost(1));
    }
}
