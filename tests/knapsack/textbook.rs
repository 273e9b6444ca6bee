//! Levitin's instance: capacity 10, weights 4, 7, 5, 3, values 40, 42, 25, 12.

use crate::common::plain_lc::{least_cost, the_engine_agrees, Run};
use runut::core::branch::Cost;
use runut::problems::knapsack::core::{brute_force, Bound, Instance, Item, Knapsack, Pack};

/// Each node's cost or bound, infeasible ones as `None`.
fn bounds(run: &Run<Pack>) -> Vec<Option<Cost>> {
    run.nodes.iter().map(|node| (!node.infeasible).then_some(node.cost)).collect()
}

/// The items of the best solution, in the input's numbering from 1.
fn items_taken(instance: &Instance, run: &Run<Pack>) -> Vec<u8> {
    let (_, _, pack) = run.best.as_ref().unwrap();
    let mut items: Vec<u8> = pack.taken().map(|k| instance.order()[k] + 1).collect();
    items.sort();
    items
}

#[test]
fn levitins_items_are_already_by_value_per_weight() {
    assert_eq!(Instance::textbook().order(), [0, 1, 2, 3]);
}

#[test]
fn items_are_sorted_by_value_per_weight_ties_in_the_input_order() {
    let item = |value, weight| Item { value, weight };
    let instance = Instance::new(&[item(12, 3), item(20, 5), item(40, 4), item(8, 2)], 9);
    assert_eq!(instance.order(), [2, 0, 1, 3]);
    assert_eq!(instance.input(), [item(12, 3), item(20, 5), item(40, 4), item(8, 2)]);
}

#[test]
fn levitins_knapsack_takes_items_1_and_3_for_65() {
    let run = least_cost(&Knapsack::new(Instance::textbook(), Bound::Simple));
    assert_eq!(run.answer(), Some(Cost::whole(65)));
    assert_eq!(items_taken(&Instance::textbook(), &run), [1, 3]);
    assert_eq!(run.best.as_ref().unwrap().0, 9);
}

#[test]
fn levitins_tree_has_9_nodes_two_over_the_capacity() {
    let run = least_cost(&Knapsack::new(Instance::textbook(), Bound::Simple));
    the_engine_agrees(Knapsack::new(Instance::textbook(), Bound::Simple), &run);
    assert_eq!(run.nodes.len(), 9);
    assert_eq!(run.infeasible(), 2);
    assert_eq!(run.e_nodes, [1, 2, 5, 6]);
    let c = |n| Some(Cost::whole(n));
    assert_eq!(bounds(&run), [c(100), c(76), c(60), None, c(70), c(69), c(64), None, c(65)]);
}

#[test]
fn the_fractional_bound_cuts_item_2_at_the_root_for_76() {
    let run = least_cost(&Knapsack::new(Instance::textbook(), Bound::Fractional));
    the_engine_agrees(Knapsack::new(Instance::textbook(), Bound::Fractional), &run);
    assert_eq!(run.e_nodes, [1, 2, 5, 6]);
    let c = |n| Some(Cost::whole(n));
    assert_eq!(bounds(&run), [c(76), c(76), c(57), None, c(69), c(69), c(52), None, c(65)]);
    assert_eq!(items_taken(&Instance::textbook(), &run), [1, 3]);
}

#[test]
fn the_fractional_fill_of_the_root_takes_item_1_and_six_sevenths_of_item_2() {
    let fill = Instance::textbook().fill(&Pack::default());
    assert_eq!(fill.whole, [0]);
    assert_eq!(fill.cut, Some((1, Cost::ratio(6, 7))));
}

#[test]
fn a_bound_may_be_a_fraction() {
    let item = |value, weight| Item { value, weight };
    let instance = Instance::new(&[item(10, 3), item(7, 3)], 4);
    assert_eq!(instance.upper_bound(Bound::Simple, &Pack::default()), Cost::ratio(40, 3));
    let first = Pack::default().then(instance.item(0), true);
    assert_eq!(instance.upper_bound(Bound::Fractional, &first), Cost::ratio(37, 3));
}

#[test]
fn the_brute_force_tries_16_subsets_of_which_9_fit() {
    let found = brute_force(&Instance::textbook());
    assert_eq!((found.candidates, found.solutions), (16, 9));
    assert_eq!(found.best, Some((65, vec![0, 2])));
}
