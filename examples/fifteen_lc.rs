//! Runs the 15-puzzle's least-cost search flat out and prints what the C reference
//! (`shared/bench/fifteen_lc.c`) prints, to compare the two on the same position.
//! Usage: `cargo run --release --example fifteen_lc misplaced|manhattan t1,t2,…,t16`
//! (or `… scan K SEEDS` to list the nodes each of SEEDS positions shuffled K moves generates).

use runut::problems::fifteen::core::{Estimate, FifteenLc, Position, DEFAULT_MAX_NODES};
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
        search.run(u64::MAX);
        println!(
            "seed {seed} {start} generated {} {:?}",
            search.stats().generated,
            search.ending()
        );
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
    let mut search = FifteenLc::new(&start, estimate, u32::MAX);
    search.run(u64::MAX);
    let seconds = started.elapsed().as_secs_f64();
    println!("generated {}", search.stats().generated);
    let moves = search.answer().map(|answer| search.moves(answer)).unwrap_or_default();
    let names: Vec<&str> =
        moves.iter().map(|m| ["up", "right", "down", "left"][usize::from(m.choice())]).collect();
    println!("moves {}", names.join(" "));
    println!("seconds {seconds:.3}");
}
