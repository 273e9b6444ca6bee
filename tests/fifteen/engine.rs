//! The specialised search against the generic engine on the puzzle's tree: on random 8- and
//! 15-puzzles, least cost (both estimates) and FIFO, and random runs of steps and flat stretches,
//! the same events, totals, standings and answer.

use proptest::prelude::*;
use runut::core::branch::engine::{BranchSearch, Engine};
use runut::core::branch::standing::MAX_STANDING;
use runut::core::branch::Selection;
use runut::core::search::Never;
use runut::problems::fifteen::core::{Estimate, FifteenLc, FifteenTree, Position};

/// What the two searches are asked to do next.
#[derive(Clone, Copy, Debug)]
enum Op {
    /// Step this many events, one by one.
    Step(u32),
    /// Run flat out until this many more nodes are generated.
    Flat(u64),
}

/// The generic engine and the specialised search on the same start.
fn pair(
    start: &Position,
    estimate: Estimate,
    selection: Selection,
    cap: u32,
) -> (BranchSearch<FifteenTree>, FifteenLc) {
    let tree = FifteenTree::new(start, estimate);
    let flat = match selection {
        Selection::Fifo => FifteenLc::fifo(start, estimate, cap),
        _ => FifteenLc::new(start, estimate, cap),
    };
    (BranchSearch::new(tree, selection, true, cap), flat)
}

/// Everything the two show of where they stand, the standing of a small tree whole and, for
/// `limit`, of a large one by its named nodes.
fn same_place(engine: &impl Engine<Infeasible = Never>, flat: &FifteenLc, limit: u32, what: &str) {
    assert_eq!(flat.stats(), engine.stats(), "{what}");
    assert_eq!((flat.ending(), flat.answer()), (engine.ending(), engine.answer()), "{what}");
    assert_eq!(flat.e_node(), engine.e_node(), "{what}");
    assert_eq!(flat.standing(MAX_STANDING), engine.standing(MAX_STANDING), "{what}");
    assert_eq!(flat.standing(limit), engine.standing(limit), "{what}");
}

/// Runs both searches through `ops`, then to their end, checking they agree all along.
fn check(
    start: &Position,
    estimate: Estimate,
    selection: Selection,
    cap: u32,
    ops: &[Op],
    limit: u32,
) {
    let (mut engine, mut flat) = pair(start, estimate, selection, cap);
    let what = format!("{start} {estimate:?} {selection:?} cap {cap}");
    for (i, &op) in ops.iter().enumerate() {
        match op {
            Op::Step(count) => {
                for _ in 0..count {
                    assert_eq!(flat.step(), engine.step(), "{what}, op {i}");
                }
            }
            Op::Flat(budget) => {
                assert_eq!(flat.run_flat(budget), engine.run_flat(budget), "{what}, op {i}");
            }
        }
        same_place(&engine, &flat, limit, &format!("{what}, after op {i} {op:?}"));
    }
    assert_eq!(flat.run_flat(u64::MAX), engine.run_flat(u64::MAX));
    same_place(&engine, &flat, limit, &format!("{what}, at the end"));
    assert_eq!(flat.step(), None);
    if let Some(answer) = flat.answer() {
        assert_eq!(flat.path(answer), engine.path(answer), "{what}");
    }
}

fn estimate() -> impl Strategy<Value = Estimate> {
    prop_oneof![Just(Estimate::Misplaced), Just(Estimate::Manhattan)]
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => (0u32..30).prop_map(Op::Step),
        2 => (0u64..60).prop_map(Op::Flat),
        2 => (0u64..12_000).prop_map(Op::Flat),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(160))]

    #[test]
    fn the_specialised_search_steps_runs_and_stands_as_the_engine_does(
        seed in any::<u64>(),
        side in 3u8..5,
        moves in 2u32..40,
        estimate in estimate(),
        fifo in prop::bool::weighted(0.3),
        cap in prop_oneof![Just(40_000u32), 0u32..9_000],
        ops in prop::collection::vec(op(), 1..14),
        limit in prop_oneof![Just(MAX_STANDING), 0u32..300],
    ) {
        let start = Position::shuffled(side, moves, seed);
        let selection = if fifo { Selection::Fifo } else { Selection::LeastCost };
        check(&start, estimate, selection, cap, &ops, limit);
    }
}

#[test]
fn every_event_of_small_searches_is_the_engines() {
    let unreachable = Position::parse("2,1,3,4,5,6,7,8,0").unwrap();
    let starts = [Position::goal(3), Position::goal(4), unreachable, Position::shuffled(3, 9, 4)];
    for start in starts {
        for selection in [Selection::LeastCost, Selection::Fifo] {
            for cap in [0, 1, 2, 5, 400, 6_000] {
                let (mut engine, mut flat) = pair(&start, Estimate::Misplaced, selection, cap);
                let events: Vec<_> = std::iter::from_fn(|| engine.step()).collect();
                assert_eq!(std::iter::from_fn(|| flat.step()).collect::<Vec<_>>(), events);
                same_place(&engine, &flat, 50, &format!("{start} {selection:?} {cap}"));
            }
        }
    }
}

#[test]
fn long_flat_stretches_stop_where_the_engine_does() {
    // Least cost reaches the goal after 51,560, 36,991 and 26,570 nodes; FIFO is capped.
    let (least, fifo) = (Selection::LeastCost, Selection::Fifo);
    let runs = [
        (4, 26, 10, Estimate::Misplaced, least),
        (4, 32, 7, Estimate::Manhattan, least),
        (3, 32, 33, Estimate::Manhattan, least),
        (4, 20, 7, Estimate::Manhattan, fifo),
        (3, 32, 31, Estimate::Misplaced, fifo),
    ];
    let ops = [Op::Flat(5_000), Op::Step(7), Op::Flat(4_999), Op::Flat(1), Op::Step(3)];
    let ops: Vec<Op> = ops.into_iter().chain((0..16).map(|i| Op::Flat(3_001 + i))).collect();
    for (side, moves, seed, estimate, selection) in runs {
        let start = Position::shuffled(side, moves, seed);
        check(&start, estimate, selection, 60_000, &ops, 100);
    }
}
