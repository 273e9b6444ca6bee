//! The 15-puzzle's least-cost search flat out, natively, single thread, on two positions that
//! generate over a million nodes each: one with Manhattan distances, one with misplaced tiles.
//! Run: `cargo bench --features bench --bench fifteen`; against the C reference (`shared/bench/fifteen_lc.c`),
//! `cargo run --release --example fifteen_lc manhattan <tiles>` prints what it prints.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use runut::core::branch::engine::Engine;
use runut::problems::fifteen::core::{Estimate, FifteenLc, Position, DEFAULT_MAX_NODES};
use std::hint::black_box;

/// Shuffles of the goal (60 moves, seed 5; 36 moves, seed 0), 38 and 28 moves from it.
const POSITIONS: [(Estimate, &str, u64); 2] = [
    (Estimate::Manhattan, "1,3,8,6,9,0,4,11,7,2,10,13,5,14,12,15", 1_795_021),
    (Estimate::Misplaced, "0,7,3,4,5,9,1,8,13,2,6,15,14,10,12,11", 1_089_921),
];

fn solve(start: &Position, estimate: Estimate) -> u64 {
    let mut search = FifteenLc::new(black_box(start), estimate, DEFAULT_MAX_NODES);
    // Slices as the worker runs them (it reads the clock between them).
    while !search.run_flat(1 << 16) {}
    search.stats().generated
}

fn fifteen(c: &mut Criterion) {
    let mut group = c.benchmark_group("fifteen LC");
    group.sample_size(10);
    for (estimate, tiles, nodes) in POSITIONS {
        let start = Position::parse(tiles).expect("a position");
        assert_eq!(solve(&start, estimate), nodes);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("{estimate:?} {tiles}"), |b| {
            b.iter(|| solve(&start, estimate))
        });
    }
    group.finish();
}

criterion_group!(benches, fifteen);
criterion_main!(benches);
