//! The rules the pages state, event by event, on trees written out by hand.

use super::table::{infeasible, inner, solution, OverCapacity, Row, Table};
use runut::core::branch::engine::BranchSearch;
use runut::core::branch::stats::{BranchEnding, BranchStats};
use runut::core::branch::BranchEvent::{self, Answer, Best, Exhausted, Expand, Generate, Kill};
use runut::core::branch::Death::{Bound, Infeasible, NoBetter};
use runut::core::branch::{Branching, Cost, Selection};

/// Least cost: A(1) has B(3), C(2), D (infeasible); B has I (a solution of 3) and J(4); C has E
/// (a solution of 5) and F(3); F has G (a solution of 4) and H(6).
const LEAST: &[Row] = &[
    inner(1, &[1, 2, 3]),
    inner(3, &[4, 5]),
    inner(2, &[6, 7]),
    infeasible(2),
    solution(3, 3),
    inner(4, &[]),
    solution(5, 5),
    inner(3, &[8, 9]),
    solution(4, 4),
    inner(6, &[]),
];

/// Every event of `search` after its first, `Begin` (which says how it goes).
fn all_events<B: Branching>(search: &mut BranchSearch<B>) -> Vec<BranchEvent<B::Infeasible>> {
    let begin = search.step();
    assert!(matches!(begin, Some(BranchEvent::Begin { .. })), "{begin:?} first");
    std::iter::from_fn(|| search.step()).collect()
}

fn generate(node: u32, parent: u32, choice: u8, cost: i64) -> BranchEvent<OverCapacity> {
    Generate { node, parent, choice, cost: Cost::whole(cost) }
}

fn bound(node: u32, bound: i64, best: i64) -> BranchEvent<OverCapacity> {
    Kill { node, why: Bound { bound: Cost::whole(bound), best: Cost::whole(best) } }
}

fn no_better(node: u32, value: i64, best: i64) -> BranchEvent<OverCapacity> {
    Kill { node, why: NoBetter { value: Cost::whole(value), best: Cost::whole(best) } }
}

fn best(node: u32, value: i64) -> BranchEvent<OverCapacity> {
    Best { node, value: Cost::whole(value) }
}

fn stats(
    generated: u64,
    expanded: u64,
    killed: u64,
    solutions: u64,
    most_live: u64,
) -> BranchStats {
    BranchStats { generated, expanded, killed, solutions, live: 0, most_live }
}

#[test]
fn least_cost_takes_the_cheapest_live_node_ties_to_the_older_and_kills_by_the_best() {
    let mut search = BranchSearch::new(Table::<1>(LEAST), Selection::LeastCost, true, 100);
    let expected = vec![
        generate(1, 0, 0, 1),
        Expand { node: 1 },
        generate(2, 1, 0, 3),
        generate(3, 1, 1, 2),
        generate(4, 1, 2, 2),
        Kill { node: 4, why: Infeasible(OverCapacity) },
        Expand { node: 3 },
        generate(5, 3, 0, 5),
        best(5, 5),
        generate(6, 3, 1, 3),
        Expand { node: 2 }, // B and F both cost 3: B is older
        generate(7, 2, 0, 3),
        best(7, 3),
        generate(8, 2, 1, 4),
        bound(8, 4, 3),
        bound(6, 3, 3), // F comes up, its bound no better than the best
        Answer { node: 7 },
        Exhausted,
    ];
    assert_eq!(all_events(&mut search), expected);
    assert_eq!(search.stats(), stats(8, 3, 3, 2, 2));
    assert_eq!(search.ending(), Some(BranchEnding::Exhausted));
    assert_eq!((search.answer(), search.best()), (Some(7), Some((7, Cost::whole(3)))));
    assert_eq!(search.path(7), vec![0, 0]);
}

#[test]
fn fifo_takes_the_oldest_live_node() {
    let mut search = BranchSearch::new(Table::<1>(LEAST), Selection::Fifo, true, 100);
    let expected = vec![
        generate(1, 0, 0, 1),
        Expand { node: 1 },
        generate(2, 1, 0, 3),
        generate(3, 1, 1, 2),
        generate(4, 1, 2, 2),
        Kill { node: 4, why: Infeasible(OverCapacity) },
        Expand { node: 2 },
        generate(5, 2, 0, 3),
        best(5, 3),
        generate(6, 2, 1, 4),
        bound(6, 4, 3),
        Expand { node: 3 },
        generate(7, 3, 0, 5),
        no_better(7, 5, 3),
        generate(8, 3, 1, 3),
        bound(8, 3, 3),
        Answer { node: 5 },
        Exhausted,
    ];
    assert_eq!(all_events(&mut search), expected);
    assert_eq!(search.stats(), stats(8, 3, 4, 2, 2));
}

