//! Least-cost search around the learner's functions (`search=lc`), on the branch-and-bound
//! engine every such page uses: the root is the empty `x`, its cost `cost([])`; the live node of
//! least `cost` is the next E-node (ties to the one generated first); its children are generated
//! in `candidates` order, each numbered; one whose `promising` is not `true` is dead; the search
//! ends as soon as a solution is generated (as the 15-puzzle page does), or no node is live.

use super::program::{Program, ProgramError, Trouble, Verdict};
use super::texts::Texts;
use crate::core::branch::engine::BranchSearch;
use crate::core::branch::Branching;
use crate::core::branch::{BranchEvent, Child, Cost, Goal, Selection};
use rhai::Array;
use std::cell::RefCell;
use std::rc::Rc;

/// Why `promising` killed a node: the number of its reason in the search's [`Texts`], or none
/// (it returned `false`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Why(pub Option<u16>);

/// The most children a node may have (a child's place among them is a byte).
pub const MAX_CHILDREN: usize = 256;

/// What the search and the tree it walks share: the program, the texts named, the failure.
struct Shared {
    program: Program,
    texts: Texts,
    failure: Option<ProgramError>,
}

/// The learner's tree as branch and bound searches it.
struct OwnTree {
    shared: Rc<RefCell<Shared>>,
}

impl OwnTree {
    /// `x`'s cost, or the failure kept and 0.
    fn cost(shared: &mut Shared, x: &Array) -> Cost {
        match shared.program.cost(x) {
            Ok(cost) => Cost::whole(cost.unwrap_or(0)),
            Err(error) => {
                shared.failure.get_or_insert(error);
                Cost::whole(0)
            }
        }
    }

    /// The child of `x` that adds `value`, `place`th of its candidates.
    fn child(
        shared: &mut Shared,
        x: &Array,
        place: usize,
        value: rhai::Dynamic,
    ) -> Option<Child<Array, Why>> {
        let mut y = x.clone();
        y.push(value);
        let infeasible = match shared.program.promising(&y) {
            Err(error) => {
                shared.failure.get_or_insert(error);
                return None;
            }
            Ok(Verdict::Live) => None,
            Ok(Verdict::Dead(None)) => Some(Why(None)),
            Ok(Verdict::Dead(Some(text))) => Some(Why(shared.texts.number(text))),
        };
        let cost = if infeasible.is_some() { Cost::whole(0) } else { Self::cost(shared, &y) };
        Some(Child { choice: place as u8, state: y, cost, infeasible })
    }
}

impl Branching for OwnTree {
    type State = Array;
    type Infeasible = Why;
    const GOAL: Goal = Goal::Reach;

    fn root(&self) -> (Array, Cost) {
        let x = Array::new();
        let cost = Self::cost(&mut self.shared.borrow_mut(), &x);
        (x, cost)
    }

    fn children(&self, x: &Array, out: &mut Vec<Child<Array, Why>>) {
        let shared = &mut *self.shared.borrow_mut();
        if shared.failure.is_some() {
            return;
        }
        let candidates = match shared.program.candidates(x) {
            Ok(candidates) => candidates,
            Err(error) => {
                shared.failure = Some(error);
                return;
            }
        };
        if candidates.len() > MAX_CHILDREN {
            shared.failure = Some(ProgramError {
                trouble: Trouble::TooLarge,
                message: format!("{} candidates (at most {MAX_CHILDREN})", candidates.len()),
                at: None,
                function: Some(super::program::Function::Candidates),
            });
            return;
        }
        for (place, value) in candidates.into_iter().enumerate() {
            match Self::child(shared, x, place, value) {
                Some(child) => out.push(child),
                None => return,
            }
        }
    }

    fn solution(&self, x: &Array, _: Cost) -> Option<Cost> {
        let shared = &mut *self.shared.borrow_mut();
        match shared.program.is_solution(x) {
            Ok(true) => Some(Cost::whole(x.len() as i64)),
            Ok(false) => None,
            Err(error) => {
                shared.failure.get_or_insert(error);
                None
            }
        }
    }
}

/// The learner's least-cost search, stepped event by event.
pub struct OwnLeastCost {
    search: BranchSearch<OwnTree>,
    shared: Rc<RefCell<Shared>>,
    failed: bool,
}

impl OwnLeastCost {
    /// The least-cost search of `program`, generating at most `max_nodes` nodes.
    pub fn new(program: Program, max_nodes: u32) -> OwnLeastCost {
        let shared =
            Rc::new(RefCell::new(Shared { program, texts: Texts::default(), failure: None }));
        let tree = OwnTree { shared: shared.clone() };
        OwnLeastCost {
            search: BranchSearch::new(tree, Selection::LeastCost, true, max_nodes),
            shared,
            failed: false,
        }
    }

    /// The next event, none once the search has ended or the learner's program failed.
    pub fn step(&mut self) -> Option<BranchEvent<Why>> {
        if self.failed {
            return None;
        }
        let event = self.search.step();
        if self.shared.borrow().failure.is_some() {
            self.failed = true;
            return None;
        }
        event
    }

    /// The search's engine (its totals, answer and ending).
    pub fn engine(&self) -> &BranchSearch<impl Branching> {
        &self.search
    }

    /// What went wrong in the learner's program, if the search failed.
    pub fn failure(&self) -> Option<ProgramError> {
        self.shared.borrow().failure.clone()
    }
}
