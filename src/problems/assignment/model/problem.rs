//! The job assignment as a problem of the app: its types, and how its jobs run in the worker.

use super::job::AssignmentJob;
use super::text::AssignmentText;
use super::Assignment;
use crate::core::branch::replay::BranchTrail;
use crate::core::branch::stats::BranchEnding;
use crate::core::search::Never;
use crate::model::branch::run::Branched;
use crate::model::i18n::Text;
use crate::model::problem::{Problem, Run};

impl Problem for Assignment {
    const SLUG: &'static str = "assignment";
    const NAME: Text = Text { en: "Job assignment", id: "Penugasan kerja" };
    const DESCRIPTION: Text = Text {
        en: "Watch branch and bound give each person a job at the least total cost: the cost \
             matrix, each node's lower bound term by term, the nodes killed by the best so far, \
             and the numbered tree.",
        id: "Lihat branch and bound memberi setiap orang satu pekerjaan dengan biaya total \
             terkecil: matriks biaya, batas bawah setiap simpul suku demi suku, simpul yang \
             dimatikan oleh yang terbaik sejauh ini, dan pohon bernomor.",
    };
    const PREVIEW: &'static str = "?p=assignment&at=10";
    type Job = AssignmentJob;
    /// Every partial assignment can be completed: no node is infeasible.
    type Replay = BranchTrail<Never>;
    type Ending = BranchEnding;
    /// The best assignment is in the replay.
    type Found = ();
    type Messages = AssignmentText;

    fn stopped_short(ending: &BranchEnding) -> bool {
        *ending == BranchEnding::Capped
    }

    fn start(job: AssignmentJob) -> Box<dyn Run<Assignment>> {
        let search = job.strategy.search(job.tree());
        Branched::new(search, |s| s.ending()).boxed()
    }
}
