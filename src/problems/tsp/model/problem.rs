//! The travelling salesman as a problem of the app: its types, and how its jobs run in the
//! worker.

use super::job::TspJob;
use super::text::TspText;
use super::Tsp;
use crate::core::branch::engine::BranchSearch;
use crate::core::branch::replay::BranchTrail;
use crate::core::branch::stats::BranchEnding;
use crate::model::branch::run::{Branched, MAX_NODES};
use crate::model::i18n::Text;
use crate::model::problem::{Problem, Run};
use crate::problems::tsp::core::{Bound, Graph, NoTour, TspTree};

impl Problem for Tsp {
    const SLUG: &'static str = "tsp";
    const NAME: Text = Text { en: "Travelling salesman", id: "Pedagang keliling" };
    const DESCRIPTION: Text = Text {
        en: "Watch least-cost branch and bound find the shortest tour of up to 12 cities: the \
             reduced cost matrix, each node's bound, the best tour so far and every node it kills.",
        id: "Lihat branch and bound biaya terkecil mencari tur terpendek hingga 12 kota: matriks \
             biaya tereduksi, batas setiap simpul, tur terbaik sejauh ini, dan setiap simpul yang \
             dimatikannya.",
    };
    const PREVIEW: &'static str = "?p=tsp&at=10";
    type Job = TspJob;
    type Replay = BranchTrail<NoTour>;
    type Ending = BranchEnding;
    /// The best tour is in the replay.
    type Found = ();
    type Messages = TspText;

    fn stopped_short(ending: &BranchEnding) -> bool {
        *ending == BranchEnding::Capped
    }

    fn start(job: TspJob) -> Box<dyn Run<Tsp>> {
        // The page sends only roads it has read and a bound that fits them; anything else falls
        // back to the textbook's graph and the reduced matrix, which always fit.
        let graph = Graph::parse(&job.roads).unwrap_or_else(|_| Graph::textbook());
        let tree = TspTree::new(graph.clone(), job.bound)
            .or_else(|_| TspTree::new(graph, Bound::Reduced))
            .expect("the reduced matrix fits every graph");
        let search = BranchSearch::new(tree, job.selection, job.bounded, MAX_NODES);
        Branched::new(search, BranchSearch::ending).boxed()
    }
}
