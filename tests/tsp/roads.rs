//! Missing roads: a road that is not there is no child, and a child no tour can go through is
//! generated dead.

use crate::common::plain_lc::least_cost;
use runut::core::branch::{Branching, Cost};
use runut::problems::tsp::core::{Bound, Graph, NoTour, Tour, TspTree};

#[test]
fn without_the_road_from_2_to_1_going_to_3_first_is_dead_at_once() {
    let tsp = TspTree::new(Graph::parse("x,1,2;x,x,3;4,5,x").unwrap(), Bound::Reduced).unwrap();
    let mut children = Vec::new();
    tsp.children(&Tour::start(), &mut children);
    let dead: Vec<(u8, Option<NoTour>)> =
        children.iter().map(|c| (c.choice, c.infeasible)).collect();
    assert_eq!(dead, [(1, None), (2, Some(NoTour::CannotLeave(1)))]);
    let run = least_cost(&tsp);
    assert_eq!((run.nodes.len(), run.infeasible()), (4, 1));
    assert_eq!(run.answer(), Some(Cost::whole(1 + 3 + 4)));
}

#[test]
fn a_missing_road_is_no_child() {
    let tsp =
        TspTree::new(Graph::parse("x,1,x,2;1,x,3,4;5,3,x,6;2,4,6,x").unwrap(), Bound::Reduced);
    let mut children = Vec::new();
    tsp.unwrap().children(&Tour::start(), &mut children);
    assert_eq!(children.iter().map(|child| child.choice).collect::<Vec<_>>(), [1, 3]);
}

#[test]
fn without_a_road_back_the_complete_tour_is_dead() {
    let graph = Graph::parse("x,1,9,x;1,x,1,9;9,1,x,1;x,9,1,x").unwrap();
    let tsp = TspTree::new(graph, Bound::Half).unwrap();
    let mut children = Vec::new();
    tsp.children(&Tour::of(&[0, 1, 2]), &mut children);
    assert_eq!(children[0].infeasible, Some(NoTour::CannotLeave(3)));
    assert_eq!(least_cost(&tsp).answer(), Some(Cost::whole(9 + 1 + 1 + 9)));
}
