//! Runs Sudoku's backtracking flat out and prints what the C reference
//! (`shared/bench/sudoku_bt.c`) prints, to compare the two on the same puzzle.
//! Usage: `cargo run --release --example sudoku_bt plain|mrv|fc|singles first|all PUZZLE [how]`, `how`
//! being `worker` (the default: the page's run at max speed, the worker's runner in slices with
//! its drawn tree and snapshots) or `search` (the search alone, flat out in one call).

use runut::core::search::{Mode, Search};
use runut::core::slug::Slugged;
use runut::model::protocol::{FromWorker, ToWorker};
use runut::model::runner::Runner;
use runut::problems::sudoku::core::{Grid, Order, SudokuSearch};
use runut::problems::sudoku::model::job::SudokuJob;
use runut::problems::sudoku::Sudoku;
use std::time::Instant;

/// Runs the page's job as its worker does at max speed, slice after slice, until it is done:
/// the nodes and solutions.
fn served(job: SudokuJob) -> (u64, u64) {
    let clock = Instant::now();
    let now = || clock.elapsed().as_secs_f64() * 1_000.0;
    let mut runner = Runner::<Sudoku>::new(job);
    runner.handle(&ToWorker::RunFlat, now());
    loop {
        for message in runner.run_slice(&now) {
            if let FromWorker::Done(snapshot) = message {
                return (snapshot.stats.nodes, snapshot.stats.solutions);
            }
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize| args.get(i).map_or("", String::as_str);
    let order = Order::from_slug(arg(0)).expect("plain or mrv");
    let mode = Mode::from_slug(arg(1)).expect("first or all");
    let puzzle = Grid::parse(arg(2)).expect("a puzzle of 81 cells");
    let started = Instant::now();
    let (nodes, solutions) = match arg(3) {
        "search" => {
            let mut search = SudokuSearch::new(&puzzle, order, mode);
            search.run_flat(u64::MAX, None);
            (search.stats().nodes, search.stats().solutions)
        }
        _ => served(SudokuJob::Search { puzzle, order, mode }),
    };
    let seconds = started.elapsed().as_secs_f64();
    println!("nodes {nodes}\nsolutions {solutions}\nseconds {seconds:.6}");
}
