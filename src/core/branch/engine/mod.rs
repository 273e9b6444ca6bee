//! [`BranchSearch`]: any [`Branching`] searched least cost first, FIFO or depth first, one event
//! at a time ([`BranchSearch::step`]) or flat out ([`BranchSearch::run_flat`]).
//!
//! The events, as the pages state the rules (Horowitz and Sahni's):
//! - Start: `Begin { selection, goal }`, then `Generate { node: 1, parent: 0, choice: 0, cost }`
//!   and what becomes of the root (below).
//! - Least cost and FIFO: the next E-node is the live node of best cost (least for
//!   [`Goal::Reach`] and [`Goal::Least`], greatest for [`Goal::Most`]), ties to the older
//!   node, or the oldest live node (FIFO). A candidate whose bound is no better than the best
//!   solution so far (`bounded`) is killed as it comes up, `Kill { Bound }`, and the next one
//!   is taken. The E-node is announced, `Expand { e }`, then all its children are generated in
//!   order, each `Generate` followed at once by what becomes of it.
//! - Depth first (backtracking with the same bound): `Expand` of the root, then its children
//!   one at a time; a child that stays live is expanded at once (`Expand { child }`) and its
//!   own children follow; when a node has no child left, its parent becomes the E-node again
//!   (`Expand { parent }` again) and generates its next child.
//! - What becomes of a node, on the event right after its `Generate`: infeasible,
//!   `Kill { Infeasible }`; a solution: for [`Goal::Reach`], `Answer { node }` and the search
//!   stops at once (no sibling after it is generated), for the others `Best { node, value }`
//!   if it beats the best so far, else `Kill { NoBetter }` (a solution is never live);
//!   otherwise, if `bounded` and its bound is no better than the best so far,
//!   `Kill { Bound }`; otherwise nothing: it is live.
//! - No live node left: `Answer` of the best solution if there is one, then `Exhausted`. A
//!   goal at the root ([`Goal::Reach`]) is `Answer { node: 1 }` then `Exhausted`.
//! - Unbounded (the brute force): no node is killed by a bound, every solution is counted.
//! - At its node limit the search ends, [`BranchEnding::Capped`], without generating more.

mod fate;
mod phase;
mod standing;

use super::arena::{Arena, Status};
use super::cost::Cost;
use super::event::{BranchEvent, Death};
use super::ledger::Ledger;
use super::live::LiveList;
use super::standing::BranchStanding;
use super::stats::{BranchEnding, BranchStats};
use super::tree::{Branching, Child, Goal, Selection};
use phase::Phase;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::Debug;

/// A branch-and-bound search as a page's worker serves it, one event at a time or flat out:
/// the generic engine ([`BranchSearch`]), or a loop specialised for one problem that emits the
/// same events by the same rules (above) and stands where the engine would.
pub trait Engine {
    /// Why a node cannot be a solution, in the problem's terms.
    type Infeasible: Copy + Debug + PartialEq + Eq + Serialize + DeserializeOwned + 'static;

    /// Performs one elementary action; `None` once the search has ended.
    fn step(&mut self) -> Option<BranchEvent<Self::Infeasible>>;
    /// Runs on until `budget` more nodes are generated or the search ends; returns whether it
    /// has ended. It stops between two events, exactly where [`Engine::step`] would stand after
    /// the same events.
    fn run_flat(&mut self, budget: u64) -> bool;
    /// Totals so far.
    fn stats(&self) -> BranchStats;
    /// How the search ended, once it has.
    fn ending(&self) -> Option<BranchEnding>;
    /// The answer node, once announced.
    fn answer(&self) -> Option<u32>;
    /// The current E-node, if there has been one.
    fn e_node(&self) -> Option<u32>;
    /// The choices from the root to `node` (generated), the root's child's first.
    fn path(&self, node: u32) -> Vec<u8>;
    /// Where the search stands, for the page to resume drawing: the whole tree with its undo
    /// history if it has at most `limit` nodes (`limit` is at most
    /// [`MAX_STANDING`](super::standing::MAX_STANDING)), else the nodes that [`BranchStanding`] lists.
    fn standing(&self, limit: u32) -> BranchStanding<Self::Infeasible>;
    /// The texts it has named since last asked, oldest first (see
    /// [`Run::take_texts`](crate::model::problem::Run::take_texts)): only the learner's own
    /// search names any.
    fn take_texts(&mut self) -> Vec<String> {
        Vec::new()
    }
}

/// A node being expanded, with its children still to generate, the next one last.
struct Frame<S, I> {
    node: u32,
    children: Vec<Child<S, I>>,
}

