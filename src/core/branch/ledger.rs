//! [`Ledger`]: what a branch-and-bound engine keeps as its events go (the totals, the E-node,
//! the best so far, the answer, the last event, the undo history of a small tree) and where it
//! stands by it ([`Ledger::standing`]). The generic engine ([`super::engine::BranchSearch`])
//! and the loops specialised for one problem keep the same ledger, so that they count and hand
//! over alike.

use super::cost::Cost;
use super::event::{BranchEvent, Death};
use super::node::{DrawnNode, NodeState};
use super::standing::{BranchStanding, History, LIVE_HEAD, MAX_STANDING};
use super::stats::{BranchEnding, BranchStats};
use super::tree::{Goal, Selection};
use std::collections::BTreeSet;

/// The nodes of an engine's tree, as a standing names and draws them.
pub trait Drawing<I> {
    /// Node `node` (generated) as the page draws it, `e_node` being the current E-node; `None`
    /// for a dead node whose reason is not kept.
    fn drawn(&self, node: u32, e_node: u32) -> Option<DrawnNode<I>>;
    /// The nodes from the root to `node`, root first (none for node 0).
    fn ancestry(&self, node: u32) -> Vec<u32>;
    /// The numbers of the first `count` live nodes to come up, in order.
    fn live_head(&self, count: usize) -> Vec<u32>;
}

/// An engine's account of its search, told by the engine as it goes (each method says what
/// just happened) and counted as the events tell it (see [`BranchStats`]).
#[derive(Clone, Debug)]
pub struct Ledger<I> {
    selection: Selection,
    goal: Goal,
    stats: BranchStats,
    /// The current E-node (0 before the first).
    e_node: u32,
    best: Option<(u32, Cost)>,
    answer: Option<u32>,
    /// The most live at once before the node just generated raised it: the event after its
    /// `Generate` puts it back if that node is not live after all.
    tentative: Option<u64>,
    /// The undo history, kept while the tree has at most [`MAX_STANDING`] nodes.
    history: Option<History>,
    last: Option<BranchEvent<I>>,
    ending: Option<BranchEnding>,
    /// How many events the engine has emitted (a standing carries it: the page's moment).
    events: u64,
}

impl<I: Copy> Ledger<I> {
    /// The ledger of a search that has not begun, picking E-nodes by `selection` and looking
    /// for `goal`.
    pub fn new(selection: Selection, goal: Goal) -> Self {
        Ledger {
            selection,
            goal,
            stats: BranchStats::default(),
            e_node: 0,
            best: None,
            answer: None,
            tentative: None,
            history: Some(History::default()),
            last: None,
            ending: None,
            events: 0,
        }
    }

    /// Totals so far.
    pub fn stats(&self) -> BranchStats {
        self.stats
    }

    /// How the search ended, once it has.
    pub fn ending(&self) -> Option<BranchEnding> {
        self.ending
    }

    /// The answer node, once announced.
    pub fn answer(&self) -> Option<u32> {
        self.answer
    }

    /// The best solution so far: its node and its value.
    pub fn best(&self) -> Option<(u32, Cost)> {
        self.best
    }

    /// The current E-node, if there has been one.
    pub fn e_node(&self) -> Option<u32> {
        (self.e_node != 0).then_some(self.e_node)
    }

    /// The last event emitted.
    pub fn last(&self) -> Option<BranchEvent<I>> {
        self.last
    }

    /// The number of the last node generated (0 before the root).
    pub fn newest(&self) -> u32 {
        self.stats.generated as u32
    }

    /// Whether it still keeps the undo history: the tree has at most [`MAX_STANDING`] nodes.
    pub fn keeps_history(&self) -> bool {
        self.history.is_some()
    }

    /// The engine has emitted `event`.
    pub fn emit(&mut self, event: BranchEvent<I>) {
        if !matches!(event, BranchEvent::Generate { .. }) {
            self.tentative = None;
        }
        self.last = Some(event);
        self.events += 1;
    }

    /// The search stops at its node limit, without generating one more node.
    pub fn cap(&mut self) {
        self.ending = Some(BranchEnding::Capped);
    }

    /// The next node is generated, live until the next event says otherwise; returns its number.
    pub fn generate(&mut self) -> u32 {
        self.stats.generated += 1;
        let node = self.newest();
        if node > MAX_STANDING {
            self.history = None;
        }
        self.stats.live += 1;
        if self.stats.live > self.stats.most_live {
            self.tentative = Some(self.stats.most_live);
            if let Some(history) = &mut self.history {
                history.raises.push((node, self.stats.most_live));
            }
            self.stats.most_live = self.stats.live;
        }
        node
    }

