//! The math maze, natively: carving and solving a maze, the exhaustive clue counter, and
//! making a puzzle proved unique at each difficulty. Run: `cargo bench --features bench --bench math_maze`
//! (the distribution over 100 seeds per size: `cargo run --release --example math_maze_study`).

use criterion::{criterion_group, criterion_main, Criterion};
use runut::core::grid::Board;
use runut::core::slug::Slugged;
use runut::problems::math_maze::core::deduce::Difficulty;
use runut::problems::math_maze::core::generate::{PuzzleMaker, PuzzleSpec};
use runut::problems::math_maze::core::puzzle::PathPuzzle;
use runut::problems::math_maze::core::Maze;
use std::hint::black_box;

fn spec(side: u16, seed: u64, difficulty: Difficulty) -> PuzzleSpec {
    let board = Board::new(side, side).expect("size");
    let (start, finish) = PuzzleSpec::random_ends(board, seed);
    PuzzleSpec { board, seed, start, finish, difficulty }
}

fn maze(c: &mut Criterion) {
    let mut group = c.benchmark_group("maze");
    group.sample_size(20);
    let board = Board::new(40, 40).expect("size");
    group.bench_function("carve 40x40", |b| b.iter(|| Maze::carve(board, black_box(7))));
    let carved = Maze::carve(board, 7);
    let s = spec(40, 7, Difficulty::Normal);
    group.bench_function("DFS solve 40x40", |b| b.iter(|| carved.solve(s.start, s.finish)));
    let s = spec(8, 3, Difficulty::Normal);
    let route = Maze::carve(s.board, 3).solve(s.start, s.finish).route;
    let bare = PathPuzzle::from_path(s.board, &route, Vec::new());
    group
        .bench_function("count solutions 8x8 (bare clues)", |b| b.iter(|| bare.count_solutions(2)));
    for difficulty in Difficulty::all() {
        let s = spec(20, 11, difficulty);
        let name = format!("make 20x20 {}", difficulty.slug());
        group.bench_function(name, |b| b.iter(|| PuzzleMaker::new(black_box(s)).finish()));
    }
    group.finish();
}

criterion_group!(benches, maze);
criterion_main!(benches);
