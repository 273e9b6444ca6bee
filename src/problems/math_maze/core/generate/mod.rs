//! Making a math-maze puzzle that provably has one solution: carve the maze, take its route
//! from start to finish, and give path pieces of that route until the deduction solver
//! completes the grid; then drop every piece that is no longer needed, and cut whole pieces
//! down to bare cells where that is enough.
//!
//! Everything is drawn from the seed, so a seed (with the size, ends and difficulty) always
//! makes the same puzzle. The work is done in small units so that the worker can report
//! progress and stay responsive.
//!
//! # Random draws
//!
//! A shared link carries only a [`PuzzleSpec`], so the order of the draws below is part of
//! what every link means: adding, removing or reordering a draw (or changing a range, or the
//! order of the candidates a draw picks from) makes old links show other puzzles. Change them
//! only on purpose, and then regenerate `tests/data/math-maze-golden.txt`, which pins what a few
//! seeds make (its header says how). A *draw* is one `oorandom::Rand32::rand_range` call: it
//! takes one 32-bit word from its stream, and another only when the rejection step of
//! oorandom's bounded sampling asks for one (for ranges this small, with odds below one in a
//! million). The seed feeds two separate streams, so the carving and the rest never share a
//! word:
//!
//! 1. **Carving** ([`Maze::carve`], [`Carver`](crate::problems::math_maze::core::Carver)):
//!    `Rand32::new(seed)`, oorandom's default increment. Draw 1 = the first cell's row, draw 2
//!    = its column. Then, every time the carver extends from the top of its stack, one draw
//!    picks the next cell among that cell's uncarved neighbours, listed in `NESW` order (a draw
//!    is made even when there is only one). Backing up draws nothing, and the solver that finds
//!    the route draws nothing (it is the maze's one route).
//! 2. **Ends** ([`PuzzleSpec::random_ends`]): `Rand32::new_inc(seed, HINT_STREAM)`. Draw 1 =
//!    the start row (on the left edge), draw 2 = the finish row (on the right edge). The page
//!    makes these draws for every link and uses them only for the ends the link does not name.
//! 3. **Pieces** ([`PuzzleMaker`]): a fresh `Rand32::new_inc(seed, HINT_STREAM)` that first
//!    discards two words (those the two end draws take, but for the rare rejection above),
//!    whether the ends were drawn or named. Then, while giving: one draw per piece given,
//!    picking it among the route's cells (in route order, start first) that the deduction
//!    solver has not yet decided together with all their sides. Once it completes the grid: one
//!    Fisher–Yates shuffle of the given pieces (in the order they were given), drawing for
//!    `i` = len − 1 down to 1 an index in `0..=i`; pruning then examines the shuffled pieces
//!    from the last to the first and draws nothing. The deduction solver itself draws nothing.
//!
//! # Grading
//!
//! A puzzle made at normal or hard is *graded* when the level below cannot complete it, as
//! Simon Tatham's *Tracks* accepts a puzzle at a level only when the level below fails. When
//! the first draw of pieces (attempt 0, the stream above) yields to the level below, the maker
//! draws the pieces again from streams seeded by the seed mixed with the attempt number
//! (`pieces_stream`), up to [`ATTEMPTS`] draws, and takes the first graded one. If none is,
//! or if the clues alone already yield to the level below (then no pieces can help), the first
//! draw is kept and [`Made::graded`] says it is easier than its level. A graded first draw is
//! the puzzle it always was.

use crate::core::grid::{Board, Square};
use crate::problems::math_maze::core::deduce::{solve, Deducer, Difficulty, Verdict};
use crate::problems::math_maze::core::puzzle::{Given, PathPuzzle};
use crate::problems::math_maze::core::Maze;
use oorandom::Rand32;
use prune::Pruner;
use serde::{Deserialize, Serialize};

mod prune;

/// The increment of the random stream that picks start, finish and hints (the carving uses
/// the default one), so that they do not repeat the carving's choices. Changing it changes
/// every puzzle: see "Random draws" in the module documentation.
const HINT_STREAM: u64 = 0x9e37_79b9_7f4a_7c15;

/// Everything that defines a puzzle: a link carries exactly this.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleSpec {
    /// The grid.
    pub board: Board,
    /// The seed of the carving and of the hints.
    pub seed: u64,
    /// The start cell, on the left edge.
    pub start: Square,
    /// The finish cell, on the right edge.
    pub finish: Square,
    /// Which deductions the player is expected to make.
    pub difficulty: Difficulty,
}

