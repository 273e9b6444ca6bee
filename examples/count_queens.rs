//! Counts the n-queens solutions once with the bitboard counter and prints the time taken.
//! Usage: `cargo run --release --example count_queens [N]` (default 17).

use runut::problems::queens::core::{subtrees, BitCounter};
use std::time::Instant;

fn main() {
    let n: u16 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(17);
    let started = Instant::now();
    let mut counter = BitCounter::new(n, subtrees(n));
    while !counter.run(2048) {}
    let seconds = started.elapsed().as_secs_f64();
    println!("n = {n}: {} solutions in {seconds:.3} s natively, one thread", counter.solutions());
}
