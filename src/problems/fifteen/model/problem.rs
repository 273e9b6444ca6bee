//! The 15-puzzle as a problem of the app: its types, and how its jobs run in the worker.

use super::job::{FifteenEnding, FifteenJob};
use super::text::FifteenText;
use super::Fifteen;
use crate::core::branch::engine::{BranchSearch, Engine};
use crate::core::branch::replay::BranchTrail;
use crate::core::branch::stats::BranchEnding;
use crate::core::branch::Selection;
use crate::core::search::{Never, Stats};
use crate::model::branch::run::{Branched, MAX_NODES};
use crate::model::i18n::Text;
use crate::model::problem::{Problem, Run};
use crate::problems::fifteen::core::{FifteenLc, FifteenTree, DEFAULT_MAX_NODES};

impl Problem for Fifteen {
    const SLUG: &'static str = "fifteen";
    const NAME: Text = Text { en: "15-puzzle", id: "Teka-teki 15" };
    const DESCRIPTION: Text = Text {
        en: "Watch least-cost branch and bound solve the 15-puzzle: the reachability test with \
             KURANG(i), each node's cost c(i) = f(i) + ĝ(i), the live nodes and the numbered tree.",
        id: "Lihat branch and bound biaya terkecil menyelesaikan teka-teki 15: uji keterjangkauan \
             dengan KURANG(i), biaya setiap simpul c(i) = f(i) + ĝ(i), simpul hidup, dan pohon \
             bernomor.",
    };
    const PREVIEW: &'static str = "?p=fifteen&at=10";
    type Job = FifteenJob;
    /// No node of the puzzle's tree is ever infeasible.
    type Replay = BranchTrail<Never>;
    type Ending = FifteenEnding;
    /// The answer's path is in the replay.
    type Found = ();
    type Messages = FifteenText;

    fn start(job: FifteenJob) -> Box<dyn Run<Fifteen>> {
        match job {
            // The puzzle's own loop, held to the generic engine's events by the tests, searches
            // least cost first and FIFO some ten times faster, and its smaller nodes let it go
            // three times as far in the same memory; depth first is the engine's.
            FifteenJob::Search { start, estimate, selection: Selection::LeastCost } => {
                served(FifteenLc::new(&start, estimate, DEFAULT_MAX_NODES))
            }
            FifteenJob::Search { start, estimate, selection: Selection::Fifo } => {
                served(FifteenLc::fifo(&start, estimate, DEFAULT_MAX_NODES))
            }
            FifteenJob::Search { start, estimate, selection } => {
                let tree = FifteenTree::new(&start, estimate);
                served(BranchSearch::new(tree, selection, true, MAX_NODES))
            }
            FifteenJob::Unreachable => Box::new(Refused),
        }
    }

    fn stopped_short(ending: &FifteenEnding) -> bool {
        *ending == FifteenEnding::Capped
    }
}

/// The worker's run of `search`, whichever engine searches.
fn served<E: Engine<Infeasible = Never> + 'static>(search: E) -> Box<dyn Run<Fifteen>> {
    Branched::new(search, |s| s.ending().map(ending)).boxed()
}

/// How the engine's ending reads on this page.
fn ending(ending: BranchEnding) -> FifteenEnding {
    match ending {
        BranchEnding::Reached => FifteenEnding::Reached,
        BranchEnding::Exhausted => FifteenEnding::Exhausted,
        BranchEnding::Capped => FifteenEnding::Capped,
    }
}

/// The run of a start from which the goal cannot be reached: it ends at once, with no event.
struct Refused;

impl Run<Fifteen> for Refused {
    fn advance(&mut self, _steps: u32, _now: f64) -> bool {
        true
    }

    fn stats(&self) -> Stats {
        Stats::default()
    }

    fn ending(&self) -> Option<FifteenEnding> {
        Some(FifteenEnding::Unreachable)
    }
}
