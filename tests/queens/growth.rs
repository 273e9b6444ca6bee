//! The size of the backtracking tree: the sizer counts exactly the nodes the step engine
//! generates when it looks for every solution, and the known tree sizes beyond.

use runut::core::search::Search;
use runut::problems::queens::core::growth::TreeSizer;
use runut::problems::queens::core::{Mode, QueensSearch};

fn sized(n: u16, slice: u64) -> u64 {
    let mut sizer = TreeSizer::new(n);
    while !sizer.run(slice) {}
    sizer.size().nodes
}

#[test]
fn the_sizer_counts_the_step_engines_nodes_for_every_board_up_to_10() {
    for n in 1..=10 {
        let mut search = QueensSearch::new(n, Mode::All);
        while search.step().is_some() {}
        assert_eq!(sized(n, 1000), search.stats().nodes, "n = {n}");
    }
}

#[test]
fn slices_of_any_size_give_the_same_count() {
    let whole = sized(9, u64::MAX);
    for slice in [1, 7, 64, 1_000] {
        assert_eq!(sized(9, slice), whole, "slices of {slice}");
    }
}

#[test]
fn the_tree_is_far_smaller_than_every_placement_or_every_permutation() {
    for n in 4..=12u16 {
        let nodes = sized(n, u64::MAX);
        let placements: u64 = (0..=n as u32).map(|k| (n as u64).pow(k)).sum();
        let permutations: u64 = (1..=n as u64).product();
        assert!(nodes < placements, "n = {n}");
        if n >= 8 {
            assert!(nodes < permutations, "n = {n}: {nodes} nodes, {permutations} permutations");
        }
    }
}
