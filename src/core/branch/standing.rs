//! [`BranchStanding`]: where a search stands, as the engine hands it over for the page to resume
//! drawing from ([`super::replay::BranchTrail::resume`]) after a stretch run flat out.

use super::cost::Cost;
use super::event::BranchEvent;
use super::node::DrawnNode;
use super::stats::BranchStats;
use super::tree::{Goal, Selection};
use serde::{Deserialize, Serialize};

/// The most nodes a standing hands over whole, with their undo history: the engine keeps why
/// each of the first this many nodes died.
pub const MAX_STANDING: u32 = 4_096;

/// How many live nodes a standing of a large tree names, from the head of the live list.
pub const LIVE_HEAD: usize = 100;

/// What undoing the events so far needs beyond the nodes: what the engine keeps while the tree
/// is small enough to be handed over whole.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct History {
    /// Each `Expand` in order: the node, and whether it was its first expansion.
    pub(super) expansions: Vec<(u32, bool)>,
    /// Each `Best` in order: the node and its value.
    pub(super) bests: Vec<(u32, Cost)>,
    /// Each time the most live at once grew and still holds: the node generated then and the
    /// most before it.
    pub(super) raises: Vec<(u32, u64)>,
}

/// Where a search stands: the nodes the page draws, the undo history when the tree is small,
/// the totals.
///
/// A tree of at most `limit` nodes (the limit given to
/// [`super::engine::BranchSearch::standing`], at most [`MAX_STANDING`]) comes whole: resuming
/// from it gives exactly the trail a replay of every event gives, undo history included. A
/// larger one names the first `limit` nodes, every node on the path from the root to the
/// E-node, to the best solution and to the answer, the first [`LIVE_HEAD`] nodes of the live
/// list, and the last node generated while it is live; the totals, the E-node and the best are
/// exact, but what happened before cannot be undone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BranchStanding<I> {
    pub(super) selection: Selection,
    pub(super) goal: Goal,
    /// The nodes named, by number.
    pub(super) nodes: Vec<DrawnNode<I>>,
    /// The undo history (for a large tree: the E-node and the best alone).
    pub(super) history: History,
    pub(super) totals: BranchStats,
    pub(super) answer: Option<u32>,
    pub(super) exhausted: bool,
    pub(super) last: Option<BranchEvent<I>>,
    pub(super) whole: bool,
    /// How many events the search has emitted.
    pub(super) events: u64,
}

impl<I> Default for BranchStanding<I> {
    /// Where a search stands before its first event: nothing generated.
    fn default() -> Self {
        BranchStanding {
            selection: Selection::LeastCost,
            goal: Goal::Least,
            nodes: Vec::new(),
            history: History::default(),
            totals: BranchStats::default(),
            answer: None,
            exhausted: false,
            last: None,
            whole: true,
            events: 0,
        }
    }
}

impl<I> BranchStanding<I> {
    /// Whether it holds the whole tree and its history (a replay of every event gives exactly
    /// the trail it resumes to).
    pub fn is_whole(&self) -> bool {
        self.whole
    }

    /// The totals, exact whatever the size of the tree.
    pub fn totals(&self) -> BranchStats {
        self.totals
    }

    /// The nodes it names, by number.
    pub fn nodes(&self) -> &[DrawnNode<I>] {
        &self.nodes
    }
}
