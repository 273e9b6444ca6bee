//! Messages between the page and the search worker: the only types both sides share.
//!
//! Both sides refuse to talk across builds: the page checks the worker's `Ready` version and the
//! worker checks the version in `Start` (a cached worker file from an older deployment must not
//! run a newer page's jobs).

use crate::core::grid::{Board, Square};
use crate::core::knight::count::{SquareCount, TourQueue};
use crate::core::knight::{Algorithm, KnightSearch, Outcome};
use crate::core::maze::generate::{Made, PuzzleMaker, PuzzleSpec};
use crate::core::maze::{Carver, Maze, MazeSolver};
use crate::core::queens::{BitCounter, Mode, QueensOutcome, QueensSearch, Subtree};
use crate::core::search::tree::{PathTree, TreeNode};
use crate::core::search::{Event, Search, Stats};
use serde::{Deserialize, Serialize};

/// The largest knight's board (in squares) whose state-space tree is drawn.
pub const TREE_MAX_SQUARES: usize = 36;

/// Bumped whenever a message changes shape or meaning.
pub const PROTOCOL_VERSION: u32 = 6;

/// A search the worker can run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Job {
    /// A knight's tour search.
    Knight {
        /// The board.
        board: Board,
        /// Where the knight starts.
        start: Square,
        /// How it searches.
        algorithm: Algorithm,
        /// Whether only closed tours count.
        closed: bool,
    },
    /// Row-by-row n-queens backtracking.
    Queens {
        /// The board's side.
        n: u16,
        /// First solution or all of them.
        mode: Mode,
    },
    /// Count every knight's tour from each of some squares.
    TourCount {
        /// The board (at most 64 squares).
        board: Board,
        /// The start squares this worker counts.
        squares: Vec<Square>,
        /// Whether only closed tours count.
        closed: bool,
    },
    /// Count the n-queens solutions in some first-row subtrees with the bitboard counter.
    QueensCount {
        /// The board's side.
        n: u16,
        /// The subtrees this worker counts.
        subtrees: Vec<Subtree>,
    },
    /// Carve a maze by randomized depth-first backtracking, to watch it.
    MazeCarve {
        /// The grid.
        board: Board,
        /// The carving's seed.
        seed: u64,
    },
    /// Walk a maze from start to finish by depth-first backtracking, to watch it.
    MazeSolve {
        /// The grid.
        board: Board,
        /// The carving's seed (the maze is carved again in the worker).
        seed: u64,
        /// Where the walk starts.
        start: Square,
        /// Where it must arrive.
        finish: Square,
    },
    /// Make a math-maze puzzle that provably has one solution.
    MakePuzzle {
        /// The puzzle to make.
        spec: PuzzleSpec,
    },
}

impl Job {
    /// A job with nothing to do (an empty count): what a worker started ahead of time holds
    /// until it is given real work.
    pub fn nothing() -> Job {
        Job::QueensCount { n: 1, subtrees: Vec::new() }
    }

    /// The search this job describes.
    pub fn into_search(self) -> ActiveSearch {
        match self {
            Job::Knight { board, start, algorithm, closed } => {
                let tree = (board.len() <= TREE_MAX_SQUARES).then(PathTree::forward_only);
                ActiveSearch::Knight(KnightSearch::new(board, start, algorithm, closed), tree)
            }
            Job::Queens { n, mode } => {
                ActiveSearch::Queens(QueensSearch::new(n, mode), PathTree::forward_only())
            }
            Job::TourCount { board, squares, closed } => {
                ActiveSearch::TourCount(Box::new(TourQueue::new(board, squares, closed)))
            }
            Job::QueensCount { n, subtrees } => ActiveSearch::QueensCount {
                counter: Box::new(BitCounter::new(n, subtrees)),
                done: false,
            },
            Job::MazeCarve { board, seed } => ActiveSearch::Carve(Carver::new(board, seed)),
            Job::MazeSolve { board, seed, start, finish } => {
                ActiveSearch::MazeSolve(MazeSolver::new(Maze::carve(board, seed), start, finish))
            }
            Job::MakePuzzle { spec } => ActiveSearch::Maker(Box::new(PuzzleMaker::new(spec))),
        }
    }
}

