//! Where a [`BranchSearch`] stands, handed over as a [`BranchStanding`]: its ledger names the nodes,
//! its arena draws them.

use super::BranchSearch;
use crate::core::branch::ledger::Drawing;
use crate::core::branch::node::DrawnNode;
use crate::core::branch::standing::BranchStanding;
use crate::core::branch::Branching;

impl<B: Branching> BranchSearch<B> {
    /// Where the search stands, for the page to resume drawing: the whole tree with its undo
    /// history if it has at most `limit` nodes (`limit` is at most
    /// [`MAX_STANDING`](crate::core::branch::standing::MAX_STANDING)), else the nodes that
    /// [`BranchStanding`] lists.
    pub fn standing(&self, limit: u32) -> BranchStanding<B::Infeasible> {
        self.ledger.standing(limit, self)
    }
}

impl<B: Branching> Drawing<B::Infeasible> for BranchSearch<B> {
    fn drawn(&self, node: u32, e_node: u32) -> Option<DrawnNode<B::Infeasible>> {
        self.arena.drawn(node, e_node)
    }

    fn ancestry(&self, node: u32) -> Vec<u32> {
        self.arena.ancestry(node)
    }

    fn live_head(&self, count: usize) -> Vec<u32> {
        self.live.head(count)
    }
}