impl PuzzleSpec {
    /// Start and finish drawn from the seed: a cell of the left edge and one of the right.
    ///
    /// Draw 1 of the `HINT_STREAM` stream is the start row, draw 2 the finish row; keep that
    /// order (see "Random draws" in the module documentation).
    pub fn random_ends(board: Board, seed: u64) -> (Square, Square) {
        let mut rng = Rand32::new_inc(seed, HINT_STREAM);
        let start = Square::new(rng.rand_range(0..board.rows() as u32) as u16, 0);
        let finish_row = rng.rand_range(0..board.rows() as u32) as u16;
        (start, Square::new(finish_row, board.cols() - 1))
    }
}

/// What a finished puzzle holds: the clues, the given pieces and the hidden route.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Made {
    /// What was asked for.
    pub spec: PuzzleSpec,
    /// The clue puzzle, given pieces included.
    pub puzzle: PathPuzzle,
    /// Its one solution: the maze's route from start to finish.
    pub route: Vec<Square>,
    /// Whether the level below the puzzle's cannot complete it (always, at easy). Where even
    /// the bare clues yield to the level below, or no draw of pieces escapes it, the puzzle
    /// is still unique but easier than its level.
    pub graded: bool,
}

/// Where the maker is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    /// Giving pieces until the solver completes the grid.
    Giving,
    /// Dropping the pieces that are not needed.
    Pruning {
        /// Pieces examined so far.
        done: usize,
        /// Pieces to examine.
        of: usize,
    },
    /// Finished.
    Done,
}

/// The puzzle maker, one unit of work (one run of the solver) at a time.
#[derive(Clone, Debug)]
pub struct PuzzleMaker {
    spec: PuzzleSpec,
    rng: Rand32,
    route: Vec<Square>,
    puzzle: PathPuzzle,
    deducer: Option<Deducer>,
    /// While pruning: the pieces' examination.
    pruner: Option<Pruner>,
    stage: Stage,
    solver_runs: u64,
    /// Which draw of pieces this is (0: the first; see "Grading" in the module documentation).
    attempt: u64,
    /// The first attempt's finished puzzle, kept while later attempts look for a graded one.
    first: Option<PathPuzzle>,
}

impl PuzzleMaker {
    /// A maker for `spec`; the maze is carved and its route found at once (that is quick).
    pub fn new(spec: PuzzleSpec) -> PuzzleMaker {
        let maze = Maze::carve(spec.board, spec.seed);
        let route = maze.solve(spec.start, spec.finish).route;
        let puzzle = PathPuzzle::from_path(spec.board, &route, Vec::new());
        PuzzleMaker {
            spec,
            rng: pieces_stream(spec.seed, 0),
            route,
            puzzle,
            deducer: None,
            pruner: None,
            stage: Stage::Giving,
            solver_runs: 0,
            attempt: 0,
            first: None,
        }
    }

    /// Makes the whole puzzle at once.
    ///
    /// ```
    /// use runut::core::grid::{Board, Square};
    /// use runut::problems::math_maze::core::deduce::Difficulty;
    /// use runut::problems::math_maze::core::generate::{PuzzleMaker, PuzzleSpec};
    /// let board = Board::new(5, 5).unwrap();
    /// let (start, finish) = PuzzleSpec::random_ends(board, 42);
    /// let spec = PuzzleSpec { board, seed: 42, start, finish, difficulty: Difficulty::Normal };
    /// let made = PuzzleMaker::new(spec).finish();
    /// assert_eq!(made.puzzle.count_solutions(2), 1);
    /// ```
    pub fn finish(mut self) -> Made {
        while !self.work() {}
        self.made().expect("the maker has finished")
    }

    /// Where the maker is.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// How many times the deduction solver has run.
    pub fn solver_runs(&self) -> u64 {
        self.solver_runs
    }

    /// The given pieces so far.
    pub fn givens(&self) -> &[Given] {
        &self.puzzle.givens
    }

    /// The finished puzzle, once [`PuzzleMaker::work`] has returned true.
    pub fn made(&self) -> Option<Made> {
        (self.stage == Stage::Done).then(|| Made {
            spec: self.spec,
            puzzle: self.first.clone().unwrap_or_else(|| self.puzzle.clone()),
            route: self.route.clone(),
            graded: self.first.is_none(),
        })
    }

    /// Does one unit of work; true once the puzzle is finished.
    pub fn work(&mut self) -> bool {
        match self.stage {
            Stage::Giving => self.give_or_prove(),
            Stage::Pruning { .. } => self.prune_one(),
            Stage::Done => {}
        }
        self.stage == Stage::Done
    }

