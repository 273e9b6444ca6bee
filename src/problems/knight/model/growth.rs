//! The knight's growth chart: how the search grows with the board. On square boards n × n it
//! measures the nodes plain backtracking and Warnsdorff + backtracking generate before their
//! first tour from the corner, and the tours from the corner, counted. Each measurement is an
//! ordinary job, run one after another in one worker.

use crate::core::grid::{Board, Square};
use crate::model::driver::RunState;
use crate::model::player::Player;
use crate::problems::knight::core::Algorithm;
use crate::problems::knight::model::job::KnightJob;
use crate::problems::knight::model::problem::tour_counts;
use crate::problems::knight::Knight;

/// The smallest board side measured (no board below 5 × 5 has a tour).
pub const FIRST_SIDE: u16 = 5;
/// The largest board side measured.
pub const LAST_SIDE: u16 = 8;
/// The largest side whose tours from the corner are counted: 6 × 6 takes a second or two,
/// 7 × 7 would take days.
pub const LAST_COUNTED_SIDE: u16 = 6;

/// What the chart measures on a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Measure {
    /// Nodes plain backtracking (the fixed move order) generates up to its first tour.
    Backtracking,
    /// Nodes Warnsdorff + backtracking generates up to its first tour.
    Warnsdorff,
    /// Directed tours from the corner, open and closed, counted.
    Tours,
}

/// One measurement: a measure on the `side` × `side` board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Measurement {
    /// What is measured.
    pub measure: Measure,
    /// The board's side.
    pub side: u16,
}

impl Measurement {
    /// The job that measures it.
    pub fn job(self) -> KnightJob {
        let board = Board::new(self.side, self.side).expect("the chart's boards are valid");
        let start = Square::new(0, 0);
        let search = |algorithm| KnightJob::Tour { board, start, algorithm, closed: false };
        match self.measure {
            Measure::Backtracking => search(Algorithm::Backtracking),
            Measure::Warnsdorff => search(Algorithm::WarnsdorffBacktracking),
            Measure::Tours => KnightJob::Count { board, squares: vec![start], closed: false },
        }
    }
}

/// What a player shows once it has finished a measurement's job: the nodes of a tour search,
/// or the tours of a count.
pub fn measured(player: &Player<Knight>) -> Option<u64> {
    if player.state() != RunState::Finished {
        return None;
    }
    match player.job() {
        Some(KnightJob::Tour { .. }) => Some(player.trail().stats().nodes),
        Some(KnightJob::Count { .. }) => Some(
            tour_counts(player.found().into_iter())
                .iter()
                .map(|c| c.counts.open + c.counts.closed)
                .sum(),
        ),
        None => None,
    }
}

/// Every measurement, in the order they run: Warnsdorff's (quick) first, the counts last.
pub fn measurements() -> Vec<Measurement> {
    let sides = |measure, last| (FIRST_SIDE..=last).map(move |side| Measurement { measure, side });
    sides(Measure::Warnsdorff, LAST_SIDE)
        .chain(sides(Measure::Backtracking, LAST_SIDE))
        .chain(sides(Measure::Tours, LAST_COUNTED_SIDE))
        .collect()
}