/// A running search of any kind.
pub enum ActiveSearch {
    /// A knight's tour search, and its drawn tree on boards small enough to show one.
    Knight(KnightSearch, Option<PathTree>),
    /// An n-queens search and its drawn tree.
    Queens(QueensSearch, PathTree),
    /// A count of knight's tours from some squares, which only runs flat out.
    TourCount(Box<TourQueue>),
    /// An n-queens count, which has no events: it only runs flat out.
    QueensCount {
        /// The counter (boxed: it holds its whole stack).
        counter: Box<BitCounter>,
        /// Whether it has counted everything.
        done: bool,
    },
    /// A maze being carved.
    Carve(Carver),
    /// A maze being solved.
    MazeSolve(MazeSolver),
    /// A puzzle being made, which only runs flat out.
    Maker(Box<PuzzleMaker>),
}

impl ActiveSearch {
    /// One event of a step search (`None` once it has ended; always `None` for a count).
    pub fn step(&mut self) -> Option<Event> {
        match self {
            ActiveSearch::Knight(s, tree) => {
                let event = s.step();
                event.inspect(|&e| tree.iter_mut().for_each(|t| t.apply(e)))
            }
            ActiveSearch::Queens(s, tree) => {
                let event = s.step();
                event.inspect(|&e| tree.apply(e))
            }
            ActiveSearch::Carve(s) => s.step(),
            ActiveSearch::MazeSolve(s) => s.step(),
            ActiveSearch::QueensCount { .. }
            | ActiveSearch::TourCount(_)
            | ActiveSearch::Maker(_) => None,
        }
    }

    /// Runs about `steps` steps without reporting events, at time `now` (milliseconds); true
    /// once the search has ended.
    pub fn advance(&mut self, steps: u32, now: f64) -> bool {
        match self {
            ActiveSearch::TourCount(queue) => queue.run(steps as u64, now),
            ActiveSearch::QueensCount { counter, done } => {
                *done = *done || counter.run(steps as u64);
                *done
            }
            // One run of the deduction solver is the unit of work (well under a slice).
            ActiveSearch::Maker(maker) => maker.work(),
            _ => (0..steps).any(|_| self.step().is_none()),
        }
    }

    /// Totals so far.
    pub fn stats(&self) -> Stats {
        match self {
            ActiveSearch::Knight(s, _) => s.stats(),
            ActiveSearch::Queens(s, _) => s.stats(),
            ActiveSearch::TourCount(queue) => {
                Stats { nodes: queue.nodes(), solutions: queue.tours(), ..Stats::default() }
            }
            ActiveSearch::QueensCount { counter, .. } => Stats {
                nodes: counter.placements(),
                solutions: counter.solutions(),
                ..Stats::default()
            },
            ActiveSearch::Carve(s) => s.stats(),
            ActiveSearch::MazeSolve(s) => s.stats(),
            ActiveSearch::Maker(maker) => Stats {
                nodes: maker.solver_runs(),
                solutions: maker.givens().len() as u64,
                ..Stats::default()
            },
        }
    }

    /// The current path (empty for a count).
    pub fn path(&self) -> &[Square] {
        match self {
            ActiveSearch::Knight(s, _) => s.path(),
            ActiveSearch::Queens(s, _) => s.path(),
            ActiveSearch::Carve(s) => s.path(),
            ActiveSearch::MazeSolve(s) => s.path(),
            ActiveSearch::QueensCount { .. }
            | ActiveSearch::TourCount(_)
            | ActiveSearch::Maker(_) => &[],
        }
    }

    /// The drawn state-space tree, for searches that show one.
    pub fn tree(&self) -> Option<&PathTree> {
        match self {
            ActiveSearch::Queens(_, tree) => Some(tree),
            ActiveSearch::Knight(_, tree) => tree.as_ref(),
            _ => None,
        }
    }

    /// The squares a tour count has finished.
    pub fn square_counts(&self) -> Vec<SquareCount> {
        match self {
            ActiveSearch::TourCount(queue) => queue.results().to_vec(),
            _ => Vec::new(),
        }
    }

    /// The finished puzzle of a puzzle maker.
    pub fn made(&self) -> Option<Box<Made>> {
        match self {
            ActiveSearch::Maker(maker) => maker.made().map(Box::new),
            _ => None,
        }
    }

    /// How it ended, in the problem's own terms, once it has.
    pub fn ending(&self) -> Option<Ending> {
        match self {
            ActiveSearch::TourCount(queue) => queue.is_done().then_some(Ending::ToursCounted),
            ActiveSearch::Knight(s, _) => s.outcome().map(Ending::Knight),
            ActiveSearch::Queens(s, _) => s.outcome().map(Ending::Queens),
            ActiveSearch::QueensCount { counter, done } => done.then(|| {
                let (solutions, distinct) = (counter.solutions(), counter.distinct());
                Ending::Queens(QueensOutcome::Counted { solutions, distinct })
            }),
            ActiveSearch::Carve(s) => s.is_finished().then_some(Ending::MazeCarved),
            ActiveSearch::MazeSolve(s) => s.is_finished().then_some(Ending::MazeSolved),
            ActiveSearch::Maker(maker) => maker.made().map(|_| Ending::PuzzleMade),
        }
    }
}

