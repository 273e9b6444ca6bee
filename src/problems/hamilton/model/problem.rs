//! Hamiltonian circuits as a problem of the app: its names, its types, and how its jobs run in
//! the worker.

use super::job::HamiltonJob;
use super::text::HamiltonText;
use super::Hamilton;
use crate::core::search::Trail;
use crate::model::i18n::Text;
use crate::model::problem::{Problem, Run};
use crate::model::run::{Counting, Watched};
use crate::problems::hamilton::core::{Counter, HamiltonOutcome, HamiltonSearch, Missing};

impl Problem for Hamilton {
    const SLUG: &'static str = "hamilton";
    const NAME: Text = Text { en: "Hamiltonian circuits", id: "Sirkuit Hamilton" };
    const DESCRIPTION: Text = Text {
        en: "Watch backtracking look for a circuit through every vertex of a graph, from vertex \
             1: the neighbours tried in order, the visited vertex or the missing way back that \
             kills a node, and the numbered tree.",
        id: "Lihat runut-balik mencari sirkuit yang melewati setiap simpul graf, mulai dari \
             simpul 1: tetangga dicoba berurutan, simpul yang sudah dikunjungi atau jalan pulang \
             yang tidak ada mematikan simpul, dan pohon bernomor.",
    };
    const PREVIEW: &'static str = "?p=hamilton&graph=dodecahedron&at=40";
    type Job = HamiltonJob;
    /// The vertex already visited, the missing way back, or (the brute force) the missing edge.
    type Replay = Trail<Missing>;
    type Ending = HamiltonOutcome;
    /// The first circuits found, each its vertices from vertex 1.
    type Found = Vec<Vec<u8>>;
    type Messages = HamiltonText;

    fn start(job: HamiltonJob) -> Box<dyn Run<Hamilton>> {
        let watched =
            |search| Watched::new(search, true, HamiltonSearch::outcome).reporting(found).boxed();
        match job {
            HamiltonJob::Search { graph, mode } => watched(HamiltonSearch::new(graph, mode)),
            HamiltonJob::BruteForce { graph, mode } => {
                watched(HamiltonSearch::brute_force(graph, mode))
            }
            HamiltonJob::Count { graph, part, parts } => {
                let counter = Counter::new(&graph, part.into(), parts.into());
                Box::new(Counting::new(counter, HamiltonOutcome::Counted))
            }
        }
    }
}

/// The circuits a search has found, for its snapshots.
fn found(search: &HamiltonSearch) -> Option<Vec<Vec<u8>>> {
    Some(search.solutions().to_vec())
}

/// Once every share of a count has finished: the circuits, each direction counted (`None` while
/// a share still counts, or if a share was no count).
pub fn count_total(endings: Option<Vec<HamiltonOutcome>>) -> Option<u64> {
    endings?.into_iter().try_fold(0, |total, ending| match ending {
        HamiltonOutcome::Counted(solutions) => Some(total + solutions),
        HamiltonOutcome::Solutions(_) => None,
    })
}
