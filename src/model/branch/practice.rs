//! Practice's question every branch-and-bound page asks: which live node becomes the E-node
//! next? It comes once the E-node's children are all generated; the answer is the first live
//! node, in the order they come up, that its bound does not kill as it comes up.

use super::text::BranchText;
use super::words::cost_text;
use crate::core::branch::event::BranchEvent;
use crate::core::branch::replay::BranchTrail;
use crate::core::branch::{Cost, Goal, Selection};
use crate::model::i18n::{say, t};
use crate::model::practice::{Answer, Choice, Question, Verdict};

/// The kind of the question (the prompt's `data-kind`).
pub const NEXT_E_NODE: &str = "next-e-node";

/// The kind of the question "what is the cost of the child generated next?".
pub const COST_OF: &str = "cost-of";

crate::core::slug::slugged! {
    /// Which decisions practice puts to the learner on a branch-and-bound page.
    ///
    /// Each drill's name in the page's drill list: the kind of its questions.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub enum Drill {
        /// Which live node becomes the E-node next.
        #[default]
        Next = NEXT_E_NODE,
        /// The cost (or bound) of the child generated next.
        Cost = COST_OF,
    }
}

impl Drill {
    /// Its name on the page.
    pub fn name(self) -> &'static str {
        t(match self {
            Drill::Next => BranchText::DrillNext,
            Drill::Cost => BranchText::DrillCost,
        })
    }
}

/// How many live nodes the question offers as buttons.
const OFFERED: usize = 8;

/// Whether a live node of this cost or bound cannot beat `best` (it is killed as it comes up).
pub fn beaten(goal: Goal, cost: Cost, best: Option<Cost>) -> bool {
    match (goal, best) {
        (Goal::Least, Some(best)) => cost >= best,
        (Goal::Most, Some(best)) => cost <= best,
        _ => false,
    }
}

/// The node that becomes the E-node next, if the E-node's children are all generated
/// (`children_done`), and how many live nodes ahead of it are killed as they come up.
pub fn next_e_node<I: Copy>(trail: &BranchTrail<I>, children_done: bool) -> Option<(u32, usize)> {
    let over = matches!(trail.last(), Some(BranchEvent::Answer { .. } | BranchEvent::Exhausted));
    if !children_done || over || trail.selection() == Selection::DepthFirst {
        return None;
    }
    let best = trail.best().map(|(_, value)| value);
    for (skipped, node) in trail.live().enumerate() {
        let cost = trail.node(node)?.cost;
        if !beaten(trail.goal(), cost, best) {
            return Some((node, skipped));
        }
    }
    None
}

/// The question "which live node becomes the E-node next?", when it comes next: the first
/// live nodes in the order they come up (enough to hold the answer), offered in the order of
/// their numbers, so that the buttons' order says nothing of the answer.
pub fn question<I: Copy>(trail: &BranchTrail<I>, children_done: bool) -> Option<Question> {
    let (next, skipped) = next_e_node(trail, children_done)?;
    let goal = trail.goal();
    let mut offered: Vec<_> =
        trail.live().take(OFFERED.max(skipped + 1)).filter_map(|node| trail.node(node)).collect();
    offered.sort_by_key(|n| n.node);
    let choices = offered
        .iter()
        .map(|n| {
            Choice::new(n.node.to_string(), format!("{} ({})", n.node, cost_text(goal, n.cost)))
        })
        .collect();
    Some(Question {
        kind: NEXT_E_NODE,
        prompt: t(BranchText::NextPrompt).to_string(),
        choices,
        answer: Answer::Choice(next.to_string()),
        about: None,
    })
}

/// How many costs the question on a child's cost offers.
const COSTS_OFFERED: usize = 4;

