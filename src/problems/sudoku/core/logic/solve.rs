//! The logic solver: the easiest step that makes progress, and a puzzle solved step by step as
//! far as logic goes, with its level.

use super::candidates::Candidates;
use super::step::Step;
use super::technique::{Level, Technique};
use super::{fish, intersections, singles, subsets, wing};
use crate::core::slug::Slugged;
use crate::problems::sudoku::core::search::grid::{Board, Grid};

/// The first step `technique` finds, in its scan order.
fn find(technique: Technique, candidates: &Candidates) -> Option<Step> {
    match technique {
        Technique::NakedSingle => singles::naked(candidates),
        Technique::HiddenSingle => singles::hidden(candidates),
        Technique::Pointing => intersections::pointing(candidates),
        Technique::Claiming => intersections::claiming(candidates),
        Technique::NakedPair => subsets::naked(candidates, 2, technique),
        Technique::HiddenPair => subsets::hidden(candidates, 2, technique),
        Technique::NakedTriple => subsets::naked(candidates, 3, technique),
        Technique::HiddenTriple => subsets::hidden(candidates, 3, technique),
        Technique::XWing => fish::fish(candidates, 2, technique),
        Technique::XyWing => wing::xy_wing(candidates),
        Technique::Swordfish => fish::fish(candidates, 3, technique),
    }
}

/// The step of the easiest technique (in [`Technique::SLUGS`]' order) that places a digit or
/// removes a candidate in `grid` with these `candidates`; `None` when logic is stuck or the
/// grid is full (or the candidates are of a grid of another side).
///
/// ```
/// use runut::problems::sudoku::core::logic::{next_step, Candidates, Technique};
/// use runut::problems::sudoku::core::Grid;
/// let grid = Grid::parse(
///     "53..7.... 6..195... .98....6. 8...6...3 4..8.3..1 7...2...6 .6....28. ...419..5 ....8..79",
/// )
/// .unwrap();
/// let step = next_step(&grid, &Candidates::new(&grid)).unwrap();
/// assert_eq!((step.technique, step.placed), (Technique::NakedSingle, Some((40, 5))));
/// ```
pub fn next_step(grid: &Grid, candidates: &Candidates) -> Option<Step> {
    step_within(grid, candidates, Level::Wings)
}

/// The step of the easiest technique of level `hardest` or easier that makes progress.
fn step_within(grid: &Grid, candidates: &Candidates, hardest: Level) -> Option<Step> {
    if grid.side() != candidates.side() {
        return None;
    }
    let mut allowed = Technique::all().filter(|t| t.level() <= hardest);
    allowed.find_map(|technique| find(technique, candidates))
}

/// A puzzle as far as logic solved it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// The grid after the last step: the solution when logic got there.
    pub grid: Grid,
    /// The hardest tier the steps used, or [`Level::Guess`] when logic got stuck before the
    /// grid was full (a puzzle whose givens clash is stuck from the start).
    pub level: Level,
}

/// Solves `puzzle` by logic alone: the easiest step each time, until the grid is full or no
/// technique makes progress. The candidates start from the givens; each step's eliminations
/// stay for the steps after it.
///
/// ```
/// use runut::problems::sudoku::core::logic::{solve, Level};
/// use runut::problems::sudoku::core::Grid;
/// let puzzle = Grid::parse(
///     "53..7.... 6..195... .98....6. 8...6...3 4..8.3..1 7...2...6 .6....28. ...419..5 ....8..79",
/// )
/// .unwrap();
/// let solved = solve(&puzzle);
/// assert_eq!(solved.level, Level::Singles);
/// assert_eq!(solved.grid.givens(), 81);
/// ```
pub fn solve(puzzle: &Grid) -> Solved {
    solve_within(puzzle, Level::Wings)
}

/// Solves `puzzle` as [`solve`] does, with the techniques of level `hardest` or easier only:
/// its level is at most `hardest`, or [`Level::Guess`] when they get stuck.
///
/// ```
/// use runut::problems::sudoku::core::generate::generate;
/// use runut::problems::sudoku::core::logic::{solve_within, Level};
/// let made = generate(Level::Pairs, 3);
/// assert_eq!(solve_within(&made.puzzle, Level::Pairs).level, Level::Pairs);
/// assert_eq!(solve_within(&made.puzzle, Level::Singles).level, Level::Guess);
/// ```
pub fn solve_within(puzzle: &Grid, hardest: Level) -> Solved {
    let mut board = Board::new(puzzle);
    let mut candidates = Candidates::new(puzzle);
    let mut steps: Vec<Step> = Vec::new();
    if puzzle.clash().is_none() {
        while board.empty_cells() > 0 {
            let Some(step) = step_within(board.grid(), &candidates, hardest) else { break };
            if let Some((cell, digit)) = step.placed {
                board.put(cell, digit);
                candidates.place(cell, digit);
            }
            for &(cell, digit) in &step.removed {
                candidates.remove(cell, digit);
            }
            steps.push(step);
        }
    }
    let level = if board.empty_cells() > 0 {
        Level::Guess
    } else {
        steps.iter().map(|s| s.technique.level()).max().unwrap_or(Level::Singles)
    };
    Solved { steps, grid: board.grid().clone(), level }
}
