//! Least-cost search around the learner's functions (`search=lc`), on the branch-and-bound
//! engine every such page uses: the root is the empty `x`, its cost `cost([])`; the live node of
//! least `cost` is the next E-node (ties to the one generated first); its children are generated
//! in `candidates` order, each numbered; one whose `promising` is not `true` is dead; the search
//! ends as soon as a solution is generated (as the 15-puzzle page does), or no node is live.
//!
//! A node's choice is the number of its [`NodeText`] in the search's [`Texts`] (its value, its
//! label, why it died), as a backtracking node's square is: the page reads the tree's labels
//! and `x` from the texts alike; a dead node's reason is that number too. A choice is a byte, so a least-cost search whose nodes read
//! more than [`MAX_CHOICES`] different ways ends with an error.

use super::program::{shown, Function, Program, ProgramError, Trouble, Verdict};
use super::texts::{NodeText, Texts};
use crate::core::branch::engine::{BranchSearch, Engine};
use crate::core::branch::standing::BranchStanding;
use crate::core::branch::stats::{BranchEnding, BranchStats};
use crate::core::branch::{BranchEvent, Branching, Child, Cost, Goal, Selection};
use rhai::Array;
use std::cell::RefCell;
use std::rc::Rc;

/// The most different node texts a least-cost search may name (a node's choice is a byte).
pub const MAX_CHOICES: usize = 256;

/// The most children a node may have.
pub const MAX_CHILDREN: usize = 256;

/// The most nodes a least-cost search of the learner's program generates: each live node holds
/// its `x`, an interpreter's array, so far fewer than a built-in page's.
pub const MAX_NODES: u32 = 200_000;

/// What the search and the tree it walks share: the program, the texts named, the failure.
struct Shared {
    program: Program,
    /// Whether `promising` is asked (else every node is live: the search without B).
    bounded: bool,
    texts: Texts,
    /// What went wrong, and the place among the E-node's children of the node it went wrong
    /// on (0 for the root).
    failure: Option<(ProgramError, usize)>,
}

/// The learner's tree as branch and bound searches it.
struct OwnTree {
    shared: Rc<RefCell<Shared>>,
}

impl Shared {
    /// `x`'s cost (0 where the program defines none).
    fn cost(&mut self, x: &Array) -> Result<Cost, ProgramError> {
        Ok(Cost::whole(self.program.cost(x)?.unwrap_or(0)))
    }

    /// The child of `x` that adds `value`: its text numbered, dead or live as `promising` says.
    fn child(&mut self, x: &Array, value: rhai::Dynamic) -> Result<Child<Array, u8>, ProgramError> {
        let mut y = x.clone();
        y.push(value);
        let value = shown(y.last().expect("the child's value is in y"));
        let label = self.program.label(&y)?;
        let verdict = if self.bounded { self.program.promising(&y)? } else { Verdict::Live };
        let (live, reason) = match verdict {
            Verdict::Live => (true, None),
            Verdict::Dead(reason) => (false, reason),
        };
        let text = NodeText { value, label, reason, dead: !live }.joined();
        let number = self.texts.number(text).map(usize::from).filter(|&n| n < MAX_CHOICES);
        let choice = number.ok_or_else(too_many_choices)? as u8;
        let cost = if live { self.cost(&y)? } else { Cost::whole(0) };
        Ok(Child { choice, state: y, cost, infeasible: (!live).then_some(choice) })
    }
}

impl Branching for OwnTree {
    type State = Array;
    type Infeasible = u8;
    const GOAL: Goal = Goal::Reach;

    fn root(&self) -> (Array, Cost) {
        let shared = &mut *self.shared.borrow_mut();
        let x = Array::new();
        let cost = shared.cost(&x).unwrap_or_else(|error| {
            shared.failure.get_or_insert((error, 0));
            Cost::whole(0)
        });
        (x, cost)
    }

    fn children(&self, x: &Array, out: &mut Vec<Child<Array, u8>>) {
        let shared = &mut *self.shared.borrow_mut();
        if shared.failure.is_some() {
            return;
        }
        let candidates = match shared.program.candidates(x) {
            Ok(candidates) if candidates.len() > MAX_CHILDREN => {
                let message = format!("{} candidates (at most {MAX_CHILDREN})", candidates.len());
                let function = Some(Function::Candidates);
                let error =
                    ProgramError { trouble: Trouble::TooLarge, message, at: None, function };
                shared.failure = Some((error, 1));
                return;
            }
            Ok(candidates) => candidates,
            Err(error) => {
                shared.failure = Some((error, 1));
                return;
            }
        };
        for (place, value) in candidates.into_iter().enumerate() {
            match shared.child(x, value) {
                Ok(child) => out.push(child),
                Err(error) => {
                    shared.failure = Some((error, place + 1));
                    return;
                }
            }
        }
    }

