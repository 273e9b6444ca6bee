//! The optimising branch-and-bound pages' searches flat out, natively, single thread, at the
//! largest instances their pages allow (random ones from fixed seeds): twelve cities, forty
//! items, twelve people, searched least cost first with the bound as the page's worker does.
//! Run: `cargo bench --features bench --bench optimum`.

use criterion::{criterion_group, criterion_main, Criterion};
use runut::core::branch::engine::BranchSearch;
use runut::core::branch::{Branching, Selection};
use runut::problems::assignment::core::{Assignment, Costs, MAX_PEOPLE};
use runut::problems::knapsack::core::{Bound as KnapsackBound, Instance, Knapsack, MAX_ITEMS};
use runut::problems::tsp::core::{Bound as TspBound, Graph, TspTree, MAX_CITIES};
use std::hint::black_box;

/// The seed of every random instance.
const SEED: u64 = 1;

/// Searches `problem` to its end in the worker's slices; returns the nodes generated.
fn solve<B: Branching + Clone>(problem: &B) -> u64 {
    let mut search =
        BranchSearch::new(black_box(problem.clone()), Selection::LeastCost, true, u32::MAX);
    while !search.run_flat(1 << 16) {}
    search.stats().generated
}

fn bench<B: Branching + Clone>(c: &mut Criterion, name: &str, problem: B) {
    let nodes = solve(&problem);
    c.benchmark_group("branch and bound")
        .sample_size(10)
        .bench_function(format!("{name} ({nodes} nodes)"), |b| b.iter(|| solve(&problem)));
}

fn optimum(c: &mut Criterion) {
    let graph = Graph::random(MAX_CITIES, SEED, false);
    bench(
        c,
        "tsp 12 cities, reduced matrix",
        TspTree::new(graph, TspBound::Reduced).expect("a graph"),
    );
    let instance = Instance::random(MAX_ITEMS, SEED);
    bench(
        c,
        "knapsack 40 items, simple bound",
        Knapsack::new(instance.clone(), KnapsackBound::Simple),
    );
    bench(c, "knapsack 40 items, fractional", Knapsack::new(instance, KnapsackBound::Fractional));
    bench(c, "assignment 12 people", Assignment::new(Costs::random(MAX_PEOPLE, SEED)));
}

criterion_group!(benches, optimum);
criterion_main!(benches);
