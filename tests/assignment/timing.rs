//! Twelve people, the most a page allows, searched by the plain least-cost loop: run with
//! `cargo test --release --test assignment timing -- --ignored --nocapture` to see nodes and
//! times.

use crate::plain_lc::timed;
use runut::problems::assignment::core::{Assignment, Costs, MAX_PEOPLE};

#[test]
#[ignore = "a timing run: see the module's doc"]
fn timing_twelve_people() {
    for seed in 1..=5 {
        timed(&format!("seed {seed}"), &Assignment::new(Costs::random(MAX_PEOPLE, seed)));
    }
}
