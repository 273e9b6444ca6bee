//! Counts the knight's tours from one square once and prints the time taken.
//! Usage: `cargo run --release --example count_tours ROWS COLS ROW COL [closed]`.

use runut::core::grid::{Board, Square};
use runut::problems::knight::core::count::TourCounter;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number =
        |i: usize, default: u16| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let board = Board::new(number(0, 6), number(1, 6)).expect("a board of 1 to 64 a side");
    let start = Square::new(number(2, 0), number(3, 0));
    let closed_only = args.get(4).is_some_and(|a| a == "closed");
    let started = Instant::now();
    let mut counter = TourCounter::new(board, start, closed_only);
    while !counter.run(1 << 20) {}
    let counts = counter.counts();
    println!(
        "{} x {} from {start}{}: {} open, {} closed, {} nodes, {:.3} s natively, one thread",
        board.rows(),
        board.cols(),
        if closed_only { " (closed only)" } else { "" },
        counts.open,
        counts.closed,
        counter.nodes(),
        started.elapsed().as_secs_f64()
    );
}
