//! [`BranchTrail`]: the page's state of a branch-and-bound search, rebuilt from its events,
//! applied forwards and undone backwards, or resumed from where the engine stands.

use crate::core::branch::cost::Cost;
use crate::core::branch::event::{BranchEvent, Death};
use crate::core::branch::live;
use crate::core::branch::node::{DrawnNode, NodeState};
use crate::core::branch::standing::{BranchStanding, History};
use crate::core::branch::stats::BranchStats;
use crate::core::branch::tree::{Goal, Selection};
use crate::core::grid::Square;
use std::collections::{BTreeMap, BTreeSet};

mod as_replay;

/// The state a branch-and-bound search's events fold into: every node it was told of, the
/// E-node, the live list in the order its nodes come up, the best so far, the totals.
///
/// Every event is undone exactly ([`BranchTrail::undo`]), the most live at once included, so
/// the page steps back as it steps forwards. The trail keeps a record (some 60 bytes) of every
/// node it is told of: undoing the kill of a node just generated needs its cost. What keeps a
/// long run small is resuming from a [`BranchStanding`], which names only the nodes the page draws.
///
/// ```
/// use runut::core::branch::replay::BranchTrail;
/// use runut::core::branch::{BranchEvent, Cost, Goal, Selection};
/// let mut trail = BranchTrail::<()>::new(Selection::LeastCost, Goal::Least);
/// let root = BranchEvent::Generate { node: 1, parent: 0, choice: 0, cost: Cost::whole(5) };
/// trail.apply(root);
/// trail.apply(BranchEvent::Expand { node: 1 });
/// assert_eq!(trail.e_node(), Some(1));
/// trail.undo(BranchEvent::Expand { node: 1 }, Some(root));
/// assert_eq!(trail.live().collect::<Vec<_>>(), vec![1]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BranchTrail<I> {
    selection: Selection,
    goal: Goal,
    /// Nodes 1, 2, … as far as every one is known.
    first: Vec<DrawnNode<I>>,
    /// The other nodes known (after resuming from a standing of a large tree).
    beyond: BTreeMap<u32, DrawnNode<I>>,
    /// The live nodes known, keyed by (rank, number): ascending is the order they come up.
    live: BTreeSet<(Cost, u32)>,
    history: History,
    totals: BranchStats,
    answer: Option<u32>,
    exhausted: bool,
    last: Option<BranchEvent<I>>,
    /// The E-node's decisions from the root, one square each (see [`Replay::path`]).
    e_path: Vec<Square>,
    /// The paths of the solutions announced (`Best`, and a goal's `Answer`), in order.
    found: Vec<Vec<Square>>,
    /// Events applied, less those undone.
    moment: u64,
    /// See [`Replay::texts`](crate::core::search::Replay::texts).
    texts: std::rc::Rc<Vec<String>>,
}

impl<I: Copy> Default for BranchTrail<I> {
    /// An empty trail, which learns how its search goes from its first event (`Begin`).
    fn default() -> Self {
        BranchTrail::new(Selection::LeastCost, Goal::Least)
    }
}

impl<I: Copy> BranchTrail<I> {
    /// An empty trail for a search with this selection and goal (they order the live list).
    pub fn new(selection: Selection, goal: Goal) -> Self {
        BranchTrail {
            selection,
            goal,
            first: Vec::new(),
            beyond: BTreeMap::new(),
            live: BTreeSet::new(),
            history: History::default(),
            totals: BranchStats::default(),
            answer: None,
            exhausted: false,
            last: None,
            e_path: Vec::new(),
            found: Vec::new(),
            moment: 0,
            texts: std::rc::Rc::default(),
        }
    }

    /// The trail where the engine stands: for a whole standing, exactly the trail a replay of
    /// every event gives; otherwise the nodes it names (see [`BranchStanding`]), its live list the
    /// live nodes among them (the head of the real one, then some), with exact totals.
    pub fn resume(standing: BranchStanding<I>) -> Self {
        let standing_events = standing.events;
        let mut trail = BranchTrail::new(standing.selection, standing.goal);
        for node in standing.nodes {
            if matches!(node.state, NodeState::Live) {
                trail.live.insert((trail.rank(node.cost), node.node));
            }
            trail.insert(node);
        }
        trail.history = standing.history;
        trail.totals = standing.totals;
        trail.answer = standing.answer;
        trail.exhausted = standing.exhausted;
        trail.last = standing.last;
        trail.e_path = trail.e_node().map(|e| trail.decisions(e)).unwrap_or_default();
        let announced = trail.history.bests.iter().map(|&(node, _)| node);
        let answered = trail.answer.filter(|_| trail.goal == Goal::Reach);
        trail.found = announced.chain(answered).map(|node| trail.decisions(node)).collect();
        trail.moment = standing_events;
        trail
    }

