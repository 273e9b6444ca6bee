//! What the knight's page asks a worker to do, and how it ends.

use crate::core::grid::{Board, Square};
use crate::problems::knight::core::{Algorithm, Outcome};
use serde::{Deserialize, Serialize};

/// The largest knight's board (in squares) whose state-space tree is drawn.
pub const TREE_MAX_SQUARES: usize = 36;

/// A knight's job.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum KnightJob {
    /// A knight's tour search.
    Tour {
        /// The board.
        board: Board,
        /// Where the knight starts.
        start: Square,
        /// How it searches.
        algorithm: Algorithm,
        /// Whether only closed tours count.
        closed: bool,
    },
    /// Count every knight's tour from each of some squares.
    Count {
        /// The board (at most 64 squares).
        board: Board,
        /// The start squares this worker counts.
        squares: Vec<Square>,
        /// Whether only closed tours count.
        closed: bool,
    },
}

/// How a knight's job ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum KnightEnding {
    /// A tour search ended so.
    Searched(Outcome),
    /// A count ended (its results are what the run found).
    Counted,
}
