//! What the 15-puzzle page asks a worker to do, and how its runs end; the sides of a
//! comparison.

use super::settings::{Compare, FifteenSettings};
use super::text::FifteenText;
use super::Fifteen;
use crate::core::branch::Selection;
use crate::model::branch::text::BranchText;
use crate::model::i18n::t;
use crate::model::page::{Jobs, Side};
use crate::problems::fifteen::core::{Estimate, Position};
use serde::{Deserialize, Serialize};

/// A 15-puzzle job.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FifteenJob {
    /// Branch and bound from `start`, with ĝ by `estimate`, picking E-nodes by `selection`
    /// (least cost, or FIFO to compare with).
    Search {
        /// The start position.
        start: Position,
        /// How ĝ(i) is estimated.
        estimate: Estimate,
        /// How the E-node is picked.
        selection: Selection,
    },
    /// A start from which the goal cannot be reached: no search runs.
    Unreachable,
}

/// How a 15-puzzle run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FifteenEnding {
    /// The goal was generated.
    Reached,
    /// No live node was left (never, from a reachable start, with enough memory).
    Exhausted,
    /// The search stopped at the page's node limit.
    Capped,
    /// The goal cannot be reached from the start: no search ran.
    Unreachable,
}

/// The sides of a comparison, by what the settings compare.
pub fn sides(compare: Compare) -> Vec<(Side, Estimate, Selection)> {
    let side = |slug, name| Side { slug, name };
    match compare {
        Compare::Nothing => Vec::new(),
        Compare::Fifo => vec![
            (side("lc", t(BranchText::SideLc)), Estimate::Misplaced, Selection::LeastCost),
            (side("fifo", t(FifteenText::SideFifo)), Estimate::Misplaced, Selection::Fifo),
        ],
        Compare::Estimates => vec![
            (
                side("misplaced", t(FifteenText::SideMisplaced)),
                Estimate::Misplaced,
                Selection::LeastCost,
            ),
            (
                side("manhattan", t(FifteenText::SideManhattan)),
                Estimate::Manhattan,
                Selection::LeastCost,
            ),
        ],
    }
}

/// The search from the settings' start with `estimate` and `selection` (none from a start the
/// goal cannot be reached from).
fn search_from(settings: &FifteenSettings, estimate: Estimate, selection: Selection) -> FifteenJob {
    if !settings.reachability().is_reachable() {
        return FifteenJob::Unreachable;
    }
    FifteenJob::Search { start: settings.start, estimate, selection }
}

impl Jobs for Fifteen {
    /// The puzzle has no count.
    type Count = ();

    /// Least cost with the settings' ĝ (none from a start the goal cannot be reached from).
    fn job(settings: &FifteenSettings) -> FifteenJob {
        search_from(settings, settings.estimate, Selection::LeastCost)
    }

    /// Least cost beside FIFO with the settings' ĝ, or least cost with each ĝ.
    fn compared(settings: &FifteenSettings) -> Vec<(FifteenJob, Side)> {
        let fifo_estimate = settings.estimate;
        sides(settings.compare)
            .into_iter()
            .map(|(side, estimate, selection)| {
                let estimate =
                    if settings.compare == Compare::Fifo { fifo_estimate } else { estimate };
                (search_from(settings, estimate, selection), side)
            })
            .collect()
    }
}