    /// Runs the solver on the pieces given so far; gives one more piece of the route if it
    /// cannot finish.
    fn give_or_prove(&mut self) {
        let deducer = match self.deducer.take() {
            Some(d) => d,
            None => Deducer::new(&self.puzzle, self.spec.difficulty)
                .expect("the route satisfies its own clues"),
        };
        let mut deducer = deducer;
        self.solver_runs += 1;
        deducer.run().expect("deductions hold for the route, which is a solution");
        if deducer.is_complete() {
            let mut order = self.puzzle.givens.clone();
            // The last draws: pruning examines the shuffled pieces from the last to the first.
            shuffle(&mut order, &mut self.rng);
            order.reverse();
            self.stage = Stage::Pruning { done: 0, of: order.len() };
            let bare = PathPuzzle { givens: Vec::new(), ..self.puzzle.clone() };
            let clues = Deducer::new(&bare, self.spec.difficulty)
                .expect("the route satisfies its own clues");
            self.pruner = Some(Pruner::new(order, clues));
            self.finish_pruning_if_done();
            return;
        }
        let open: Vec<usize> =
            (0..self.route.len()).filter(|&i| deducer.is_open(self.route[i])).collect();
        // One draw per piece given (see "Random draws" in the module documentation).
        let i = open[self.rng.rand_range(0..open.len() as u32) as usize];
        let given = Given { at: self.route[i], exits: PathPuzzle::exits_along(&self.route, i) };
        deducer.give(given).expect("a piece of the route agrees with the route");
        self.puzzle.givens.push(given);
        self.deducer = Some(deducer);
    }

    /// Does one unit of pruning: drops the pieces the others still prove the puzzle without,
    /// and cuts a piece down to its cell where that is enough.
    fn prune_one(&mut self) {
        let Some(pruner) = &mut self.pruner else { return };
        self.solver_runs += pruner.step();
        self.puzzle.givens = pruner.givens();
        if let Stage::Pruning { of, .. } = self.stage {
            self.stage = Stage::Pruning { done: pruner.examined(), of };
        }
        self.finish_pruning_if_done();
    }

    fn finish_pruning_if_done(&mut self) {
        if !self.pruner.as_ref().is_some_and(Pruner::is_finished) {
            return;
        }
        self.pruner = None;
        // In reading order (row by row), without a sort: the worker's wasm carries no sorting
        // code for pieces.
        let givens = std::mem::take(&mut self.puzzle.givens);
        self.puzzle.givens = (self.spec.board.squares())
            .filter_map(|cell| givens.iter().find(|g| g.at == cell).copied())
            .collect();
        self.grade();
    }

    /// Ends the making if the level below cannot complete the puzzle; otherwise draws the
    /// pieces again, up to [`ATTEMPTS`] times, and keeps the first draw if none escapes it.
    fn grade(&mut self) {
        let Some(below) = self.spec.difficulty.below() else {
            self.stage = Stage::Done;
            return;
        };
        let easy = |maker: &mut PuzzleMaker, puzzle: &PathPuzzle| {
            maker.solver_runs += 1;
            matches!(solve(puzzle, below), Verdict::Unique(_))
        };
        let puzzle = self.puzzle.clone();
        if !easy(self, &puzzle) {
            // Graded: this draw is the puzzle (and the first one, if kept, is dropped).
            self.first = None;
            self.stage = Stage::Done;
            return;
        }
        if self.attempt == 0 {
            let bare = PathPuzzle { givens: Vec::new(), ..puzzle.clone() };
            self.first = Some(puzzle);
            if easy(self, &bare) {
                // The clues alone yield to the level below: no draw of pieces can help.
                self.stage = Stage::Done;
                return;
            }
        }
        self.attempt += 1;
        if self.attempt >= ATTEMPTS {
            self.stage = Stage::Done;
            return;
        }
        self.rng = pieces_stream(self.spec.seed, self.attempt);
        self.puzzle.givens.clear();
        self.deducer = None;
        self.stage = Stage::Giving;
    }
}

/// How many draws of pieces the maker tries for a puzzle the level below cannot complete.
pub const ATTEMPTS: u64 = 8;

/// The random stream of attempt `attempt`'s pieces. Attempt 0's is the `HINT_STREAM` stream
/// after the two words [`PuzzleSpec::random_ends`] takes (so that pieces do not depend on how
/// the ends were chosen); attempt k's starts from the seed mixed with k. See "Random draws"
/// and "Grading" in the module documentation: changing this changes puzzles.
fn pieces_stream(seed: u64, attempt: u64) -> Rand32 {
    let mut rng = if attempt == 0 {
        Rand32::new_inc(seed, HINT_STREAM)
    } else {
        Rand32::new_inc(seed ^ attempt.wrapping_mul(0x9e37_79b9_7f4a_7c15), HINT_STREAM)
    };
    rng.rand_u32();
    rng.rand_u32();
    rng
}

/// Shuffles `items` in place (Fisher–Yates) with `rng`.
fn shuffle<T>(items: &mut [T], rng: &mut Rand32) {
    for i in (1..items.len()).rev() {
        let j = rng.rand_range(0..i as u32 + 1) as usize;
        items.swap(i, j);
    }
}
