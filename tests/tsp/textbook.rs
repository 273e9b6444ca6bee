//! Horowitz and Sahni's five cities, as their figures show them.

use crate::common::plain_lc::{least_cost, the_engine_agrees};
use runut::core::branch::{Branching, Cost};
use runut::problems::tsp::core::{brute_force, Bound, Graph, Reduced, Tour, TspTree};

/// The rows of `node`'s reduced matrix, `None` for ∞.
fn rows(node: &Reduced) -> Vec<Vec<Option<u32>>> {
    let n = node.matrix.len() as u8;
    (0..n).map(|r| (0..n).map(|c| node.matrix.get(r, c)).collect()).collect()
}

/// The textbook's tree.
fn textbook() -> TspTree {
    TspTree::new(Graph::textbook(), Bound::Reduced).unwrap()
}

#[test]
fn the_root_reduces_rows_by_21_and_columns_1_and_3_by_4_for_a_cost_of_25() {
    let root = Reduced::root(&Graph::textbook());
    assert_eq!(root.reduction.rows, [10, 2, 2, 3, 4]);
    assert_eq!(root.reduction.columns, [1, 0, 3, 0, 0]);
    assert_eq!(root.cost, 25);
    let x = None;
    let s = Some;
    assert_eq!(
        rows(&root),
        [
            [x, s(10), s(17), s(0), s(1)],
            [s(12), x, s(11), s(2), s(0)],
            [s(0), s(3), x, s(0), s(2)],
            [s(15), s(3), s(12), x, s(0)],
            [s(11), s(0), s(0), s(12), x],
        ]
    );
    assert_eq!(textbook().root().1, Cost::whole(25));
}

#[test]
fn going_from_1_to_3_costs_25_plus_17_plus_11() {
    let root = Reduced::root(&Graph::textbook());
    let node = root.child(&Tour::start(), 2).unwrap().unwrap();
    assert_eq!((node.edge, node.reduction.total(), node.cost), (Some(17), 11, 53));
    assert_eq!(node.reduction.rows, [0, 0, 0, 0, 0]);
    assert_eq!(node.reduction.columns, [11, 0, 0, 0, 0]);
}

#[test]
fn the_roots_children_cost_35_53_25_and_31() {
    let (root, _) = textbook().root();
    let mut children = Vec::new();
    textbook().children(&root, &mut children);
    let costs: Vec<(u8, Cost)> = children.iter().map(|c| (c.choice, c.cost)).collect();
    let whole = Cost::whole;
    assert_eq!(costs, [(1, whole(35)), (2, whole(53)), (3, whole(25)), (4, whole(31))]);
}

#[test]
fn least_cost_expands_nodes_1_4_6_and_10_and_generates_11() {
    let run = least_cost(&textbook());
    the_engine_agrees(textbook(), &run);
    assert_eq!(run.e_nodes, [1, 4, 6, 10]);
    assert_eq!(run.nodes.len(), 11);
    let costs: Vec<i64> = (1..=11).map(|k| run.cost(k).num()).collect();
    assert_eq!(costs, [25, 35, 53, 25, 31, 28, 50, 36, 52, 28, 28]);
    let (node, cost, tour) = run.best.unwrap();
    assert_eq!((node, cost), (11, Cost::whole(28)));
    assert_eq!(tour.cities(), [0, 3, 1, 4, 2]);
}

#[test]
fn the_best_tour_is_1_4_2_5_3_1_of_weight_28_among_24() {
    let found = brute_force(&Graph::textbook());
    assert_eq!(found.best, Some((28, vec![0, 3, 1, 4, 2])));
    assert_eq!(found.candidates, 24);
}

#[test]
fn a_complete_tour_costs_its_weight_with_the_road_back() {
    let node = Reduced::along(&Graph::textbook(), &Tour::of(&[0, 1, 2, 3, 4])).unwrap();
    assert_eq!(Some(node.cost), Graph::textbook().tour_weight(&[0, 1, 2, 3, 4]));
    assert_eq!(node.cost, 20 + 16 + 2 + 3 + 16);
}