    fn solution(&self, x: &Array, _: Cost) -> Option<Cost> {
        let shared = &mut *self.shared.borrow_mut();
        match shared.program.is_solution(x) {
            Ok(true) => Some(Cost::whole(x.len() as i64)),
            Ok(false) => None,
            Err(error) => {
                shared.failure.get_or_insert((error, 1));
                None
            }
        }
    }
}

/// The error of a least-cost search whose nodes read more different ways than a choice holds.
fn too_many_choices() -> ProgramError {
    ProgramError {
        trouble: Trouble::TooLarge,
        message: format!(
            "more than {MAX_CHOICES} different node texts (value, label and reason) in a \
             least-cost search"
        ),
        at: None,
        function: None,
    }
}

/// The learner's least-cost search, stepped event by event; it stops at once where the
/// learner's program goes wrong.
pub struct OwnLeastCost {
    search: BranchSearch<OwnTree>,
    shared: Rc<RefCell<Shared>>,
    /// Where the search failed: the number of its error's text and the node.
    failed: Option<(u16, u64)>,
}

impl OwnLeastCost {
    /// The least-cost search of `program`, generating at most `max_nodes` nodes; `bounded`:
    /// with the program's bounding function (else every node is live).
    pub fn new(program: Program, bounded: bool, max_nodes: u32) -> OwnLeastCost {
        let texts = Texts::default();
        let shared = Rc::new(RefCell::new(Shared { program, bounded, texts, failure: None }));
        let tree = OwnTree { shared: shared.clone() };
        let search = BranchSearch::new(tree, Selection::LeastCost, true, max_nodes);
        let mut own = OwnLeastCost { search, shared, failed: None };
        own.check(0);
        own
    }

    /// Ends the search if the program has gone wrong; `before`: the nodes generated before the
    /// event that asked the program.
    fn check(&mut self, before: u64) -> bool {
        let mut shared = self.shared.borrow_mut();
        if let Some((error, place)) = shared.failure.take() {
            let node = if before == 0 { 1 } else { before + place as u64 };
            let text = shared.texts.number_error(error.joined());
            self.failed = Some((text, node));
            shared.failure = Some((error, place));
        }
        self.failed.is_some()
    }

    /// Where the search failed, if it did: the number of its error's text
    /// ([`ProgramError::joined`]) and the node it went wrong on.
    pub fn failed_at(&self) -> Option<(u16, u64)> {
        self.failed
    }

    /// What went wrong in the learner's program, if the search failed.
    pub fn failure(&self) -> Option<ProgramError> {
        self.shared.borrow().failure.as_ref().map(|(error, _)| error.clone())
    }
}

impl Engine for OwnLeastCost {
    type Infeasible = u8;

    fn step(&mut self) -> Option<BranchEvent<u8>> {
        if self.failed.is_some() {
            return None;
        }
        let before = self.search.stats().generated;
        let event = self.search.step();
        if self.check(before) {
            return None;
        }
        event
    }

    /// Steps: the program may go wrong at any node, and the search stops exactly there.
    fn run_flat(&mut self, budget: u64) -> bool {
        let until = self.search.stats().generated + budget;
        while self.search.stats().generated < until {
            if self.step().is_none() {
                return true;
            }
        }
        self.failed.is_some() || self.search.ending().is_some()
    }

    fn stats(&self) -> BranchStats {
        self.search.stats()
    }

    fn ending(&self) -> Option<BranchEnding> {
        self.search.ending()
    }

    fn answer(&self) -> Option<u32> {
        self.search.answer()
    }

    fn e_node(&self) -> Option<u32> {
        self.search.e_node()
    }

    fn path(&self, node: u32) -> Vec<u8> {
        self.search.path(node)
    }

    fn standing(&self, limit: u32) -> BranchStanding<u8> {
        self.search.standing(limit)
    }

    fn take_texts(&mut self) -> Vec<String> {
        self.shared.borrow_mut().texts.take_new()
    }
}
