//! Times Sudoku's generator natively, level by level, as the game's worker makes puzzles: for
//! seeds `0..N`, each level's mean and slowest time, the puzzles made to hit the level, and the
//! logic solver's time per puzzle. Usage: `cargo run --release --example sudoku_make [N]`
//! (`scripts/bench.sh` runs it; the figures go to `docs/figures.md`).

use runut::core::slug::Slugged;
use runut::problems::sudoku::core::generate::generate;
use runut::problems::sudoku::core::logic::{solve, Level};
use std::time::Instant;

fn main() {
    let n: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(50);
    for level in Level::all() {
        let (mut times, mut tries) = (Vec::new(), Vec::new());
        for seed in 0..n {
            let start = Instant::now();
            let made = generate(level, seed);
            times.push(start.elapsed().as_secs_f64() * 1000.0);
            tries.push(made.tries);
        }
        tries.sort_unstable();
        let mean = times.iter().sum::<f64>() / n as f64;
        let slowest = times.iter().copied().fold(0.0, f64::max);
        let mean_tries = f64::from(tries.iter().sum::<u32>()) / n as f64;
        println!(
            "{}: mean {mean:.2} ms, slowest {slowest:.2} ms, puzzles made {mean_tries:.1} on average (at most {})",
            level.slug(),
            tries[tries.len() - 1]
        );
    }
    let made: Vec<_> = Level::all().map(|l| generate(l, 1).puzzle).collect();
    let rounds = 200;
    let start = Instant::now();
    for _ in 0..rounds {
        for puzzle in &made {
            std::hint::black_box(solve(puzzle));
        }
    }
    let per = start.elapsed().as_secs_f64() * 1e6 / (rounds * made.len()) as f64;
    println!("logic solve: {per:.1} µs a puzzle");
}
