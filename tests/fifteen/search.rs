//! The least-cost search: the course's example, the flat-out loop against the generic engine
//! event for event in its totals, and against a plain heap-based search written apart.

use super::reference::least_cost;
use runut::core::branch::engine::{BranchSearch, Engine};
use runut::core::branch::stats::BranchEnding;
use runut::core::branch::{BranchEvent, Selection};
use runut::problems::fifteen::core::{Estimate, FifteenLc, FifteenTree, Move, Position};

const ESTIMATES: [Estimate; 2] = [Estimate::Misplaced, Estimate::Manhattan];

fn course_example() -> Position {
    Position::parse("1,2,3,4,5,6,0,8,9,10,7,11,13,14,15,12").unwrap()
}

#[test]
fn the_course_example_generates_10_nodes_and_answers_at_node_10_by_down_right_down() {
    let tree = FifteenTree::new(&course_example(), Estimate::Misplaced);
    let mut search = BranchSearch::new(tree, Selection::LeastCost, true, 1_000);
    let events: Vec<_> = std::iter::from_fn(|| search.step()).collect();
    let expanded: Vec<u32> = events
        .iter()
        .filter_map(|e| if let BranchEvent::Expand { node } = e { Some(*node) } else { None })
        .collect();
    assert_eq!(expanded, [1, 4, 6]);
    assert_eq!(events.last(), Some(&BranchEvent::Answer { node: 10 }));
    assert_eq!(search.stats().generated, 10);
    assert_eq!(search.path(10), [2, 1, 2]);
    let mut flat = FifteenLc::new(&course_example(), Estimate::Misplaced, 1_000);
    assert!(flat.run_flat(u64::MAX));
    assert_eq!((flat.stats(), flat.answer()), (search.stats(), Some(10)));
    assert_eq!(flat.moves(10), [Move::Down, Move::Right, Move::Down]);
}

/// Runs the generic engine and the flat loop on `start` and checks they agree in everything.
fn check_against_the_engine(start: &Position, estimate: Estimate, max_nodes: u32) {
    let tree = FifteenTree::new(start, estimate);
    let mut engine = BranchSearch::new(tree, Selection::LeastCost, true, max_nodes);
    engine.run_flat(u64::MAX);
    let mut flat = FifteenLc::new(start, estimate, max_nodes);
    while !flat.run_flat(997) {}
    let what = format!("{start} {estimate:?}");
    assert_eq!(flat.stats(), engine.stats(), "{what}");
    assert_eq!((flat.answer(), flat.ending()), (engine.answer(), engine.ending()), "{what}");
    if let Some(answer) = flat.answer() {
        let moves: Vec<u8> = flat.moves(answer).iter().map(|m| m.choice()).collect();
        assert_eq!(moves, engine.path(answer), "{what}");
    }
}

#[test]
fn the_flat_loop_numbers_every_node_as_the_engine_does() {
    for seed in 0..300u64 {
        let side = if seed % 3 == 0 { 3 } else { 4 };
        let start = Position::shuffled(side, 4 + (seed % 37) as u32, seed);
        for estimate in ESTIMATES {
            check_against_the_engine(&start, estimate, 30_000);
        }
    }
}

#[test]
fn the_flat_loop_stops_at_its_node_limit_where_the_engine_does() {
    let unreachable = Position::parse("2,1,3,4,5,6,7,8,0").unwrap();
    for max_nodes in [0, 1, 2, 3, 7, 1_000, 4_321] {
        check_against_the_engine(&unreachable, Estimate::Misplaced, max_nodes);
        let mut flat = FifteenLc::new(&unreachable, Estimate::Manhattan, max_nodes);
        flat.run_flat(u64::MAX);
        assert_eq!(flat.ending(), Some(BranchEnding::Capped));
        assert_eq!(flat.stats().generated, u64::from(max_nodes));
    }
    check_against_the_engine(&Position::goal(4), Estimate::Misplaced, 10);
}

#[test]
fn the_flat_loop_counts_as_a_plain_heap_search_written_apart() {
    let mut answered = 0;
    for seed in 0..300u64 {
        let side = if seed % 4 == 0 { 3 } else { 4 };
        let start = Position::shuffled(side, 10 + (seed % 31) as u32, 1_000 + seed);
        for (estimate, manhattan) in [(Estimate::Misplaced, false), (Estimate::Manhattan, true)] {
            let max_nodes = 60_000;
            let plain = least_cost(start.tiles(), usize::from(side), manhattan, max_nodes);
            let mut flat = FifteenLc::new(&start, estimate, max_nodes as u32);
            flat.run_flat(u64::MAX);
            let Some(plain) = plain else {
                assert_eq!(flat.ending(), Some(BranchEnding::Capped), "{start}");
                continue;
            };
            let answer = flat.answer().expect("an answer");
            let moves: Vec<u8> = flat.moves(answer).iter().map(|m| m.choice()).collect();
            assert_eq!(
                (flat.stats().generated, flat.answer(), moves),
                (plain.generated, plain.answer, plain.moves)
            );
            answered += 1;
        }
    }
    assert!(answered > 400, "{answered} answers compared");
}