/// The costs offered for node `node`'s, `right`: the usual `slips` (those that are no cost,
/// below 0, dropped) and, where they are too few, the right cost's neighbours, in increasing
/// order, with the right one at a place that changes from node to node (`node` mod 4, as far
/// as costs below it can be had), so that where it stands says nothing.
///
/// ```
/// use runut::core::branch::Cost;
/// use runut::model::branch::practice::cost_choices;
/// let whole = |costs: &[i64]| costs.iter().map(|&c| Cost::whole(c)).collect::<Vec<_>>();
/// let right = Cost::whole(35);
/// for node in 2..10u32 {
///     let offered = cost_choices(node, whole(&[25, 36, 35]), right);
///     assert_eq!(offered.len(), 4);
///     assert!(offered.windows(2).all(|w| w[0] < w[1]));
///     assert_eq!(offered.iter().position(|&c| c == right), Some(node as usize % 4));
/// }
/// // Nothing below 0: the right cost 0 is the first.
/// assert_eq!(cost_choices(7, Vec::new(), Cost::whole(0)), whole(&[0, 1, 2, 3]));
/// ```
pub fn cost_choices(node: u32, slips: impl IntoIterator<Item = Cost>, right: Cost) -> Vec<Cost> {
    let fine = |c: &Cost| *c >= Cost::whole(0);
    let mut seen = vec![right.to_string()];
    let mut new = |c: &Cost| {
        let fresh = fine(c) && !seen.contains(&c.to_string());
        if fresh {
            seen.push(c.to_string());
        }
        fresh
    };
    let (mut below, mut above): (Vec<Cost>, Vec<Cost>) =
        slips.into_iter().filter(|c| new(c)).partition(|c| *c < right);
    // The slips nearest first on each side, then the right cost's neighbours, a whole step
    // apart, nearest first.
    below.sort_by(|a, b| b.cmp(a));
    above.sort();
    let step = |k: i64| Cost::ratio(right.num() + k * right.den(), right.den());
    for k in 1..=COSTS_OFFERED as i64 {
        below.extend(Some(step(-k)).filter(|c| new(c)));
        above.extend(Some(step(k)).filter(|c| new(c)));
    }
    let under = (node as usize % COSTS_OFFERED).min(below.len());
    let over = (COSTS_OFFERED - 1 - under).min(above.len());
    let mut offered: Vec<Cost> = below.into_iter().take(under).collect();
    offered.push(right);
    offered.extend(above.into_iter().take(over));
    offered.sort();
    offered
}

/// The question "what does the child generated next, node `node`, cost?" put as `prompt`: the
/// costs [`cost_choices`] offers, the right one, `right`, among them.
pub fn cost_question(
    prompt: String,
    node: u32,
    slips: impl IntoIterator<Item = Cost>,
    right: Cost,
) -> Question {
    let offered = cost_choices(node, slips, right);
    Question {
        kind: COST_OF,
        prompt,
        choices: offered.iter().map(|c| Choice::new(c.to_string(), c.to_string())).collect(),
        answer: Answer::Choice(right.to_string()),
        about: None,
    }
}

/// The verdict on `answer` to the question, asked with `trail` as it is.
pub fn judge<I: Copy>(trail: &BranchTrail<I>, children_done: bool, answer: &Answer) -> Verdict {
    let Some((next, skipped)) = next_e_node(trail, children_done) else {
        return Verdict::wrong(t(BranchText::NextPrompt), Vec::new());
    };
    if *answer == Answer::Choice(next.to_string()) {
        return Verdict::right(say(BranchText::NextRight, &[("node", &next)]));
    }
    let cost = trail.node(next).map(|n| n.cost).unwrap_or_default();
    let key = match (trail.selection(), trail.goal()) {
        (Selection::Fifo, _) => BranchText::NextWrongFifo,
        (_, Goal::Most) => BranchText::NextWrongMost,
        _ => BranchText::NextWrongLeast,
    };
    let mut why = say(key, &[("node", &next), ("cost", &cost)]);
    if skipped > 0 {
        why.push_str(t(BranchText::NextKilled));
    }
    Verdict::wrong(why, Vec::new())
}