#[test]
fn depth_first_expands_each_live_child_at_once_and_comes_back_to_its_parent() {
    let mut search = BranchSearch::new(Table::<1>(LEAST), Selection::DepthFirst, true, 100);
    let expected = vec![
        generate(1, 0, 0, 1),
        Expand { node: 1 },
        generate(2, 1, 0, 3),
        Expand { node: 2 },
        generate(3, 2, 0, 3),
        best(3, 3),
        generate(4, 2, 1, 4),
        bound(4, 4, 3),
        Expand { node: 1 }, // B is done: A is the E-node again
        generate(5, 1, 1, 2),
        Expand { node: 5 },
        generate(6, 5, 0, 5),
        no_better(6, 5, 3),
        generate(7, 5, 1, 3),
        bound(7, 3, 3),
        Expand { node: 1 },
        generate(8, 1, 2, 2),
        Kill { node: 8, why: Infeasible(OverCapacity) },
        Answer { node: 3 },
        Exhausted,
    ];
    assert_eq!(all_events(&mut search), expected);
    assert_eq!(search.stats(), stats(8, 3, 4, 2, 1));
}

#[test]
fn the_brute_force_kills_by_no_bound_and_counts_every_solution() {
    let mut search = BranchSearch::new(Table::<1>(LEAST), Selection::LeastCost, false, 100);
    let expected = vec![
        generate(1, 0, 0, 1),
        Expand { node: 1 },
        generate(2, 1, 0, 3),
        generate(3, 1, 1, 2),
        generate(4, 1, 2, 2),
        Kill { node: 4, why: Infeasible(OverCapacity) },
        Expand { node: 3 },
        generate(5, 3, 0, 5),
        best(5, 5),
        generate(6, 3, 1, 3),
        Expand { node: 2 },
        generate(7, 2, 0, 3),
        best(7, 3),
        generate(8, 2, 1, 4),
        Expand { node: 6 },
        generate(9, 6, 0, 4),
        no_better(9, 4, 3),
        generate(10, 6, 1, 6),
        Expand { node: 8 },
        Expand { node: 10 },
        Answer { node: 7 },
        Exhausted,
    ];
    assert_eq!(all_events(&mut search), expected);
    assert_eq!(search.stats(), stats(10, 6, 2, 3, 2));
}

/// Most: A(10) has B(6) and C(8); B has X (a solution of 6); C has Y (bound 7, a solution of
/// 5) and Z(5).
const MOST: &[Row] = &[
    inner(10, &[1, 2]),
    inner(6, &[3]),
    inner(8, &[4, 5]),
    solution(6, 6),
    solution(7, 5),
    inner(5, &[]),
];

#[test]
fn most_takes_the_greatest_bound_and_kills_a_bound_no_greater_than_the_best() {
    let mut search = BranchSearch::new(Table::<2>(MOST), Selection::LeastCost, true, 100);
    let expected = vec![
        generate(1, 0, 0, 10),
        Expand { node: 1 },
        generate(2, 1, 0, 6),
        generate(3, 1, 1, 8),
        Expand { node: 3 },
        generate(4, 3, 0, 7),
        best(4, 5),
        generate(5, 3, 1, 5),
        bound(5, 5, 5),
        Expand { node: 2 },
        generate(6, 2, 0, 6),
        best(6, 6),
        Answer { node: 6 },
        Exhausted,
    ];
    assert_eq!(all_events(&mut search), expected);
}

/// Reach: A has B, C (the goal) and D.
const REACH: &[Row] = &[inner(1, &[1, 2, 3]), inner(2, &[]), solution(1, 0), inner(0, &[])];

#[test]
fn reaching_the_goal_stops_at_once_without_the_siblings_after_it() {
    for selection in [Selection::LeastCost, Selection::Fifo, Selection::DepthFirst] {
        let mut search = BranchSearch::new(Table::<0>(REACH), selection, true, 100);
        let events = all_events(&mut search);
        assert_eq!(events.last(), Some(&Answer { node: 3 }), "{selection:?}");
        assert!(!events.contains(&Exhausted));
        assert_eq!(search.stats().generated, 3);
        assert_eq!(search.ending(), Some(BranchEnding::Reached));
    }
}

/// A tree of one node, a solution of value 3 (cost 4).
const ROOT_ONLY: &[Row] = &[solution(4, 3)];

#[test]
fn a_root_that_is_the_goal_is_the_answer_and_nothing_is_left() {
    let mut search = BranchSearch::new(Table::<0>(ROOT_ONLY), Selection::Fifo, true, 9);
    let expected = vec![generate(1, 0, 0, 4), Answer { node: 1 }, Exhausted];
    assert_eq!(all_events(&mut search), expected);
    assert_eq!(search.ending(), Some(BranchEnding::Reached));
    let mut search = BranchSearch::new(Table::<2>(ROOT_ONLY), Selection::Fifo, true, 9);
    let expected = vec![generate(1, 0, 0, 4), best(1, 3), Answer { node: 1 }, Exhausted];
    assert_eq!(all_events(&mut search), expected);
    assert_eq!(search.ending(), Some(BranchEnding::Exhausted));
}

#[test]
fn the_node_limit_ends_the_search_before_one_more_node() {
    let mut search = BranchSearch::new(Table::<1>(LEAST), Selection::LeastCost, true, 3);
    let expected =
        vec![generate(1, 0, 0, 1), Expand { node: 1 }, generate(2, 1, 0, 3), generate(3, 1, 1, 2)];
    assert_eq!(all_events(&mut search), expected);
    assert_eq!(search.ending(), Some(BranchEnding::Capped));
    assert_eq!(search.step(), None);
    assert_eq!(search.stats().generated, 3);
}