/// A branch-and-bound search over a [`Branching`], resumable event by event.
///
/// Memory: every node costs 24 bytes (its parent, choice, cost and status); a node's state is
/// kept only while it waits in the live list (least cost: a heap entry of 24 bytes and the
/// state; FIFO: 4 bytes and the state) or, depth first, while its parent's children wait to be
/// generated. Why a node died is kept for the first
/// [`MAX_STANDING`](super::standing::MAX_STANDING) nodes only.
///
/// ```
/// use runut::core::branch::engine::BranchSearch;
/// use runut::core::branch::{BranchEvent, Branching, Child, Cost, Goal, Selection};
/// /// Counts down from 2 to 0: each node has one child, one less.
/// struct Countdown;
/// impl Branching for Countdown {
///     type State = u8;
///     type Infeasible = ();
///     const GOAL: Goal = Goal::Reach;
///     fn root(&self) -> (u8, Cost) { (2, Cost::whole(2)) }
///     fn children(&self, n: &u8, out: &mut Vec<Child<u8, ()>>) {
///         let cost = Cost::whole(i64::from(*n - 1));
///         out.push(Child { choice: 0, state: n - 1, cost, infeasible: None });
///     }
///     fn solution(&self, n: &u8, _: Cost) -> Option<Cost> { (*n == 0).then_some(Cost::whole(0)) }
/// }
/// let mut search = BranchSearch::new(Countdown, Selection::LeastCost, true, 100);
/// let events: Vec<_> = std::iter::from_fn(|| search.step()).collect();
/// // Begin, Generate 1, Expand 1, Generate 2, Expand 2, Generate 3, Answer 3
/// assert_eq!(events.len(), 7);
/// assert_eq!(events[6], BranchEvent::Answer { node: 3 });
/// assert_eq!(search.path(3), vec![0, 0]);
/// ```
pub struct BranchSearch<B: Branching> {
    problem: B,
    selection: Selection,
    bounded: bool,
    max_nodes: u32,
    arena: Arena<B::Infeasible>,
    live: LiveList<B::State>,
    /// Depth first, the nodes being expanded, root first; otherwise at most the E-node.
    frames: Vec<Frame<B::State, B::Infeasible>>,
    /// Emptied children lists, to be filled again.
    spare: Vec<Vec<Child<B::State, B::Infeasible>>>,
    phase: Phase<B::State, B::Infeasible>,
    /// The totals, the E-node, the best, the answer, the last event and the undo history.
    ledger: Ledger<B::Infeasible>,
}

impl<B: Branching> BranchSearch<B> {
    /// A search of `problem`'s tree: `selection` picks the E-nodes, `bounded` kills by the best
    /// solution so far (without it, the brute force), and it ends after `max_nodes` nodes.
    pub fn new(problem: B, selection: Selection, bounded: bool, max_nodes: u32) -> Self {
        BranchSearch {
            problem,
            selection,
            bounded,
            max_nodes,
            arena: Arena::new(),
            live: LiveList::new(selection, B::GOAL),
            frames: Vec::new(),
            spare: Vec::new(),
            phase: Phase::Begin,
            ledger: Ledger::new(selection, B::GOAL),
        }
    }

    /// Performs one elementary action; `None` once the search has ended.
    pub fn step(&mut self) -> Option<BranchEvent<B::Infeasible>> {
        loop {
            let event = match std::mem::replace(&mut self.phase, Phase::Next) {
                Phase::Begin => {
                    self.phase = Phase::Root;
                    Some(BranchEvent::Begin { selection: self.selection, goal: B::GOAL })
                }
                Phase::Root => self.generate_root(),
                Phase::Fate(fate) => Some(self.settle(fate)),
                Phase::Dive(state) => Some(self.expand(self.ledger.newest(), state)),
                Phase::Next => self.next(),
                Phase::Close => self.close(),
                Phase::Exhaust => Some(self.exhaust()),
                Phase::Over => {
                    self.phase = Phase::Over;
                    return None;
                }
            };
            if let Some(event) = event {
                self.ledger.emit(event);
                return Some(event);
            }
        }
    }

    /// Runs on until `budget` more nodes are generated or the search ends; returns whether it
    /// has ended. It stops between two events, exactly where [`BranchSearch::step`] would stand
    /// after the same events (it is the same machine, its events left unread).
    pub fn run_flat(&mut self, budget: u64) -> bool {
        let target = self.ledger.stats().generated.saturating_add(budget);
        while self.ledger.stats().generated < target {
            if self.step().is_none() {
                return true;
            }
        }
        matches!(self.phase, Phase::Over)
    }

    /// Totals so far.
    pub fn stats(&self) -> BranchStats {
        self.ledger.stats()
    }

    /// How the search ended, once it has.
    pub fn ending(&self) -> Option<BranchEnding> {
        self.ledger.ending()
    }

    /// The answer node, once announced.
    pub fn answer(&self) -> Option<u32> {
        self.ledger.answer()
    }

    /// The best solution so far: its node and its value.
    pub fn best(&self) -> Option<(u32, Cost)> {
        self.ledger.best()
    }

    /// The current E-node, if there has been one.
    pub fn e_node(&self) -> Option<u32> {
        self.ledger.e_node()
    }

    /// The last event (or, after a flat stretch, the last it stands for).
    pub fn last(&self) -> Option<BranchEvent<B::Infeasible>> {
        self.ledger.last()
    }

    /// The problem searched.
    pub fn problem(&self) -> &B {
        &self.problem
    }

    /// The choices from the root to `node` (generated), the root's child's first: empty for
    /// the root.
    pub fn path(&self, node: u32) -> Vec<u8> {
        self.arena.path(node)
    }

