//! How long making a unique math-maze puzzle takes, and how many given pieces it needs, over
//! many seeds per size and difficulty (hard only where it is offered):
//! `cargo run --release --example maze_study [seeds] [sizes…]`.

use runut::core::grid::Board;
use runut::core::maze::deduce::{Difficulty, HARD_MAX_CELLS};
use runut::core::maze::generate::{PuzzleMaker, PuzzleSpec};
use std::time::Instant;

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let seeds = args.first().copied().unwrap_or(100);
    let sizes: Vec<u16> = if args.len() > 1 {
        args[1..].iter().map(|&s| s as u16).collect()
    } else {
        vec![5, 10, 15, 20, 30, 40]
    };
    println!("| size | difficulty | median ms | p95 ms | max ms | median pieces | max pieces | median route |");
    println!("|---|---|---|---|---|---|---|---|");
    for &side in &sizes {
        let board = Board::new(side, side).expect("size");
        // Hard is offered only up to HARD_MAX_CELLS cells (its look-ahead takes seconds beyond).
        let offered = Difficulty::ALL
            .into_iter()
            .filter(|&d| d != Difficulty::Hard || board.len() <= HARD_MAX_CELLS);
        for difficulty in offered {
            let mut times = Vec::new();
            let mut pieces = Vec::new();
            let mut routes = Vec::new();
            for seed in 1..=seeds {
                let (start, finish) = PuzzleSpec::random_ends(board, seed);
                let spec = PuzzleSpec { board, seed, start, finish, difficulty };
                let began = Instant::now();
                let made = PuzzleMaker::new(spec).finish();
                times.push(began.elapsed().as_secs_f64() * 1000.0);
                pieces.push(made.puzzle.givens.len());
                routes.push(made.route.len());
            }
            times.sort_by(f64::total_cmp);
            pieces.sort();
            routes.sort();
            let at = |q: f64| ((times.len() - 1) as f64 * q).round() as usize;
            println!(
                "| {side}×{side} | {} | {:.1} | {:.1} | {:.1} | {} | {} | {} |",
                difficulty.slug(),
                times[at(0.5)],
                times[at(0.95)],
                times[times.len() - 1],
                pieces[pieces.len() / 2],
                pieces[pieces.len() - 1],
                routes[routes.len() / 2],
            );
        }
    }
}
