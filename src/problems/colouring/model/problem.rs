//! Graph colouring as a problem of the app: its names, its types, and how its jobs run in the
//! worker.

use super::job::ColouringJob;
use super::text::ColouringText;
use super::Colouring;
use crate::core::search::Stats;
use crate::core::search::Trail;
use crate::model::i18n::Text;
use crate::model::problem::{Problem, Run};
use crate::model::run::{Counting, Watched};
use crate::problems::colouring::core::{
    Chromatic, Clash, ColouringOutcome, ColouringSearch, Counter,
};

impl Problem for Colouring {
    const SLUG: &'static str = "colouring";
    const NAME: Text = Text { en: "Graph colouring", id: "Pewarnaan graf" };
    const DESCRIPTION: Text = Text {
        en: "Watch backtracking colour a graph's vertices with m colours, neighbours never alike: \
             the numbered m-ary tree, the neighbour that kills each dead node, and the chromatic \
             number.",
        id: "Lihat runut-balik mewarnai simpul-simpul graf dengan m warna tanpa dua tetangga \
             berwarna sama: pohon m-ary bernomor, tetangga yang mematikan setiap simpul mati, dan \
             bilangan kromatik.",
    };
    const PREVIEW: &'static str = "?p=colouring&graph=petersen&m=3&at=24";
    type Job = ColouringJob;
    /// The earlier neighbour of the same colour (or, for the brute force, the broken edge).
    type Replay = Trail<Clash>;
    type Ending = ColouringOutcome;
    /// The first colourings found, each the colours of vertices 1..n.
    type Found = Vec<Vec<u8>>;
    type Messages = ColouringText;

    fn start(job: ColouringJob) -> Box<dyn Run<Colouring>> {
        let watched =
            |search| Watched::new(search, true, ColouringSearch::outcome).reporting(found).boxed();
        match job {
            ColouringJob::Search { graph, m, mode } => {
                watched(ColouringSearch::new(graph, m, mode))
            }
            ColouringJob::BruteForce { graph, m, mode } => {
                watched(ColouringSearch::brute_force(graph, m, mode))
            }
            ColouringJob::Count { graph, m, part, parts } => {
                let counter = Counter::new(&graph, m, false, part.into(), parts.into());
                Box::new(Counting::new(counter, ColouringOutcome::Counted))
            }
            ColouringJob::Chromatic { graph } => Box::new(FindChromatic(Chromatic::new(graph))),
        }
    }
}

/// The colourings a search has found, for its snapshots.
fn found(search: &ColouringSearch) -> Option<Vec<Vec<u8>>> {
    Some(search.solutions().to_vec())
}

/// The chromatic number's search, which has no events either.
struct FindChromatic(Chromatic);

impl Run<Colouring> for FindChromatic {
    fn advance(&mut self, steps: u32, _now: f64) -> bool {
        self.0.run(u64::from(steps))
    }

    fn stats(&self) -> Stats {
        Stats { nodes: self.0.nodes(), ..Stats::default() }
    }

    fn ending(&self) -> Option<ColouringOutcome> {
        self.0.outcome()
    }
}

/// Once every share of a count has finished: the proper colourings (`None` while a share still
/// counts, or if a share was no count).
pub fn count_total(endings: Option<Vec<ColouringOutcome>>) -> Option<u64> {
    endings?.into_iter().try_fold(0, |total, ending| match ending {
        ColouringOutcome::Counted(solutions) => Some(total + solutions),
        _ => None,
    })
}

/// Once the chromatic number's job has finished: the number and each m's tree size up to it.
pub fn chromatic(endings: Option<Vec<ColouringOutcome>>) -> Option<(u8, Vec<u64>)> {
    match endings?.first()? {
        ColouringOutcome::Chromatic { value, nodes } => {
            Some((*value, nodes[..*value as usize].to_vec()))
        }
        _ => None,
    }
}
