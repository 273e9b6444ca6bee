//! Runs the 15-puzzle's least-cost search flat out and prints what the C reference
//! (`shared/bench/fifteen_lc.c`) prints, to compare the two on the same position.
//! Usage: `cargo run --release --example fifteen_lc misplaced|manhattan t1,t2,…,t16 [how]`,
//! `how` being `loop` (the default: the puzzle's own search, flat out in one call), `worker`
//! (the page's run at max speed: the worker's runner in slices, snapshots included) or `engine`
//! (the generic engine on the puzzle's tree); or `… scan K SEEDS` to list the nodes each of
//! SEEDS positions shuffled K moves generates.

use runut::core::branch::engine::{BranchSearch, Engine};
use runut::core::branch::Selection;
use runut::model::protocol::{FromWorker, ToWorker};
use runut::model::runner::Runner;
use runut::problems::fifteen::core::{
    Estimate, FifteenLc, FifteenTree, Position, DEFAULT_MAX_NODES,
};
use runut::problems::fifteen::model::job::FifteenJob;
use runut::problems::fifteen::Fifteen;
use std::time::Instant;

fn estimate(name: &str) -> Estimate {
    if name == "manhattan" {
        Estimate::Manhattan
    } else {
        Estimate::Misplaced
    }
}

/// Prints the nodes generated from each of the first `seeds` positions shuffled `moves` moves.
fn scan(estimate: Estimate, moves: u32, seeds: u64) {
    for seed in 0..seeds {
        let start = Position::shuffled(4, moves, seed);
        let mut search = FifteenLc::new(&start, estimate, DEFAULT_MAX_NODES);
        search.run_flat(u64::MAX);
        println!(
            "seed {seed} {start} generated {} {:?}",
            search.stats().generated,
            search.ending()
        );
    }
}

/// Runs `search` flat out in one call: the nodes it generated and the blank's moves.
fn flat_out(mut search: impl Engine) -> (u64, Vec<u8>) {
    search.run_flat(u64::MAX);
    let path = search.answer().map(|answer| search.path(answer)).unwrap_or_default();
    (search.stats().generated, path)
}

/// Runs the page's job as its worker does at max speed, slice after slice, until it is done:
/// the nodes it generated (the answer's moves are in the page's replay).
fn served(start: Position, estimate: Estimate) -> (u64, Vec<u8>) {
    let clock = Instant::now();
    let now = || clock.elapsed().as_secs_f64() * 1_000.0;
    let job = FifteenJob::Search { start, estimate, selection: Selection::LeastCost };
    let mut runner = Runner::<Fifteen>::new(job);
    runner.handle(&ToWorker::RunFlat, now());
    loop {
        for message in runner.run_slice(&now) {
            if let FromWorker::Done(snapshot) = message {
                return (snapshot.stats.nodes, Vec::new());
            }
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let estimate = estimate(args.first().map_or("misplaced", String::as_str));
    if args.get(1).map(String::as_str) == Some("scan") {
        let number = |i: usize| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(20);
        return scan(estimate, number(2) as u32, number(3));
    }
    let start = Position::parse(args.get(1).map_or("", String::as_str)).expect("a position");
    let started = Instant::now();
    let (generated, path) = match args.get(2).map_or("loop", String::as_str) {
        "worker" => served(start, estimate),
        "engine" => flat_out(BranchSearch::new(
            FifteenTree::new(&start, estimate),
            Selection::LeastCost,
            true,
            u32::MAX,
        )),
        _ => flat_out(FifteenLc::new(&start, estimate, u32::MAX)),
    };
    let seconds = started.elapsed().as_secs_f64();
    println!("generated {generated}");
    let names: Vec<&str> =
        path.iter().map(|&m| ["up", "right", "down", "left"][usize::from(m)]).collect();
    println!("moves {}", names.join(" "));
    println!("seconds {seconds:.3}");
}
