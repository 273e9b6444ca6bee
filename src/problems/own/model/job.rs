//! What your own search's page asks a worker to do, and how such a run ends.

use super::settings::{Against, OwnSettings};
use super::text::OwnText;
use super::Own;
use crate::core::search::Mode;
use crate::core::slug::Slugged;
use crate::model::i18n::t;
use crate::model::page::{Jobs, Side};
use crate::problems::own::core::Method;
use serde::{Deserialize, Serialize};

/// A search of the learner's program.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwnJob {
    /// The program, as the learner wrote it.
    pub source: String,
    /// The first solution, or all of them.
    pub mode: Mode,
    /// With the program's bounding function `promising` (else every node is live).
    pub bounded: bool,
    /// By least cost (else by backtracking).
    pub least_cost: bool,
}

/// How a search of the learner's program ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OwnEnding {
    /// Its first solution was found (`mode=first`).
    Found,
    /// Its tree was searched to the end.
    Exhausted,
    /// Its least-cost search stopped at its node limit.
    Capped,
    /// The program went wrong at node `node` (0: before the search began): its error is text
    /// number `text` of the run's texts (`ProgramError::joined`).
    Failed {
        /// The number of the error's text.
        text: u16,
        /// The node the search was at.
        node: u64,
    },
}

/// The other program's side of a comparison of two programs (`data-algo`).
pub const OTHER: &str = "other";

impl Jobs for Own {
    /// The page has no count.
    type Count = ();

    fn job(settings: &OwnSettings) -> OwnJob {
        OwnJob {
            source: settings.source.clone(),
            mode: settings.mode,
            bounded: true,
            least_cost: settings.method == Method::LeastCost,
        }
    }

    /// The search with the learner's bounding function beside the same search without it, or
    /// the learner's program beside the other program.
    fn compared(settings: &OwnSettings) -> Vec<(OwnJob, Side)> {
        if !settings.compare {
            return Vec::new();
        }
        if let Some(other) = &settings.other {
            let other = OwnJob { source: other.clone(), ..Self::job(settings) };
            return vec![
                (
                    Self::job(settings),
                    Side { slug: Against::Program.slug(), name: t(OwnText::YourProgram) },
                ),
                (other, Side { slug: OTHER, name: t(OwnText::OtherProgram) }),
            ];
        }
        let without = OwnJob { bounded: false, ..Self::job(settings) };
        vec![
            (Self::job(settings), Side { slug: "bounded", name: t(OwnText::WithBounding) }),
            (without, Side { slug: Against::NoBounding.slug(), name: t(OwnText::WithoutBounding) }),
        ]
    }

    fn nothing_to_search(settings: &OwnSettings) -> Option<String> {
        settings.source.trim().is_empty().then(|| t(OwnText::NothingToSearch).to_string())
    }
}
