//! Levitin's half-sum bound on his five cities a–e.

use crate::common::plain_lc::least_cost;
use runut::core::branch::Cost;
use runut::problems::tsp::core::{
    brute_force, half_bound, Bound, BoundError, Graph, Tour, TspTree,
};

/// Levitin's five cities a–e (Figure 12.8).
const LEVITIN: &str = "x,3,1,5,8;3,x,6,7,9;1,6,x,4,2;5,7,4,x,3;8,9,2,3,x";

#[test]
fn levitins_root_bound_is_half_of_28() {
    let graph = Graph::parse(LEVITIN).unwrap();
    let half = half_bound(&graph, &Tour::start()).unwrap();
    let sums: Vec<u32> = half.terms.iter().map(|term| term.sum()).collect();
    assert_eq!(sums, [1 + 3, 3 + 6, 1 + 2, 3 + 4, 2 + 3]);
    assert_eq!(half.bound, 14);
}

#[test]
fn levitins_a_then_d_forces_the_road_of_5_and_rounds_15_5_up() {
    let graph = Graph::parse(LEVITIN).unwrap();
    let half = half_bound(&graph, &Tour::of(&[0, 3])).unwrap();
    let a = half.terms[0].roads;
    assert!(a[0].forced && a[0].to == 3 && a[0].weight == 5);
    assert_eq!((a[1].to, a[1].weight, a[1].forced), (2, 1, false));
    assert_eq!(half.bound, 16);
}

#[test]
fn a_complete_tours_half_bound_is_its_length() {
    let graph = Graph::parse(LEVITIN).unwrap();
    let half = half_bound(&graph, &Tour::of(&[0, 1, 3, 4, 2])).unwrap();
    assert_eq!(Some(half.bound), graph.tour_weight(&[0, 1, 3, 4, 2]));
    assert_eq!(half.bound, 16);
}

#[test]
fn levitins_shortest_tour_is_16() {
    let tsp = TspTree::new(Graph::parse(LEVITIN).unwrap(), Bound::Half).unwrap();
    let run = least_cost(&tsp);
    assert_eq!(run.answer(), Some(Cost::whole(16)));
    assert_eq!(brute_force(tsp.graph()).best.map(|best| best.0), Some(16));
}

#[test]
fn the_half_sum_refuses_a_one_way_road() {
    let graph = Graph::parse("x,1,2;1,x,3;2,4,x").unwrap();
    assert_eq!(TspTree::new(graph, Bound::Half), Err(BoundError::Asymmetric { from: 1, to: 2 }));
}

#[test]
fn the_half_sum_refuses_a_city_with_one_road() {
    let graph = Graph::parse("x,1,2,x;1,x,3,4;2,3,x,x;x,4,x,x").unwrap();
    assert_eq!(TspTree::new(graph, Bound::Half), Err(BoundError::Stranded(3)));
}