    /// The decisions from the root to `node`, one square each: the decision `c` at level `r`
    /// (the root's children are level 1) is the square `(r − 1, c)`; as far as the trail knows
    /// the nodes above it.
    pub fn decisions(&self, node: u32) -> Vec<Square> {
        let mut path = Vec::new();
        let mut at = self.node(node);
        while let Some(drawn) = at.filter(|drawn| drawn.parent != 0) {
            path.push(drawn.choice);
            at = self.node(drawn.parent);
        }
        let depth = path.len();
        path.iter().rev().zip(0..depth).map(|(&c, r)| Square::new(r as u16, u16::from(c))).collect()
    }

    /// Node `node`, if the trail knows it.
    pub fn node(&self, node: u32) -> Option<&DrawnNode<I>> {
        match self.first.get((node as usize).wrapping_sub(1)) {
            Some(drawn) => Some(drawn),
            None => self.beyond.get(&node),
        }
    }

    /// Every node known, by number.
    pub fn nodes(&self) -> impl Iterator<Item = &DrawnNode<I>> {
        self.first.iter().chain(self.beyond.values())
    }

    /// How the search picks its E-nodes.
    pub fn selection(&self) -> Selection {
        self.selection
    }

    /// What the search looks for.
    pub fn goal(&self) -> Goal {
        self.goal
    }

    /// The current E-node, if there has been one.
    pub fn e_node(&self) -> Option<u32> {
        self.history.expansions.last().map(|&(node, _)| node)
    }

