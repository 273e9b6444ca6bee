//! How often plain Warnsdorff completes a tour on n × n boards, with the seeds' tie-break (move
//! order) and with Roth's (farthest from the centre), over a sample of start squares; and how
//! many backtracks Warnsdorff with backtracking (Roth's rule) needs.
//! Usage: `cargo run --release --example warnsdorff_study [starts per size]` (default 20).

use runut::core::grid::{Board, Square};
use runut::core::search::Search;
use runut::problems::knight::core::{is_tour, Algorithm, KnightSearch, Outcome, TieBreak};
use std::time::Instant;

/// `count` start squares spread over the board by a fixed pseudo-random sequence.
fn starts(n: u16, count: usize) -> Vec<Square> {
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    (0..count)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            Square::new((x % n as u64) as u16, ((x >> 32) % n as u64) as u16)
        })
        .collect()
}

fn run(mut search: KnightSearch) -> KnightSearch {
    while search.step().is_some() {}
    search
}

fn main() {
    let per_size: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(20);
    println!("| n | starts | Warnsdorff, move order | Warnsdorff, Roth | + backtracking: tours, most backtracks | time per Roth walk |");
    println!("|---|---|---|---|---|---|");
    for n in [8u16, 50, 100, 500, 1000] {
        let board = Board::new(n, n).unwrap();
        let sample = starts(n, per_size);
        let succeeded = |tie: TieBreak| {
            sample
                .iter()
                .filter(|&&s| {
                    run(KnightSearch::greedy(board, s, tie)).outcome() == Some(Outcome::Tour)
                })
                .count()
        };
        let plain = succeeded(TieBreak::MoveOrder);
        let started = Instant::now();
        let roth = succeeded(TieBreak::FarthestFromCentre);
        let per_walk = started.elapsed().as_secs_f64() / sample.len() as f64;
        let mut found = 0;
        let mut most_backtracks = 0;
        for &s in &sample {
            let search = run(KnightSearch::new(board, s, Algorithm::WarnsdorffBacktracking, false));
            if search.outcome() == Some(Outcome::Tour) && is_tour(board, search.path(), false) {
                found += 1;
            }
            most_backtracks = most_backtracks.max(search.stats().backtracks);
        }
        let pct = |k: usize| {
            format!("{k}/{} ({:.0} %)", sample.len(), 100.0 * k as f64 / sample.len() as f64)
        };
        println!(
            "| {n} | {} | {} | {} | {}, {most_backtracks} | {:.0} ms |",
            sample.len(),
            pct(plain),
            pct(roth),
            pct(found),
            per_walk * 1000.0
        );
    }
}
