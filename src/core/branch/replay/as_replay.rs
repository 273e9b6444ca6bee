//! The trail as every page's [`Replay`]: its totals, its moment, the E-node's decisions as the
//! page's path, the solutions announced.

use super::BranchTrail;
use crate::core::branch::event::BranchEvent;
use crate::core::branch::standing::BranchStanding;
use crate::core::grid::Square;
use crate::core::search::{Replay, Stats, Wire};
use std::rc::Rc;

impl<I> Replay for BranchTrail<I>
where
    I: Wire,
{
    type Event = BranchEvent<I>;
    type Standing = BranchStanding<I>;

    fn apply(&mut self, event: BranchEvent<I>) {
        BranchTrail::apply(self, event);
    }

    fn undo(&mut self, event: BranchEvent<I>, previous: Option<BranchEvent<I>>) {
        BranchTrail::undo(self, event, previous);
    }

    /// See [`crate::core::branch::stats::BranchStats::as_stats`] (the nodes expanded are in [`BranchTrail::totals`]).
    fn stats(&self) -> Stats {
        self.totals.as_stats()
    }

    fn moment(&self) -> u64 {
        self.moment
    }

    fn resume(standing: BranchStanding<I>, _stats: Stats, _ended: bool) -> Self {
        BranchTrail::resume(standing)
    }

    /// The E-node's decisions from the root.
    fn path(&self) -> &[Square] {
        &self.e_path
    }

    fn found(&self) -> &[Vec<Square>] {
        &self.found
    }

    fn texts(&self) -> &Rc<Vec<String>> {
        &self.texts
    }

    fn texts_mut(&mut self) -> &mut Rc<Vec<String>> {
        &mut self.texts
    }
}