    /// The live nodes known, in the order they come up: least cost first (greatest bound first
    /// for [`Goal::Most`]), ties to the older node; FIFO, oldest first.
    pub fn live(&self) -> impl Iterator<Item = u32> + '_ {
        self.live.iter().map(|&(_, node)| node)
    }

    /// The best solution so far: its node and its value.
    pub fn best(&self) -> Option<(u32, Cost)> {
        self.history.bests.last().copied()
    }

    /// The answer, once announced.
    pub fn answer(&self) -> Option<u32> {
        self.answer
    }

    /// The node a board shows: the one the last event generated, killed or found best, else
    /// the answer once announced, else the E-node.
    pub fn in_view(&self) -> Option<u32> {
        match self.last() {
            Some(
                BranchEvent::Generate { node, .. }
                | BranchEvent::Kill { node, .. }
                | BranchEvent::Best { node, .. },
            ) => Some(node),
            _ => self.answer().or(self.e_node()),
        }
    }

    /// Totals so far.
    pub fn totals(&self) -> BranchStats {
        self.totals
    }

    /// Whether the search said it is exhausted.
    pub fn exhausted(&self) -> bool {
        self.exhausted
    }

    /// The last event applied, if known (after [`BranchTrail::undo`] given no previous event,
    /// it is not).
    pub fn last(&self) -> Option<BranchEvent<I>> {
        self.last
    }

    /// Applies one event.
    pub fn apply(&mut self, event: BranchEvent<I>) {
        self.moment += 1;
        match event {
            BranchEvent::Begin { selection, goal } => {
                (self.selection, self.goal) = (selection, goal)
            }
            BranchEvent::Generate { node, parent, choice, cost } => {
                self.insert(DrawnNode { node, parent, choice, cost, state: NodeState::Live });
                self.totals.generated += 1;
                self.enter_live(node);
            }
            BranchEvent::Kill { node, why } => {
                self.leave_live(node, true);
                self.set(node, NodeState::Dead(why));
                self.totals.killed += 1;
                self.totals.solutions += u64::from(matches!(why, Death::NoBetter { .. }));
            }
            BranchEvent::Expand { node } => self.expand(node),
            BranchEvent::Best { node, value } => {
                self.leave_live(node, true);
                self.set(node, NodeState::Solution);
                self.totals.solutions += 1;
                self.history.bests.push((node, value));
                self.found.push(self.decisions(node));
            }
            BranchEvent::Answer { node } => {
                if self.goal == Goal::Reach {
                    self.leave_live(node, true);
                    self.totals.solutions += 1;
                    self.found.push(self.decisions(node));
                }
                self.set(node, NodeState::Answer);
                self.answer = Some(node);
            }
            BranchEvent::Exhausted => self.exhausted = true,
        }
        self.last = Some(event);
    }

    /// Undoes `event`, which must be the last event applied; `previous` is the one applied
    /// before it, if known, so that [`BranchTrail::last`] stays right.
    pub fn undo(&mut self, event: BranchEvent<I>, previous: Option<BranchEvent<I>>) {
        self.moment -= 1;
        match event {
            BranchEvent::Begin { .. } => {
                let fresh = BranchTrail::<I>::default();
                (self.selection, self.goal) = (fresh.selection, fresh.goal);
            }
            BranchEvent::Generate { node, cost, .. } => {
                if self.history.raises.last().is_some_and(|&(raised, _)| raised == node) {
                    let (_, most) = self.history.raises.pop().expect("a raise");
                    self.totals.most_live = most;
                }
                self.live.remove(&(self.rank(cost), node));
                self.totals.live -= 1;
                self.totals.generated -= 1;
                if self.beyond.remove(&node).is_none() {
                    self.first.pop();
                }
            }
            BranchEvent::Kill { node, why } => {
                self.revive(node);
                self.totals.killed -= 1;
                self.totals.solutions -= u64::from(matches!(why, Death::NoBetter { .. }));
            }
            BranchEvent::Expand { node } => self.unexpand(node),
            BranchEvent::Best { node, .. } => {
                self.history.bests.pop();
                self.found.pop();
                self.revive(node);
                self.totals.solutions -= 1;
            }
            BranchEvent::Answer { node } => {
                self.answer = None;
                if self.goal == Goal::Reach {
                    self.revive(node);
                    self.totals.solutions -= 1;
                    self.found.pop();
                } else {
                    self.set(node, NodeState::Solution);
                }
            }
            BranchEvent::Exhausted => self.exhausted = false,
        }
        self.last = previous;
    }

    /// Where a node of this cost stands in the live list.
    fn rank(&self, cost: Cost) -> Cost {
        match self.selection {
            Selection::LeastCost => live::rank(self.goal, cost),
            Selection::Fifo | Selection::DepthFirst => Cost::default(),
        }
    }

    fn insert(&mut self, node: DrawnNode<I>) {
        if self.beyond.is_empty() && node.node as usize == self.first.len() + 1 {
            self.first.push(node);
        } else {
            self.beyond.insert(node.node, node);
        }
    }

    fn state(&self, node: u32) -> Option<NodeState<I>> {
        self.node(node).map(|drawn| drawn.state)
    }

    /// Sets the state of `node`, if the trail knows it.
    fn set(&mut self, node: u32, state: NodeState<I>) {
        let drawn = match self.first.get_mut((node as usize).wrapping_sub(1)) {
            Some(drawn) => Some(drawn),
            None => self.beyond.get_mut(&node),
        };
        if let Some(drawn) = drawn {
            drawn.state = state;
        }
    }

    /// Puts `node` in the live list (if the trail knows it: the count goes up all the same);
    /// the most live at once grows with it.
    fn enter_live(&mut self, node: u32) {
        if let Some(cost) = self.node(node).map(|drawn| drawn.cost) {
            self.live.insert((self.rank(cost), node));
        }
        self.totals.live += 1;
        if self.totals.live > self.totals.most_live {
            self.history.raises.push((node, self.totals.most_live));
            self.totals.most_live = self.totals.live;
        }
    }

    /// Takes `node` out of the live list. A node that leaves it for its fate, on the event
    /// right after its `Generate` (`fate`, and it is the last node generated: a node killed
    /// later never is, as the best that would kill it has not changed since), was never live:
    /// the most live at once it raised goes back.
    fn leave_live(&mut self, node: u32, fate: bool) {
        if let Some(cost) = self.node(node).map(|drawn| drawn.cost) {
            self.live.remove(&(self.rank(cost), node));
        }
        self.totals.live -= 1;
        let newest = u64::from(node) == self.totals.generated;
        if fate && newest && self.history.raises.last().is_some_and(|&(n, _)| n == node) {
            let (_, most) = self.history.raises.pop().expect("a raise");
            self.totals.most_live = most;
        }
    }

    /// Undoes [`BranchTrail::leave_live`]: `node` is live again.
    fn revive(&mut self, node: u32) {
        self.set(node, NodeState::Live);
        self.enter_live(node);
    }

    fn expand(&mut self, node: u32) {
        if let Some(e_node) = self.e_node() {
            self.set(e_node, NodeState::Expanded);
        }
        let first = !matches!(self.state(node), Some(NodeState::Expanded));
        if first {
            self.leave_live(node, false);
            self.totals.expanded += 1;
        }
        self.set(node, NodeState::ENode);
        self.history.expansions.push((node, first));
        self.e_path = self.decisions(node);
    }

    fn unexpand(&mut self, node: u32) {
        let (_, first) = self.history.expansions.pop().expect("an expansion to undo");
        if first {
            self.revive(node);
            self.totals.expanded -= 1;
        } else {
            self.set(node, NodeState::Expanded);
        }
        if let Some(e_node) = self.e_node() {
            self.set(e_node, NodeState::ENode);
        }
        self.e_path = self.e_node().map(|e| self.decisions(e)).unwrap_or_default();
    }
}
