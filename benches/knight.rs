//! Nodes per second of the knight searches, natively.
//! Run: `cargo bench --features bench --bench knight` (figures in the README).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use runut::core::grid::{Board, Square};
use runut::core::search::Search;
use runut::problems::knight::core::{Algorithm, KnightSearch};
use std::hint::black_box;

fn first_tour(rows: u16, cols: u16, algorithm: Algorithm) -> KnightSearch {
    let board = Board::new(rows, cols).unwrap();
    let mut search = KnightSearch::new(black_box(board), Square::new(0, 0), algorithm, false);
    // The same loop as the worker's flat-out run: step until the search ends, events discarded.
    while search.step().is_some() {}
    search
}

fn knight(c: &mut Criterion) {
    let mut group = c.benchmark_group("knight");
    group.sample_size(10);
    for (name, rows, cols, algorithm) in [
        ("backtracking 8x8 from (0,0) to the first tour", 8, 8, Algorithm::Backtracking),
        ("backtracking 5x5 from (0,0) to the first tour", 5, 5, Algorithm::Backtracking),
        ("warnsdorff 64x64 from (0,0)", 64, 64, Algorithm::Warnsdorff),
    ] {
        let nodes = first_tour(rows, cols, algorithm).stats().nodes;
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(name, |b| {
            b.iter(|| black_box(first_tour(rows, cols, algorithm)).stats())
        });
    }
    group.finish();
}

criterion_group!(benches, knight);
criterion_main!(benches);
