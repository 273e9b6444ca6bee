//! Forty items, the most a page allows, searched by the plain least-cost loop: run with
//! `cargo test --release --test knapsack timing -- --ignored --nocapture` to see nodes and times.

use crate::plain_lc::timed;
use runut::problems::knapsack::core::{Bound, Instance, Knapsack, MAX_ITEMS};

#[test]
#[ignore = "a timing run: see the module's doc"]
fn timing_forty_items() {
    for seed in 1..=5 {
        let instance = Instance::random(MAX_ITEMS, seed);
        for bound in [Bound::Simple, Bound::Fractional] {
            timed(&format!("seed {seed}, {bound:?}"), &Knapsack::new(instance.clone(), bound));
        }
    }
}
