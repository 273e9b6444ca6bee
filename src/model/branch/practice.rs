//! Practice's question every branch-and-bound page asks: which live node becomes the E-node
//! next? It comes once the E-node's children are all generated; the answer is the first live
//! node, in the order they come up, that its bound does not kill as it comes up.

use super::text::BranchText;
use super::words::cost_text;
use crate::core::branch::event::BranchEvent;
use crate::core::branch::replay::BranchTrail;
use crate::core::branch::{Goal, Selection};
use crate::model::i18n::{say, t};
use crate::model::practice::{Answer, Choice, Question, Verdict};

/// The kind of the question (the prompt's `data-kind`).
pub const NEXT_E_NODE: &str = "next-e-node";

/// The kind of the question "what is the cost of the child generated next?".
pub const COST_OF: &str = "cost-of";

/// Which decisions practice puts to the learner on a branch-and-bound page.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Drill {
    /// Which live node becomes the E-node next.
    #[default]
    Next,
    /// The cost (or bound) of the child generated next.
    Cost,
}

impl Drill {
    /// Every drill, as the page lists them.
    pub const ALL: [Drill; 2] = [Drill::Next, Drill::Cost];

    /// Its name in the page's drill list (`data-value`), the kind of its questions.
    pub fn slug(self) -> &'static str {
        match self {
            Drill::Next => NEXT_E_NODE,
            Drill::Cost => COST_OF,
        }
    }

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
pub fn beaten(
    goal: Goal,
    cost: crate::core::branch::Cost,
    best: Option<crate::core::branch::Cost>,
) -> bool {
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

/// The question "which live node becomes the E-node next?", when it comes next.
pub fn question<I: Copy>(trail: &BranchTrail<I>, children_done: bool) -> Option<Question> {
    let (next, _) = next_e_node(trail, children_done)?;
    let goal = trail.goal();
    let choices = trail
        .live()
        .take(OFFERED)
        .filter_map(|node| trail.node(node))
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

/// The question "what does the child generated next cost?" put as `prompt`: the costs
/// `offered` (the right one, `right`, among them) as choices, sorted, each once.
pub fn cost_question<T: Ord + ToString>(prompt: String, mut offered: Vec<T>, right: T) -> Question {
    offered.sort_unstable();
    offered.dedup();
    Question {
        kind: COST_OF,
        prompt,
        choices: offered.iter().map(|v| Choice::new(v.to_string(), v.to_string())).collect(),
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
