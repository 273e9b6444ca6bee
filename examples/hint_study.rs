//! How long a maze hint takes, over every hint of games played by hints alone (from the start,
//! each hint's cells written down, the path extended where only one way is left), over many
//! seeds per size and difficulty:
//! `cargo run --release --example hint_study [seeds] [sizes…]`.

use runut::core::grid::Square;
use runut::core::slug::Slugged;
use runut::problems::math_maze::core::deduce::hint::{next_deduction, Rule};
use runut::problems::math_maze::core::generate::{PuzzleMaker, PuzzleSpec};
use std::time::Instant;

#[path = "support/study.rs"]
mod study;

fn main() {
    let (seeds, sizes) = study::args(20, &[10, 20, 24, 40]);
    println!("| size | difficulty | hints | median ms | p95 ms | max ms |");
    println!("|---|---|---|---|---|---|");
    for (board, difficulty) in study::boards(&sizes) {
        let side = board.rows();
        let mut times = Vec::new();
        for seed in 1..=seeds {
            let (start, finish) = PuzzleSpec::random_ends(board, seed);
            let made =
                PuzzleMaker::new(PuzzleSpec { board, seed, start, finish, difficulty }).finish();
            let mut known: Vec<(Square, bool)> = Vec::new();
            let mut path = vec![made.puzzle.start];
            while path.len() < made.route.len() {
                let end = path[path.len() - 1];
                let open: Vec<Square> = board
                    .squares()
                    .filter(|&c| c.row.abs_diff(end.row) + c.col.abs_diff(end.col) == 1)
                    .filter(|c| !path.contains(c) && !known.contains(&(*c, false)))
                    .collect();
                if open.len() == 1 {
                    path.push(open[0]);
                    continue;
                }
                let began = Instant::now();
                let hint = next_deduction(&made.puzzle, difficulty, &path, &known);
                times.push(began.elapsed().as_secs_f64() * 1000.0);
                let hint = hint.expect("sound").expect("a hint");
                if hint.rule == Rule::Follow {
                    path.push(hint.decided[0].0);
                } else {
                    known.extend(hint.decided);
                }
            }
        }
        times.sort_by(f64::total_cmp);
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
        println!(
            "| {side}×{side} | {} | {} | {:.2} | {:.2} | {:.2} |",
            difficulty.slug(),
            times.len(),
            at(0.5),
            at(0.95),
            times[times.len() - 1]
        );
    }
}
