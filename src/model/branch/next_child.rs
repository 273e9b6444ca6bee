//! What the search does next at the E-node, read from the problem's tree (its states rebuilt
//! by [`follow`]): whether the E-node's children are all generated, and the child generated
//! next with its cost or bound; and practice's two questions on any branch-and-bound page
//! whose tree the page can follow: which live node becomes the E-node next, and what is the
//! cost (or bound) of the child generated next, with the problem's words for the second
//! ([`CostAsk`]).

use super::practice::{self as branch, beaten, Drill, NEXT_E_NODE};
use crate::core::branch::event::BranchEvent;
use crate::core::branch::follow::{children, follow};
use crate::core::branch::replay::BranchTrail;
use crate::core::branch::{Branching, Child, Cost};
use crate::model::practice::{Answer, Question, Verdict};

/// The child the search generates next: its number, its parent (the E-node) and what the
/// tree says of it.
pub struct NextChild<S, I> {
    /// Its number.
    pub node: u32,
    /// Its parent, the E-node.
    pub parent: u32,
    /// The parent's state.
    pub parent_state: S,
    /// The child as the tree generates it: its choice, state, cost and feasibility.
    pub child: Child<S, I>,
}

/// The choices from the root to `node`, as the trail knows them.
pub fn choices<I: Copy>(trail: &BranchTrail<I>, node: u32) -> impl Iterator<Item = u8> {
    trail.decisions(node).into_iter().map(|square| square.col as u8)
}

/// The state and cost of `node`, rebuilt from its choices.
pub fn state_of<B: Branching>(
    tree: &B,
    trail: &BranchTrail<B::Infeasible>,
    node: u32,
) -> Option<(B::State, Cost)> {
    trail.node(node)?;
    follow(tree, choices(trail, node))
}

/// The E-node, its state and children, and how many of them are generated.
type Expanding<B> = (
    u32,
    <B as Branching>::State,
    Vec<Child<<B as Branching>::State, <B as Branching>::Infeasible>>,
    usize,
);

/// The E-node and its children, and how many of them are generated.
fn expanding<B: Branching>(tree: &B, trail: &BranchTrail<B::Infeasible>) -> Option<Expanding<B>> {
    let e = trail.e_node()?;
    let (state, _) = state_of(tree, trail, e)?;
    let kids = children(tree, &state);
    let generated = trail.nodes().filter(|n| n.parent == e).count();
    Some((e, state, kids, generated))
}

/// Whether the node just generated has an event of its own next: it cannot be a solution, it
/// is one, or its bound cannot beat the best so far (it is killed at once).
fn fate_pending<B: Branching>(
    tree: &B,
    trail: &BranchTrail<B::Infeasible>,
    child: Option<&Child<B::State, B::Infeasible>>,
) -> bool {
    let (Some(BranchEvent::Generate { .. }), Some(child)) = (trail.last(), child) else {
        return false;
    };
    let best = trail.best().map(|(_, value)| value);
    child.infeasible.is_some()
        || tree.solution(&child.state, child.cost).is_some()
        || beaten(trail.goal(), child.cost, best)
}

/// Whether the E-node's children are all generated and settled (before the first E-node: the
/// root is), so that the next E-node comes next.
pub fn children_done<B: Branching>(tree: &B, trail: &BranchTrail<B::Infeasible>) -> bool {
    match expanding(tree, trail) {
        Some((_, _, kids, generated)) => {
            generated == kids.len()
                && !fate_pending(tree, trail, generated.checked_sub(1).and_then(|k| kids.get(k)))
        }
        None => trail.totals().generated == 1,
    }
}

/// The child the search generates next, if it generates one next.
pub fn next_child<B: Branching>(
    tree: &B,
    trail: &BranchTrail<B::Infeasible>,
) -> Option<NextChild<B::State, B::Infeasible>> {
    if matches!(trail.last(), Some(BranchEvent::Answer { .. } | BranchEvent::Exhausted) | None) {
        return None;
    }
    let (parent, parent_state, kids, generated) = expanding(tree, trail)?;
    if fate_pending(tree, trail, generated.checked_sub(1).and_then(|k| kids.get(k))) {
        return None;
    }
    let child = kids.into_iter().nth(generated)?;
    let node = trail.totals().generated as u32 + 1;
    Some(NextChild { node, parent, parent_state, child })
}

/// What a page says about the cost (or bound) of the child generated next: the question, the
/// sentence for a right answer and for a wrong one (the sum worked out), and wrong costs to
/// offer beside the right one (the usual slips).
pub struct CostAsk {
    /// The question.
    pub prompt: String,
    /// Said after a right answer.
    pub right: String,
    /// Said after a wrong answer.
    pub wrong: String,
    /// Wrong costs to offer.
    pub decoys: Vec<Cost>,
}

/// The question practice puts with `drill` after `trail`, if the search makes that decision
/// next; `ask` says the problem's words about a child. A child that cannot be a solution (it is
/// killed at once) is not asked about, nor is the next E-node while only one node is live.
pub fn question<B: Branching>(
    tree: &B,
    drill: Drill,
    trail: &BranchTrail<B::Infeasible>,
    ask: impl Fn(&NextChild<B::State, B::Infeasible>) -> CostAsk,
) -> Option<Question> {
    match drill {
        Drill::Next if trail.totals().live > 1 => {
            branch::question(trail, children_done(tree, trail))
        }
        Drill::Next => None,
        Drill::Cost => {
            let next = next_child(tree, trail).filter(|next| next.child.infeasible.is_none())?;
            let said = ask(&next);
            Some(branch::cost_question(said.prompt, next.node, said.decoys, next.child.cost))
        }
    }
}

/// The verdict on `answer` to `question`, asked at `trail`.
pub fn judge<B: Branching>(
    tree: &B,
    trail: &BranchTrail<B::Infeasible>,
    question: &Question,
    answer: &Answer,
    ask: impl Fn(&NextChild<B::State, B::Infeasible>) -> CostAsk,
) -> Verdict {
    if question.kind == NEXT_E_NODE {
        return branch::judge(trail, children_done(tree, trail), answer);
    }
    let Some(next) = next_child(tree, trail) else {
        return Verdict::wrong(question.prompt.clone(), Vec::new());
    };
    let said = ask(&next);
    if *answer == question.answer {
        Verdict::right(said.right)
    } else {
        Verdict::wrong(said.wrong, Vec::new())
    }
}
