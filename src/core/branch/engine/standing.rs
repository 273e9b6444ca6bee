//! Where a [`BranchSearch`] stands, handed over as a [`Standing`].

use super::BranchSearch;
use crate::core::branch::arena::Status;
use crate::core::branch::event::BranchEvent;
use crate::core::branch::standing::{History, Standing, LIVE_HEAD, MAX_STANDING};
use crate::core::branch::Branching;
use std::collections::BTreeSet;

impl<B: Branching> BranchSearch<B> {
    /// Where the search stands, for the page to resume drawing: the whole tree with its undo
    /// history if it has at most `limit` nodes (`limit` is at most [`MAX_STANDING`]), else the
    /// nodes that [`Standing`] lists.
    pub fn standing(&self, limit: u32) -> Standing<B::Infeasible> {
        let limit = limit.min(MAX_STANDING);
        let whole = self.history.is_some() && self.stats.generated <= u64::from(limit);
        let numbers = if whole { (1..=self.newest()).collect() } else { self.named_nodes(limit) };
        let nodes = numbers.into_iter().filter_map(|n| self.arena.drawn(n, self.e_node)).collect();
        let history = match &self.history {
            Some(history) if whole => history.clone(),
            _ => self.history_now(),
        };
        Standing {
            selection: self.selection,
            goal: B::GOAL,
            nodes,
            history,
            totals: self.stats,
            answer: self.answer,
            exhausted: matches!(self.last, Some(BranchEvent::Exhausted)),
            last: self.last,
            whole,
            events: self.events,
        }
    }

    /// The nodes a standing of a large tree names (see [`Standing`]).
    fn named_nodes(&self, limit: u32) -> BTreeSet<u32> {
        let mut numbers: BTreeSet<u32> = (1..=limit.min(self.newest())).collect();
        let ends = [Some(self.e_node), self.best.map(|(node, _)| node), self.answer];
        for end in ends.into_iter().flatten() {
            numbers.extend(self.arena.ancestry(end));
        }
        numbers.extend(self.live.head(LIVE_HEAD));
        let newest = self.newest();
        if newest > 0 && self.arena.status(newest) == Status::Live {
            numbers.insert(newest);
        }
        numbers
    }

    /// The history a standing of a large tree carries: what undoing the next events needs.
    fn history_now(&self) -> History {
        let expansions = self.e_node().map(|node| (node, true)).into_iter().collect();
        let raises = self.tentative.map(|most| (self.newest(), most)).into_iter().collect();
        History { expansions, bests: self.best.into_iter().collect(), raises }
    }
}