    fn better(&self, a: Cost, b: Cost) -> bool {
        if B::GOAL == Goal::Most {
            a > b
        } else {
            a < b
        }
    }

    /// The best so far, if a node of this cost or bound must die by it.
    fn bound_against(&self, cost: Cost) -> Option<Cost> {
        let (_, best) = self.ledger.best().filter(|_| self.bounded)?;
        (!self.better(cost, best)).then_some(best)
    }

    fn generate_root(&mut self) -> Option<BranchEvent<B::Infeasible>> {
        let (state, cost) = self.problem.root();
        self.generate(0, Child { choice: 0, state, cost, infeasible: None })
    }

    /// Generates `child` of `parent` (or ends the search at its node limit).
    fn generate(
        &mut self,
        parent: u32,
        child: Child<B::State, B::Infeasible>,
    ) -> Option<BranchEvent<B::Infeasible>> {
        if self.ledger.stats().generated >= u64::from(self.max_nodes) {
            self.ledger.cap();
            self.phase = Phase::Over;
            return None;
        }
        let fate = self.fate_of(&child);
        let Child { choice, state, cost, .. } = child;
        let node = self.arena.push(parent, choice, cost);
        self.ledger.generate();
        self.phase = match (fate, self.selection) {
            (Some(fate), _) => Phase::Fate(fate),
            (None, Selection::DepthFirst) => Phase::Dive(state),
            (None, _) => {
                self.live.push(node, cost, state);
                Phase::Next
            }
        };
        Some(BranchEvent::Generate { node, parent, choice, cost })
    }

    /// Makes live node `node`, in `state`, the E-node, its children to be generated next.
    fn expand(&mut self, node: u32, state: B::State) -> BranchEvent<B::Infeasible> {
        self.arena.set(node, Status::Expanded);
        self.ledger.expand(node, true);
        let mut children = self.spare.pop().unwrap_or_default();
        self.problem.children(&state, &mut children);
        children.reverse();
        self.frames.push(Frame { node, children });
        BranchEvent::Expand { node }
    }

    /// The E-node's next child, or what follows when it has none left.
    fn next(&mut self) -> Option<BranchEvent<B::Infeasible>> {
        if let Some(frame) = self.frames.last_mut() {
            if let Some(child) = frame.children.pop() {
                let parent = frame.node;
                return self.generate(parent, child);
            }
            let done = self.frames.pop().map(|frame| frame.children);
            self.spare.extend(done);
            if let (Selection::DepthFirst, Some(parent)) = (self.selection, self.frames.last()) {
                return Some(self.expand_again(parent.node));
            }
        }
        if self.selection == Selection::DepthFirst {
            self.phase = Phase::Close;
            return None;
        }
        self.select()
    }

    /// Depth first: `node`, whose child's subtree is done, becomes the E-node again.
    fn expand_again(&mut self, node: u32) -> BranchEvent<B::Infeasible> {
        self.ledger.expand(node, false);
        BranchEvent::Expand { node }
    }

    /// Takes the next E-node candidate from the live list: killed if the best so far bounds
    /// it, expanded otherwise.
    fn select(&mut self) -> Option<BranchEvent<B::Infeasible>> {
        let Some((node, state)) = self.live.pop() else {
            self.phase = Phase::Close;
            return None;
        };
        let cost = self.arena.cost(node);
        if let Some(best) = self.bound_against(cost) {
            let why = Death::Bound { bound: cost, best };
            self.arena.kill(node, why);
            self.ledger.kill(why);
            return Some(BranchEvent::Kill { node, why });
        }
        Some(self.expand(node, state))
    }

    /// Nothing is live: the best solution is the answer, if there is one.
    fn close(&mut self) -> Option<BranchEvent<B::Infeasible>> {
        self.phase = Phase::Exhaust;
        let (node, _) = self.ledger.best()?;
        self.arena.set(node, Status::Answer);
        self.ledger.close(node);
        Some(BranchEvent::Answer { node })
    }

    fn exhaust(&mut self) -> BranchEvent<B::Infeasible> {
        self.phase = Phase::Over;
        self.ledger.exhaust();
        BranchEvent::Exhausted
    }
}

impl<B: Branching> Engine for BranchSearch<B> {
    type Infeasible = B::Infeasible;

    fn step(&mut self) -> Option<BranchEvent<B::Infeasible>> {
        BranchSearch::step(self)
    }

    fn run_flat(&mut self, budget: u64) -> bool {
        BranchSearch::run_flat(self, budget)
    }

    fn stats(&self) -> BranchStats {
        BranchSearch::stats(self)
    }

    fn ending(&self) -> Option<BranchEnding> {
        BranchSearch::ending(self)
    }

    fn answer(&self) -> Option<u32> {
        BranchSearch::answer(self)
    }

    fn e_node(&self) -> Option<u32> {
        BranchSearch::e_node(self)
    }

    fn path(&self, node: u32) -> Vec<u8> {
        BranchSearch::path(self, node)
    }

    fn standing(&self, limit: u32) -> BranchStanding<B::Infeasible> {
        BranchSearch::standing(self, limit)
    }
}
