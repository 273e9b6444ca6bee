//! Runs Sudoku's backtracking flat out and prints what the C reference
//! (`shared/bench/sudoku_bt.c`) prints, to compare the two on the same puzzle.
//! Usage: `cargo run --release --example sudoku_bt plain|mrv|fc|singles first|all PUZZLE [how]`, `how`
//! being `worker` (the default: the page's run at max speed, the worker's runner in slices with
//! its drawn tree and snapshots) or `search` (the search alone, flat out in one call).
//!
//! Built for `wasm32-unknown-unknown`, it is the worker's run alone, for `examples/sudoku_bt.mjs`
//! to time in V8 (the browser's engine) once its code is optimised: it exports `puzzle`, where
//! the 81 characters go, and `run(order, all)`, the order by its place in `Order`'s table; it
//! imports `now_ms`, the clock.

#![cfg_attr(target_arch = "wasm32", no_main)]

use runut::core::search::Mode;
use runut::core::slug::Slugged;
use runut::model::protocol::{FromWorker, ToWorker};
use runut::model::runner::Runner;
use runut::problems::sudoku::core::{Grid, Order};
use runut::problems::sudoku::model::job::SudokuJob;
use runut::problems::sudoku::Sudoku;

/// Runs the page's job as its worker does at max speed, slice after slice, until it is done,
/// `now` its clock in milliseconds: the nodes and solutions.
fn served(job: SudokuJob, now: &dyn Fn() -> f64) -> (u64, u64) {
    let mut runner = Runner::<Sudoku>::new(job);
    runner.handle(&ToWorker::RunFlat, now());
    loop {
        for message in runner.run_slice(now) {
            if let FromWorker::Done(snapshot) = message {
                return (snapshot.stats.nodes, snapshot.stats.solutions);
            }
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use runut::core::search::Search;
    use runut::problems::sudoku::core::SudokuSearch;
    use std::time::Instant;
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
        _ => {
            let clock = Instant::now();
            let now = || clock.elapsed().as_secs_f64() * 1_000.0;
            served(SudokuJob::Search { puzzle, order, mode }, &now)
        }
    };
    let seconds = started.elapsed().as_secs_f64();
    println!("nodes {nodes}\nsolutions {solutions}\nseconds {seconds:.6}");
}

/// The puzzle `run` searches, written there by the script as 81 characters.
#[cfg(target_arch = "wasm32")]
static PUZZLE: [std::sync::atomic::AtomicU8; 81] =
    [const { std::sync::atomic::AtomicU8::new(0) }; 81];

#[cfg(target_arch = "wasm32")]
extern "C" {
    /// The script's clock, in milliseconds.
    fn now_ms() -> f64;
}

/// Where the script writes the puzzle's 81 characters.
#[cfg(target_arch = "wasm32")]
#[no_mangle]
pub extern "C" fn puzzle() -> *const std::sync::atomic::AtomicU8 {
    PUZZLE.as_ptr()
}

/// Runs the page's job on the puzzle written, in the order at `order` in `Order`'s table, to
/// the first solution or (`all` not 0) the uniqueness check: the nodes (0 for no puzzle).
#[cfg(target_arch = "wasm32")]
#[no_mangle]
pub extern "C" fn run(order: u32, all: u32) -> f64 {
    use std::sync::atomic::Ordering;
    let text: String = PUZZLE.iter().map(|c| char::from(c.load(Ordering::Relaxed))).collect();
    let (Ok(puzzle), Some(&(order, _))) = (Grid::parse(&text), Order::SLUGS.get(order as usize))
    else {
        return 0.0;
    };
    let mode = if all == 0 { Mode::First } else { Mode::All };
    // SAFETY: `now_ms` is the script's clock, which takes nothing and returns a number.
    let now = || unsafe { now_ms() };
    served(SudokuJob::Search { puzzle, order, mode }, &now).0 as f64
}
