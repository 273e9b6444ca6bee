//! The 0/1 knapsack as a problem of the app: its types, and how its jobs run in the worker.

use super::job::KnapsackJob;
use super::text::KnapsackText;
use super::Knapsack;
use crate::core::branch::replay::BranchTrail;
use crate::core::branch::stats::BranchEnding;
use crate::model::branch::run::Branched;
use crate::model::i18n::Text;
use crate::model::problem::{Problem, Run};
use crate::problems::knapsack::core::OverCapacity;

impl Problem for Knapsack {
    const SLUG: &'static str = "knapsack";
    const NAME: Text = Text { en: "0/1 knapsack", id: "Knapsack 0/1" };
    const DESCRIPTION: Text = Text {
        en: "Watch branch and bound fill a knapsack: the items by value per weight, each node's \
             upper bound, the nodes over the capacity or killed by the best so far, and the \
             numbered tree.",
        id: "Lihat branch and bound mengisi knapsack: barang menurut nilai per bobot, batas atas \
             setiap simpul, simpul yang melebihi kapasitas atau dimatikan oleh yang terbaik \
             sejauh ini, dan pohon bernomor.",
    };
    const PREVIEW: &'static str = "?p=knapsack&at=9";
    type Job = KnapsackJob;
    /// A node dies at once when what it takes weighs more than the capacity.
    type Replay = BranchTrail<OverCapacity>;
    type Ending = BranchEnding;
    /// The best solution's items are in the replay.
    type Found = ();
    type Messages = KnapsackText;

    fn stopped_short(ending: &BranchEnding) -> bool {
        *ending == BranchEnding::Capped
    }

    fn start(job: KnapsackJob) -> Box<dyn Run<Knapsack>> {
        let search = job.strategy.search(job.tree());
        Branched::new(search, |s| s.ending()).boxed()
    }
}
