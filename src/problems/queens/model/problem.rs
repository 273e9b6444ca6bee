//! N-queens as a problem of the app: its names, its types, and how its jobs run in the worker.

use super::job::QueensJob;
use super::Queens;
use crate::core::search::Stats;
use crate::core::search::Trail;
use crate::model::i18n::Text;
use crate::model::problem::{Problem, Run};
use crate::model::run::Watched;
use crate::problems::queens::core::growth::{TreeSize, TreeSizer};
use crate::problems::queens::core::{BitCounter, Conflict, QueensOutcome, QueensSearch};
use crate::problems::queens::model::text::QueensText;

impl Problem for Queens {
    const SLUG: &'static str = "queens";
    const NAME: Text = Text { en: "N-queens", id: "N-ratu" };
    const DESCRIPTION: Text = Text {
        en: "Watch backtracking think: n queens placed row by row, the reason for every \
             rejection, the numbered state-space tree, and every solution counted.",
        id: "Lihat runut-balik berpikir: n ratu ditempatkan baris demi baris, alasan setiap \
             penolakan, pohon ruang status bernomor, dan setiap solusi dihitung.",
    };
    const PREVIEW: &'static str = "?p=queens&n=6&at=60";
    type Job = QueensJob;
    /// The queen that attacks the candidate.
    type Replay = Trail<Conflict>;
    type Ending = QueensOutcome;
    /// A backtracking tree, measured (for the growth chart).
    type Found = TreeSize;
    type Messages = QueensText;

    fn start(job: QueensJob) -> Box<dyn Run<Queens>> {
        let watched = |search| Watched::new(search, true, QueensSearch::outcome).boxed();
        match job {
            QueensJob::Search { n, mode } => watched(QueensSearch::new(n, mode)),
            QueensJob::BruteForce { n, mode } => watched(QueensSearch::brute_force(n, mode)),
            QueensJob::Count { n, subtrees } => {
                Box::new(Count { counter: BitCounter::new(n, subtrees), done: false })
            }
            QueensJob::Growth { n } => Box::new(Growth { sizer: TreeSizer::new(n), done: false }),
        }
    }
}

/// A growth-chart measurement: one board's tree, flat out.
struct Growth {
    sizer: TreeSizer,
    done: bool,
}

impl Run<Queens> for Growth {
    fn advance(&mut self, steps: u32, _now: f64) -> bool {
        self.done = self.done || self.sizer.run(u64::from(steps));
        self.done
    }

    fn stats(&self) -> Stats {
        Stats { nodes: self.sizer.live(), ..Stats::default() }
    }

    fn found(&self) -> Option<TreeSize> {
        self.done.then(|| self.sizer.size())
    }

    fn ending(&self) -> Option<QueensOutcome> {
        self.done.then_some(QueensOutcome::Sized)
    }
}

/// A count, which has no events: it only runs flat out.
struct Count {
    counter: BitCounter,
    done: bool,
}

impl Run<Queens> for Count {
    fn advance(&mut self, steps: u32, _now: f64) -> bool {
        self.done = self.done || self.counter.run(steps as u64);
        self.done
    }

    fn stats(&self) -> Stats {
        Stats {
            nodes: self.counter.placements(),
            solutions: self.counter.solutions(),
            ..Stats::default()
        }
    }

    fn ending(&self) -> Option<QueensOutcome> {
        let (solutions, distinct) = (self.counter.solutions(), self.counter.distinct());
        self.done.then_some(QueensOutcome::Counted { solutions, distinct })
    }
}

/// Once every part of a count has finished: the solutions and the distinct ones (`None` while
/// a part still counts, or if a part was no count).
pub fn count_total(endings: Option<Vec<QueensOutcome>>) -> Option<(u64, u64)> {
    endings?.into_iter().try_fold((0, 0), |(total, distinct), ending| match ending {
        QueensOutcome::Counted { solutions, distinct: d } => {
            Some((total + solutions, distinct + d))
        }
        _ => None,
    })
}
