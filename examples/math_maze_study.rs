//! How long making a unique math-maze puzzle takes, how many given pieces it needs, and how
//! often it is graded (the level below cannot complete it), over many seeds per size and
//! difficulty:
//! `cargo run --release --example math_maze_study [seeds] [sizes…]`.

use runut::core::slug::Slugged;
use runut::model::game::day::reseed;
use runut::problems::math_maze::core::deduce::{solve, Verdict};
use runut::problems::math_maze::core::generate::{PuzzleMaker, PuzzleSpec};
use runut::problems::math_maze::core::puzzle::PathPuzzle;
use runut::problems::math_maze::model::page::MAX_RESEEDS;
use std::time::Instant;

#[path = "support/study.rs"]
mod study;

fn main() {
    let (seeds, sizes) = study::args(100, &[5, 10, 15, 20, 30, 40]);
    println!("| size | difficulty | median ms | p95 ms | max ms | median pieces | max pieces | median route | graded | clues alone yield to the level below | graded after the page's reseeds |");
    println!("|---|---|---|---|---|---|---|---|---|---|---|");
    for (board, difficulty) in study::boards(&sizes) {
        let side = board.rows();
        let mut times = Vec::new();
        let mut pieces = Vec::new();
        let mut routes = Vec::new();
        let mut graded = 0;
        let mut bare_easy = 0;
        let mut reseeded = 0;
        for seed in 1..=seeds {
            let (start, finish) = PuzzleSpec::random_ends(board, seed);
            let spec = PuzzleSpec { board, seed, start, finish, difficulty };
            let began = Instant::now();
            let made = PuzzleMaker::new(spec).finish();
            times.push(began.elapsed().as_secs_f64() * 1000.0);
            pieces.push(made.puzzle.givens.len());
            routes.push(made.route.len());
            graded += usize::from(made.graded);
            let bare = PathPuzzle { givens: Vec::new(), ..made.puzzle.clone() };
            let yields = |below| matches!(solve(&bare, below), Verdict::Unique(_));
            bare_easy += usize::from(difficulty.below().is_some_and(yields));
            // As the page does with a seed it chose: the next seed, up to MAX_RESEEDS times.
            let mut next = seed;
            let graded_later = made.graded
                || (0..MAX_RESEEDS).any(|_| {
                    next = reseed(next);
                    let (start, finish) = PuzzleSpec::random_ends(board, next);
                    PuzzleMaker::new(PuzzleSpec { board, seed: next, start, finish, difficulty })
                        .finish()
                        .graded
                });
            reseeded += usize::from(graded_later);
        }
        times.sort_by(f64::total_cmp);
        pieces.sort();
        routes.sort();
        let at = |q: f64| ((times.len() - 1) as f64 * q).round() as usize;
        println!(
                "| {side}×{side} | {} | {:.1} | {:.1} | {:.1} | {} | {} | {} | {graded} of {seeds} | {bare_easy} | {reseeded} of {seeds} |",
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
