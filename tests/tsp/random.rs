//! On random graphs, some with missing roads: least-cost branch and bound over the crate's tree
//! finds the brute force's lightest tour with both bounds, and a complete tour's cost is its
//! weight.

use crate::common::plain_lc::{least_cost, the_engine_agrees};
use oorandom::Rand32;
use proptest::prelude::*;
use runut::core::branch::Cost;
use runut::core::matrix::Matrix;
use runut::problems::tsp::core::{brute_force, Bound, Graph, TspTree};

/// A graph of `n` cities from `seed`, each road missing with probability `holes` in 10, weights
/// 1 to 20 (many ties); symmetric if asked. `None` if a city has no road out or in.
fn holed(n: usize, seed: u64, holes: u32, symmetric: bool) -> Option<Graph> {
    let mut rng = Rand32::new(seed);
    let mut cells: Vec<Option<u32>> = (0..n * n)
        .map(|_| (rng.rand_range(0..10) >= holes).then(|| rng.rand_range(1..21)))
        .collect();
    if symmetric {
        for r in 0..n {
            for c in 0..r {
                cells[r * n + c] = cells[c * n + r];
            }
        }
    }
    Graph::new(&Matrix::from_fn(n, |r, c| cells[r * n + c])).ok()
}

/// Checks that least-cost branch and bound with `bound` finds the brute force's optimum, its
/// answer a tour of that weight.
fn check(graph: Graph, bound: Bound) -> Result<(), TestCaseError> {
    let optimum = brute_force(&graph).best.map(|best| best.0);
    let Ok(tsp) = TspTree::new(graph, bound) else {
        return Ok(());
    };
    let run = least_cost(&tsp);
    the_engine_agrees(tsp.clone(), &run);
    prop_assert_eq!(run.answer(), optimum.map(|w| Cost::whole(i64::from(w))));
    if let Some((_, cost, tour)) = run.best {
        prop_assert_eq!(
            Some(Cost::whole(i64::from(tsp.graph().tour_weight(tour.cities()).unwrap()))),
            Some(cost)
        );
    }
    Ok(())
}

proptest! {
    #[test]
    fn the_reduced_matrix_finds_the_lightest_tour(seed: u64, n in 3usize..=8, holes in 0u32..5) {
        if let Some(graph) = holed(n, seed, holes, false) {
            check(graph, Bound::Reduced)?;
        }
    }

    #[test]
    fn the_half_sum_finds_the_lightest_tour(seed: u64, n in 3usize..=8, holes in 0u32..4) {
        if let Some(graph) = holed(n, seed, holes, true) {
            check(graph.clone(), Bound::Half)?;
            check(graph, Bound::Reduced)?;
        }
    }

    #[test]
    fn a_random_graph_is_toured_alike_by_both_bounds(seed: u64, n in 3usize..=8) {
        check(Graph::random(n, seed, true), Bound::Half)?;
        check(Graph::random(n, seed, false), Bound::Reduced)?;
    }
}
