//! The list of problems: every type that crosses between page and worker has one entry per
//! problem here, wrapping that problem's own type. Adding a problem adds one variant to each
//! enum below (and one arm to [`crate::model::runner::start`]); nothing else shared changes.

use crate::core::knight::count::SquareCount;
use crate::core::knight::Rejection;
use crate::core::maze::deduce::hint::Deduction;
use crate::core::maze::generate::Made;
use crate::core::maze::verdict::PuzzleVerdict;
use crate::core::queens::growth::TreeSize;
use crate::core::queens::{Conflict, QueensOutcome};
use crate::core::search;
use crate::model::knight::job::{KnightEnding, KnightJob};
use crate::model::maze::job::{MazeEnding, MazeJob};
use crate::model::queens::job::QueensJob;
use serde::{Deserialize, Serialize};
use std::convert::Infallible;

/// The problems the app offers, one page each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The knight's tour.
    Knight,
    /// N-queens.
    Queens,
    /// The math maze.
    Maze,
}

impl Problem {
    /// Every problem, in the order the navigation lists them.
    pub const ALL: [Problem; 3] = [Problem::Knight, Problem::Queens, Problem::Maze];

    /// The name used in the URL (`p=`).
    pub fn slug(self) -> &'static str {
        match self {
            Problem::Knight => "knight",
            Problem::Queens => "queens",
            Problem::Maze => "maze",
        }
    }

    /// The problem a URL names, if any.
    pub fn from_slug(slug: &str) -> Option<Problem> {
        Problem::ALL.into_iter().find(|p| p.slug() == slug)
    }
}

/// A search the worker can run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Job {
    /// A knight's tour search or count.
    Knight(KnightJob),
    /// An n-queens search or count.
    Queens(QueensJob),
    /// Carving, solving or making a math maze.
    Maze(MazeJob),
}

impl Job {
    /// A job with nothing to do (an empty count): what a worker started ahead of time holds
    /// until it is given real work.
    pub fn nothing() -> Job {
        Job::Queens(QueensJob::Count { n: 1, subtrees: Vec::new() })
    }
}

/// How a finished search ended, in its problem's own terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// A knight's tour search or count ended.
    Knight(KnightEnding),
    /// An n-queens search or count ended.
    Queens(QueensOutcome),
    /// A maze is carved or solved, or a puzzle made.
    Maze(MazeEnding),
}

/// Why a bounding function killed a candidate, in its problem's own terms (the maze's searches
/// never reject one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reason {
    /// The knight's rejection.
    Knight(Rejection),
    /// The queen that attacks the candidate.
    Queens(Conflict),
}

impl From<Rejection> for Reason {
    fn from(why: Rejection) -> Reason {
        Reason::Knight(why)
    }
}

impl From<Conflict> for Reason {
    fn from(why: Conflict) -> Reason {
        Reason::Queens(why)
    }
}

impl From<Infallible> for Reason {
    fn from(never: Infallible) -> Reason {
        match never {}
    }
}

/// An event of any problem's search, as it crosses to the page.
pub type Event = search::Event<Reason>;

/// The state the page rebuilds from any problem's events.
pub type Trail = search::Trail<Reason>;

/// What a run has found beyond its path and totals, in its problem's own terms.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Found {
    /// The squares a tour count has finished so far.
    Knight(Vec<SquareCount>),
    /// An n-queens backtracking tree, measured (for the growth chart).
    Queens(TreeSize),
    /// The puzzle a puzzle maker has made (boxed: it is large and rare).
    Maze(Box<Made>),
    /// A maze hint's deduction (none once every cell is decided and the path finished).
    MazeHint(Option<Deduction>),
    /// The verdict on a typed-in maze puzzle.
    MazeVerdict(PuzzleVerdict),
}
