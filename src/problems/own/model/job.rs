//! What your own search's page asks a worker to do, and how such a run ends.

use crate::core::search::Mode;
use serde::{Deserialize, Serialize};

/// A search of the learner's program.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwnJob {
    /// The program, as the learner wrote it.
    pub source: String,
    /// The first solution, or all of them.
    pub mode: Mode,
}

/// How a search of the learner's program ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OwnEnding {
    /// Its first solution was found (`mode=first`).
    Found,
    /// Its tree was searched to the end.
    Exhausted,
    /// The program went wrong at node `node` (0: before the search began): its error is text
    /// number `text` of the run's texts (`ProgramError::joined`).
    Failed {
        /// The number of the error's text.
        text: u16,
        /// The node the search was at.
        node: u64,
    },
}
