//! The n-queens growth chart: the nodes of the whole backtracking tree for every n from
//! [`FIRST_N`] to [`LAST_N`], one job each, run one after another in one worker.

use crate::model::driver::RunState;
use crate::model::player::Player;
use crate::problems::queens::model::job::QueensJob;
use crate::problems::queens::Queens;

/// The first board the chart measures.
pub const FIRST_N: u16 = 4;
/// The last board the chart measures.
pub const LAST_N: u16 = 14;

/// The jobs that measure the tree of every n, one job each.
pub fn growth_jobs() -> Vec<QueensJob> {
    (FIRST_N..=LAST_N).map(|n| QueensJob::Growth { n }).collect()
}

/// The tree's nodes a player shows once it has finished one of [`growth_jobs`].
pub fn tree_size(player: &Player<Queens>) -> Option<u64> {
    match (player.state(), player.found()) {
        (RunState::Finished, Some(size)) => Some(size.nodes),
        _ => None,
    }
}