    /// Node `node` becomes the E-node: a live node for the first time (`first`), or, depth
    /// first, a node whose child's subtree is done, again.
    pub fn expand(&mut self, node: u32, first: bool) {
        if first {
            self.stats.expanded += 1;
            self.stats.live -= 1;
        }
        self.e_node = node;
        if let Some(history) = &mut self.history {
            history.expansions.push((node, first));
        }
    }

    /// The node just generated is not live after all (what it is follows: [`Ledger::kill`],
    /// [`Ledger::best_found`] or [`Ledger::reach`]): the most live at once goes back if it
    /// raised it.
    pub fn settle(&mut self) {
        if let Some(most) = self.tentative.take() {
            self.stats.most_live = most;
            if let Some(history) = &mut self.history {
                history.raises.pop();
            }
        }
    }

    /// A live node (the one just generated, or one as it comes up) is killed.
    pub fn kill(&mut self, why: Death<I>) {
        self.stats.live -= 1;
        self.stats.killed += 1;
        self.stats.solutions += u64::from(matches!(why, Death::NoBetter { .. }));
    }

    /// The node just generated, `node`, is a solution better than the best so far, of `value`.
    pub fn best_found(&mut self, node: u32, value: Cost) {
        self.stats.live -= 1;
        self.stats.solutions += 1;
        self.best = Some((node, value));
        if let Some(history) = &mut self.history {
            history.bests.push((node, value));
        }
    }

    /// The node just generated, `node`, is the goal ([`Goal::Reach`]): the search's answer.
    pub fn reach(&mut self, node: u32) {
        self.stats.live -= 1;
        self.stats.solutions += 1;
        self.answer = Some(node);
        self.ending = Some(BranchEnding::Reached);
    }

    /// No node is live: the best solution, `node`, is the answer.
    pub fn close(&mut self, node: u32) {
        self.answer = Some(node);
    }

    /// No node is live: the search is over.
    pub fn exhaust(&mut self) {
        self.ending.get_or_insert(BranchEnding::Exhausted);
    }

    /// Takes over the totals and the E-node after a stretch run without its events by a loop
    /// specialised for one problem, which only generated live nodes and expanded them (no kill,
    /// no solution) in a tree too large for the undo history, and stopped short of an event
    /// that the engine emits next: that event is the last, and it says again whether the most
    /// live at once is tentative (a `Generate` after one that raised it raises it too).
    pub fn ran_flat(&mut self, stats: BranchStats, e_node: u32) {
        debug_assert!(self.history.is_none() && stats.killed == self.stats.killed);
        self.events += stats.generated - self.stats.generated;
        self.events += stats.expanded - self.stats.expanded;
        self.stats = stats;
        self.e_node = e_node;
        self.tentative = None;
    }

    /// Where the search stands, for the page to resume drawing: the whole tree with its undo
    /// history if it has at most `limit` nodes (`limit` is at most [`MAX_STANDING`]), else the
    /// nodes that [`BranchStanding`] lists; `tree` draws them.
    pub fn standing(&self, limit: u32, tree: &impl Drawing<I>) -> BranchStanding<I> {
        let limit = limit.min(MAX_STANDING);
        let whole = self.history.is_some() && self.stats.generated <= u64::from(limit);
        let numbers =
            if whole { (1..=self.newest()).collect() } else { self.named_nodes(limit, tree) };
        let nodes = numbers.into_iter().filter_map(|n| tree.drawn(n, self.e_node)).collect();
        let history = match &self.history {
            Some(history) if whole => history.clone(),
            _ => self.history_now(),
        };
        BranchStanding {
            selection: self.selection,
            goal: self.goal,
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

    /// The nodes a standing of a large tree names (see [`BranchStanding`]).
    fn named_nodes(&self, limit: u32, tree: &impl Drawing<I>) -> BTreeSet<u32> {
        let newest = self.newest();
        let mut numbers: BTreeSet<u32> = (1..=limit.min(newest)).collect();
        let ends = [Some(self.e_node), self.best.map(|(node, _)| node), self.answer];
        for end in ends.into_iter().flatten() {
            numbers.extend(tree.ancestry(end));
        }
        numbers.extend(tree.live_head(LIVE_HEAD));
        let live = |node: DrawnNode<I>| matches!(node.state, NodeState::Live);
        if newest > 0 && tree.drawn(newest, self.e_node).is_some_and(live) {
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
