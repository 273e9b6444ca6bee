//! On random costs: least-cost branch and bound over the crate's tree finds the brute force's
//! cheapest assignment.

use crate::common::plain_lc::{least_cost, the_engine_agrees};
use proptest::prelude::*;
use runut::core::branch::Cost;
use runut::problems::assignment::core::{brute_force, Assignment, Costs};

proptest! {
    #[test]
    fn least_cost_finds_the_cheapest_assignment(seed: u64, n in 2usize..=7) {
        let costs = Costs::random(n, seed);
        let (best, _) = brute_force(&costs).best.unwrap();
        let run = least_cost(&Assignment::new(costs.clone()));
        the_engine_agrees(Assignment::new(costs.clone()), &run);
        prop_assert_eq!(run.answer(), Some(Cost::whole(i64::from(best))));
        let (_, _, assigned) = run.best.unwrap();
        let total: u32 = assigned.jobs().iter().enumerate().map(|(k, &j)| costs.cost(k, j)).sum();
        prop_assert_eq!(total, best);
    }

    #[test]
    fn a_seed_always_makes_the_same_costs(seed: u64, n in 2usize..=12) {
        prop_assert_eq!(Costs::random(n, seed), Costs::random(n, seed));
    }
}