/// How a finished search ended, in the problem's own terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// A knight's tour search ended.
    Knight(Outcome),
    /// An n-queens search or count ended.
    Queens(QueensOutcome),
    /// A count of knight's tours ended (its results are in the snapshot).
    ToursCounted,
    /// A maze is carved.
    MazeCarved,
    /// A maze's route is found.
    MazeSolved,
    /// A puzzle is made (it is in the snapshot).
    PuzzleMade,
}

/// Page → worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToWorker {
    /// Start a new search (replacing any other); `version` must equal [`PROTOCOL_VERSION`].
    Start { version: u32, job: Job },
    /// Send at most `max_events` further events (animation flow control).
    Pull { max_events: u32 },
    /// Run flat out, reporting [`FromWorker::Progress`] about ten times a second.
    RunFlat,
    /// Stop running flat out and report where the search is.
    Pause,
}

/// Paths cross the worker boundary as bytes, four per square (row and column, little-endian
/// u16s): serde-wasm-bindgen turns bytes into one `Uint8Array`, so a giant board's million
/// squares cross in one copy instead of a million array elements.
mod packed_squares {
    use crate::core::grid::Square;
    use serde::de::{Error, SeqAccess, Visitor};
    use serde::{Deserializer, Serializer};

    pub fn serialize<S: Serializer>(path: &[Square], serializer: S) -> Result<S::Ok, S::Error> {
        let bytes: Vec<u8> = path
            .iter()
            .flat_map(|s| [s.row.to_le_bytes(), s.col.to_le_bytes()])
            .flatten()
            .collect();
        serializer.serialize_bytes(&bytes)
    }

    struct Squares;

    impl Squares {
        fn from_bytes<E: Error>(bytes: &[u8]) -> Result<Vec<Square>, E> {
            if !bytes.len().is_multiple_of(4) {
                return Err(E::custom("a packed path has four bytes per square"));
            }
            let half = |b: &[u8]| u16::from_le_bytes([b[0], b[1]]);
            Ok(bytes.chunks_exact(4).map(|b| Square::new(half(&b[..2]), half(&b[2..]))).collect())
        }
    }

    impl<'de> Visitor<'de> for Squares {
        type Value = Vec<Square>;

        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a packed path (four bytes per square)")
        }

        fn visit_bytes<E: Error>(self, bytes: &[u8]) -> Result<Vec<Square>, E> {
            Squares::from_bytes(bytes)
        }

        fn visit_byte_buf<E: Error>(self, bytes: Vec<u8>) -> Result<Vec<Square>, E> {
            Squares::from_bytes(&bytes)
        }

        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<Square>, A::Error> {
            let mut bytes = Vec::new();
            while let Some(b) = seq.next_element::<u8>()? {
                bytes.push(b);
            }
            Squares::from_bytes(&bytes)
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Vec<Square>, D::Error> {
        deserializer.deserialize_byte_buf(Squares)
    }
}

/// Where a search is: enough to redraw it without its history.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Snapshot {
    /// The current path.
    #[serde(with = "packed_squares")]
    pub path: Vec<Square>,
    /// Totals so far.
    pub stats: Stats,
    /// Milliseconds the worker has spent searching.
    pub busy_ms: f64,
    /// The levels of the drawn state-space tree, for searches that show one.
    pub tree: Option<Vec<Vec<TreeNode>>>,
    /// The squares a tour count has finished.
    pub square_counts: Vec<SquareCount>,
    /// The puzzle a puzzle maker has finished (boxed: it is large and rare).
    pub made: Option<Box<Made>>,
    /// How it ended, if it has.
    pub ending: Option<Ending>,
}

/// Worker → page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FromWorker {
    /// The worker's wasm is loaded and it listens; it speaks protocol `version`.
    Ready { version: u32 },
    /// The events asked for by a `Pull`; `ending` is set when the last one has been sent.
    Events { events: Vec<Event>, ending: Option<Ending> },
    /// Where a flat-out (or just paused) search is.
    Progress(Snapshot),
    /// A flat-out search has ended.
    Done(Snapshot),
    /// Something went wrong; the search is over.
    Failed { message: String },
}
