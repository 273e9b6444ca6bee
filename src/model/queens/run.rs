//! Running the n-queens jobs in the worker.

use super::job::QueensJob;
use crate::core::queens::growth::TreeSizer;
use crate::core::queens::{BitCounter, QueensOutcome, QueensSearch};
use crate::core::search::Stats;
use crate::model::problems::{Ending, Found};
use crate::model::run::{Run, Watched};

/// The run of an n-queens job.
pub fn start(job: QueensJob) -> Box<dyn Run> {
    match job {
        QueensJob::Search { n, mode } => watched(QueensSearch::new(n, mode)),
        QueensJob::BruteForce { n, mode } => watched(QueensSearch::brute_force(n, mode)),
        QueensJob::Count { n, subtrees } => {
            Box::new(Count { counter: BitCounter::new(n, subtrees), done: false })
        }
        QueensJob::Growth { n } => Box::new(Growth { sizer: TreeSizer::new(n), done: false }),
    }
}

/// A step search, watched event by event with its drawn tree.
fn watched(search: QueensSearch) -> Box<dyn Run> {
    Box::new(Watched::new(search, true, |s| s.outcome().map(Ending::Queens)))
}

/// A growth-chart measurement: one board's tree, flat out.
struct Growth {
    sizer: TreeSizer,
    done: bool,
}

impl Run for Growth {
    fn advance(&mut self, steps: u32, _now: f64) -> bool {
        self.done = self.done || self.sizer.run(u64::from(steps));
        self.done
    }

    fn stats(&self) -> Stats {
        Stats { nodes: self.sizer.live(), ..Stats::default() }
    }

    fn found(&self) -> Option<Found> {
        self.done.then(|| Found::Queens(self.sizer.size()))
    }

    fn ending(&self) -> Option<Ending> {
        self.done.then_some(Ending::Queens(QueensOutcome::Sized))
    }
}

/// A count, which has no events: it only runs flat out.
struct Count {
    counter: BitCounter,
    done: bool,
}

impl Run for Count {
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

    fn ending(&self) -> Option<Ending> {
        let (solutions, distinct) = (self.counter.solutions(), self.counter.distinct());
        self.done.then_some(Ending::Queens(QueensOutcome::Counted { solutions, distinct }))
    }
}

/// Once every part of a count has finished: the solutions and the distinct ones (`None` while
/// a part still counts, or if a part was no count).
pub fn count_total(endings: Option<Vec<Ending>>) -> Option<(u64, u64)> {
    endings?.into_iter().try_fold((0, 0), |(total, distinct), ending| match ending {
        Ending::Queens(QueensOutcome::Counted { solutions, distinct: d }) => {
            Some((total + solutions, distinct + d))
        }
        _ => None,
    })
}
