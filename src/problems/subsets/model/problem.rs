//! Sum of subsets as a problem of the app: its names, its types, and how its jobs run in the
//! worker.

use super::job::SubsetsJob;
use super::text::SubsetsText;
use super::Subsets;
use crate::core::grid::Square;
use crate::core::search::Trail;
use crate::model::i18n::Text;
use crate::model::problem::{Problem, Run};
use crate::model::run::{Counting, Watched};
use crate::problems::subsets::core::{Bound, HalfCounter, SubsetsOutcome, SubsetsSearch};

impl Problem for Subsets {
    const SLUG: &'static str = "subsets";
    const NAME: Text = Text { en: "Sum of subsets", id: "Jumlah himpunan bagian" };
    const DESCRIPTION: Text = Text {
        en: "Watch backtracking choose a subset of weights that sums to m: take or leave each \
             weight, the promising test with its numbers, and the numbered binary tree.",
        id: "Lihat runut-balik memilih himpunan bagian bobot yang jumlahnya m: ambil atau \
             tinggalkan setiap bobot, uji menjanjikan beserta angkanya, dan pohon biner bernomor.",
    };
    const PREVIEW: &'static str = "?p=subsets&w=5,10,12,13,15,18&m=30&mode=all&at=40";
    type Job = SubsetsJob;
    /// The half of the promising test that fails, with its numbers.
    type Replay = Trail<Bound>;
    type Ending = SubsetsOutcome;
    /// The first solutions found, each its path of decisions.
    type Found = Vec<Vec<Square>>;
    type Messages = SubsetsText;

    fn start(job: SubsetsJob) -> Box<dyn Run<Subsets>> {
        let watched =
            |search| Watched::new(search, true, SubsetsSearch::outcome).reporting(found).boxed();
        match job {
            SubsetsJob::Search { instance, mode } => watched(SubsetsSearch::new(instance, mode)),
            SubsetsJob::BruteForce { instance, mode } => {
                watched(SubsetsSearch::brute_force(instance, mode))
            }
            SubsetsJob::Count { instance, part, parts } => {
                let counter = HalfCounter::new(&instance, part.into(), parts.into());
                Box::new(Counting::new(counter, SubsetsOutcome::Counted))
            }
        }
    }
}

/// The solutions a search has found, for its snapshots.
fn found(search: &SubsetsSearch) -> Option<Vec<Vec<Square>>> {
    Some(search.solution_paths().to_vec())
}

/// Once every share of a count has finished: the subsets that sum to m (`None` while a share
/// still counts, or if a share was no count).
pub fn count_total(endings: Option<Vec<SubsetsOutcome>>) -> Option<u64> {
    endings?.into_iter().try_fold(0, |total, ending| match ending {
        SubsetsOutcome::Counted(solutions) => Some(total + solutions),
        SubsetsOutcome::Solutions(_) => None,
    })
}
