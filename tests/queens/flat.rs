//! N-queens flat out (backtracking and the brute force) leaves the search exactly where the
//! step engine would.

use crate::common::{check_flat_matches_events, summaries};
use proptest::prelude::*;
use runut::problems::queens::core::{Mode, QueensSearch};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    /// Random boards, modes and stopping points.
    #[test]
    fn flat_stretches_match_the_event_path(
        n in 1u16..=8, all: bool, brute: bool,
        budgets in prop::collection::vec(0u64..600, 1..6), between in 0usize..40,
    ) {
        let mode = if all { Mode::All } else { Mode::First };
        let n = if brute { n.min(5) } else { n };
        let make = || if brute { QueensSearch::brute_force(n, mode) } else { QueensSearch::new(n, mode) };
        check_flat_matches_events(make, &budgets, between, true);
    }
}

#[test]
fn whole_searches_flat_out_equal_them_by_events() {
    for n in 1..=8 {
        for mode in [Mode::First, Mode::All] {
            check_flat_matches_events(|| QueensSearch::new(n, mode), &[u64::MAX], 0, true);
        }
    }
    check_flat_matches_events(|| QueensSearch::brute_force(5, Mode::All), &[u64::MAX], 0, true);
}

/// The tree the search keeps itself is the events' tree after every single event.
#[test]
fn the_searchs_own_tree_is_the_events_tree_at_every_event() {
    use runut::core::search::tree::PathTree;
    use runut::core::search::Search;
    for n in 1..=6 {
        for (brute, mode) in [(false, Mode::First), (false, Mode::All), (true, Mode::All)] {
            let mut search = if brute {
                QueensSearch::brute_force(n.min(4), mode)
            } else {
                QueensSearch::new(n, mode)
            };
            let mut tree = PathTree::forward_only();
            assert_eq!(search.drawn_tree(), Some(Vec::new()));
            while let Some(event) = search.step() {
                tree.apply(event);
                let own = search.drawn_tree().expect("queens keep their own tree");
                // Its own tree keeps the finished subtrees' summaries, not the subtrees.
                assert_eq!(summaries(&own), summaries(tree.levels()), "n = {n}, after {event:?}");
            }
        }
    }
}

#[test]
fn replay_and_undo_stay_exact_after_a_flat_stretch() {
    for budget in [0, 1, 17, 500, 4_000] {
        for mode in [Mode::First, Mode::All] {
            crate::common::check_replay_after_flat(QueensSearch::new(8, mode), budget, 3_000);
        }
    }
}
