//! The logic solver and the generator: every generated puzzle is unique by the reference
//! solver, graded alike by a second grader written apart ([`grader`]), and every step of the
//! logic solver is sound; each technique on a position where it applies.

use super::grader::{self, PAIRS, SINGLES, WINGS};
use super::reference::count_solutions;
use runut::problems::sudoku::core::generate::{generate, Generated};
use runut::problems::sudoku::core::logic::{next_step, solve, Candidates, Level, Step, Technique};
use runut::problems::sudoku::core::Grid;
use std::sync::OnceLock;
use std::time::Instant;

/// How many seeds each level is generated from.
const SEEDS: u64 = 25;

/// The puzzles of every level from seeds `0..SEEDS`, made once for all the tests.
fn generated() -> &'static [(Level, u64, Generated)] {
    static MADE: OnceLock<Vec<(Level, u64, Generated)>> = OnceLock::new();
    MADE.get_or_init(|| {
        let seeds = || (0..SEEDS).map(|seed| seed * 7919 + 1);
        Level::ALL
            .into_iter()
            .flat_map(|level| seeds().map(move |seed| (level, seed, generate(level, seed))))
            .collect()
    })
}

#[test]
#[ignore = "a measurement: cargo test --test sudoku generation_time -- --ignored --nocapture"]
fn generation_time_per_level() {
    for level in Level::ALL {
        let (mut total, mut max, mut tries) = (0.0f64, 0.0f64, Vec::new());
        let n = 50;
        for seed in 0..n {
            let start = Instant::now();
            let made = generate(level, seed);
            let ms = start.elapsed().as_secs_f64() * 1000.0;
            total += ms;
            max = max.max(ms);
            tries.push(made.tries);
            assert_eq!(made.level, level);
        }
        tries.sort_unstable();
        let mean_tries = tries.iter().sum::<u32>() as f64 / n as f64;
        println!(
            "{:8} mean {:7.2} ms  max {:7.2} ms  tries mean {:.1} median {} max {}",
            level.slug(),
            total / n as f64,
            max,
            mean_tries,
            tries[tries.len() / 2],
            tries[tries.len() - 1]
        );
    }
    let made: Vec<Grid> = Level::ALL.iter().map(|&l| generate(l, 1).puzzle).collect();
    let start = Instant::now();
    let rounds = 200;
    for _ in 0..rounds {
        for puzzle in &made {
            std::hint::black_box(solve(puzzle));
        }
    }
    let per = start.elapsed().as_secs_f64() * 1e6 / (rounds * made.len()) as f64;
    println!("solve: {per:.1} µs a puzzle");
}
