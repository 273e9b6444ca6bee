//! The n-queens bitboard counter, natively, single thread: the whole count for n = 12..16.
//! Run: `cargo bench --features bench --bench queens` (n = 17 once: `cargo run --release --example count_queens 17`).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use runut::problems::queens::core::{subtrees, BitCounter};
use std::hint::black_box;

fn count(n: u16) -> u64 {
    let mut counter = BitCounter::new(black_box(n), subtrees(n));
    // The same slices the worker runs (it reads the clock between them).
    while !counter.run(2048) {}
    counter.solutions()
}

fn queens(c: &mut Criterion) {
    let mut group = c.benchmark_group("queens count");
    group.sample_size(10);
    for n in 12..=16 {
        group.throughput(Throughput::Elements(count(n)));
        group.bench_function(format!("n = {n}"), |b| b.iter(|| count(n)));
    }
    group.finish();
}

criterion_group!(benches, queens);
criterion_main!(benches);
