//! A run's live figures as the page lists them, each with its plain value for automation
//! (`data-value`): what every search page shows, and the timing figures of a run or a count.

use crate::core::search::{Replay, Stats};
use crate::model::ensemble::Ensemble;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{say, t};
use crate::model::player::Player;
use crate::model::problem::Problem;
use crate::model::status::{format_count, seconds};

/// One figure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Figure {
    /// What it counts.
    pub label: &'static str,
    /// Its `data-testid`.
    pub testid: &'static str,
    /// Its value as a plain number.
    pub value: u64,
    /// How it is shown (defaults to the value with thousands separators).
    pub shown: Option<String>,
}

impl Figure {
    /// A counted figure, shown with thousands separators.
    pub fn count(label: &'static str, testid: &'static str, value: u64) -> Figure {
        Figure { label, testid, value, shown: None }
    }

    /// The figure as the page writes it.
    pub fn text(&self) -> String {
        self.shown.clone().unwrap_or_else(|| format_count(self.value))
    }
}

/// The player's speed and running time: nodes per second and elapsed seconds.
pub fn timing_figures<P: Problem>(player: &Player<P>) -> [Figure; 2] {
    let rate = player.nodes_per_second() as u64;
    let ms = player.elapsed_ms();
    [
        Figure {
            label: t(CommonText::NodesPerSecond),
            testid: "stat-rate",
            value: rate,
            shown: Some(format_count(rate)),
        },
        Figure {
            label: t(CommonText::Elapsed),
            testid: "stat-elapsed",
            value: ms as u64,
            shown: Some(seconds(ms, 1)),
        },
    ]
}

/// A count's progress: nodes, nodes per second and time (the busiest worker's own time).
pub fn count_timing_figures<P: Problem>(counting: &Ensemble<P>) -> [Figure; 3] {
    let (nodes, ms) = (counting.stats().nodes, counting.elapsed_ms());
    let rate = (nodes as f64 * 1000.0 / ms.max(1.0)) as u64;
    [
        Figure::count(t(CommonText::Nodes), "count-nodes", nodes),
        Figure::count(t(CommonText::NodesPerSecond), "count-rate", rate),
        Figure {
            label: t(CommonText::Time),
            testid: "count-elapsed",
            value: ms as u64,
            shown: Some(seconds(ms, 2)),
        },
    ]
}

/// How many of a count's workers are done, as "3 of 4" (`count-workers`).
pub fn workers_figure<P: Problem>(counting: &Ensemble<P>) -> Figure {
    let (done, all) = (counting.finished_parts(), counting.len());
    Figure {
        label: t(CommonText::WorkersDone),
        testid: "count-workers",
        value: done as u64,
        shown: Some(say(CommonText::WorkersOf, &[("done", &done), ("all", &all)])),
    }
}

/// A count's figures when it counts solutions only: how many (`count-total`: the workers' own
/// total, `counted`, once every share has ended, else the solutions seen so far) and how many
/// workers are done.
pub fn solutions_counted<P: Problem>(counted: Option<u64>, counting: &Ensemble<P>) -> Vec<Figure> {
    let solutions = counted.unwrap_or(counting.stats().solutions);
    vec![
        Figure::count(t(CommonText::Solutions), "count-total", solutions),
        workers_figure(counting),
    ]
}

/// A depth-first search's figures: nodes, dead nodes (called `dead`), backtracks and solutions.
pub fn search_figures(stats: Stats, dead: &'static str) -> Vec<Figure> {
    vec![
        Figure::count(t(CommonText::Nodes), "stat-nodes", stats.nodes),
        Figure::count(dead, "stat-dead", stats.rejected),
        Figure::count(t(CommonText::Backtracks), "stat-backtracks", stats.backtracks),
        Figure::count(t(CommonText::Solutions), "stat-solutions", stats.solutions),
    ]
}

/// A side's figures in a comparison: nodes, backtracks and solutions.
pub fn side_figures<P: Problem>(player: &Player<P>) -> Vec<Figure> {
    let stats = player.trail().stats();
    vec![
        Figure::count(t(CommonText::Nodes), "stat-nodes", stats.nodes),
        Figure::count(t(CommonText::Backtracks), "stat-backtracks", stats.backtracks),
        Figure::count(t(CommonText::Solutions), "stat-solutions", stats.solutions),
    ]
}
