//! Running the n-queens jobs in the worker.

use super::job::QueensJob;
use crate::core::queens::growth::{TreeSize, TreeSizer};
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
        QueensJob::Growth { ns } => {
            let waiting = ns.into_iter().rev().collect();
            Box::new(Growth { waiting, sizer: None, sized: Vec::new() })
        }
    }
}

/// A step search, watched event by event with its drawn tree.
fn watched(search: QueensSearch) -> Box<dyn Run> {
    Box::new(Watched::new(search, true, |s| s.outcome().map(Ending::Queens)))
}

/// The growth chart's measurements: one board's tree after another, flat out.
struct Growth {
    /// Boards not started yet, the next last.
    waiting: Vec<u16>,
    sizer: Option<TreeSizer>,
    sized: Vec<TreeSize>,
}

impl Run for Growth {
    fn advance(&mut self, steps: u32, _now: f64) -> bool {
        // At most one board finishes per slice: the next starts in the next slice.
        if self.sizer.is_none() {
            self.sizer = self.waiting.pop().map(TreeSizer::new);
        }
        if let Some(sizer) = &mut self.sizer {
            if sizer.run(u64::from(steps)) {
                self.sized.push(sizer.size());
                self.sizer = None;
            }
        }
        self.sizer.is_none() && self.waiting.is_empty()
    }

    fn stats(&self) -> Stats {
        let live = self.sizer.as_ref().map_or(0, TreeSizer::live);
        Stats { nodes: self.sized.iter().map(|s| s.nodes).sum::<u64>() + live, ..Stats::default() }
    }

    fn found(&self) -> Option<Found> {
        Some(Found::Queens(self.sized.clone()))
    }

    fn ending(&self) -> Option<Ending> {
        (self.sizer.is_none() && self.waiting.is_empty())
            .then_some(Ending::Queens(QueensOutcome::Sized))
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
