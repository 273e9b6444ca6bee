//! Practice on the 15-puzzle: which live node becomes the E-node next (every branch-and-bound
//! page's question), and what is the cost c(x) of the child generated next?

use super::settings::{move_word, FifteenSettings};
use super::text::FifteenText;
use super::Fifteen;
use crate::core::branch::event::BranchEvent;
use crate::core::branch::replay::BranchTrail;
use crate::core::branch::Cost;
use crate::core::search::Never;
use crate::model::branch::practice as branch;
use crate::model::i18n::say;
use crate::model::page::Practised;
use crate::model::practice::{Answer, Question, Verdict};
use crate::problems::fifteen::core::{Move, Position};

pub use crate::model::branch::practice::Drill;

/// The position of `node`, from the start and the moves that lead to it.
fn position(settings: &FifteenSettings, trail: &BranchTrail<Never>, node: u32) -> Position {
    let moves = trail.decisions(node).into_iter().map(|s| Move::from_choice(s.col as u8));
    settings.start.after(moves)
}

/// The moves that make the E-node's children, and how many of them are generated.
fn children(settings: &FifteenSettings, trail: &BranchTrail<Never>) -> Option<(Vec<Move>, usize)> {
    let e = trail.e_node()?;
    let came_by = trail.node(e).filter(|n| n.parent != 0).map(|n| Move::from_choice(n.choice));
    let moves = position(settings, trail, e).children_moves(came_by);
    let generated = trail.nodes().filter(|n| n.parent == e).count();
    Some((moves, generated))
}

/// Whether the E-node's children are all generated (before the first E-node: the root is).
fn children_done(settings: &FifteenSettings, trail: &BranchTrail<Never>) -> bool {
    match children(settings, trail) {
        Some((moves, generated)) => generated == moves.len(),
        None => trail.totals().generated == 1,
    }
}

/// The child generated next, if a child is: its number, its move and its parent.
fn next_child(settings: &FifteenSettings, trail: &BranchTrail<Never>) -> Option<(u32, Move, u32)> {
    if matches!(trail.last(), Some(BranchEvent::Answer { .. } | BranchEvent::Exhausted) | None) {
        return None;
    }
    let (moves, generated) = children(settings, trail)?;
    let m = *moves.get(generated)?;
    Some((trail.totals().generated as u32 + 1, m, trail.e_node()?))
}

/// The cost of the child generated next, as f + ĝ.
fn next_cost(
    settings: &FifteenSettings,
    trail: &BranchTrail<Never>,
) -> Option<(u32, Move, u32, u32, u32)> {
    let (node, m, parent) = next_child(settings, trail)?;
    let f = trail.decisions(parent).len() as u32 + 1;
    let g = settings.estimate.of(&position(settings, trail, parent).slid(m)?);
    Some((node, m, parent, f, g))
}

/// Whether the node just generated is the goal: the search stops there, asking nothing more.
fn goal_generated(settings: &FifteenSettings, trail: &BranchTrail<Never>) -> bool {
    match trail.last() {
        Some(BranchEvent::Generate { node, .. }) => position(settings, trail, node).is_goal(),
        _ => false,
    }
}

impl Practised for Fifteen {
    type Drill = Drill;

    /// Nothing once the goal is generated: the search stops there.
    fn question(
        settings: &FifteenSettings,
        drill: Drill,
        trail: &BranchTrail<Never>,
    ) -> Option<Question> {
        if goal_generated(settings, trail) {
            return None;
        }
        match drill {
            Drill::Next if trail.totals().live > 1 => {
                branch::question(trail, children_done(settings, trail))
            }
            Drill::Next => None,
            Drill::Cost => {
                let (node, m, parent, f, g) = next_cost(settings, trail)?;
                let whole = |n: u32| Cost::whole(i64::from(n));
                let args: [(&str, &dyn std::fmt::Display); 3] =
                    [("node", &node), ("move", &move_word(m)), ("parent", &parent)];
                let prompt = say(FifteenText::CostPrompt, &args);
                Some(branch::cost_question(prompt, node, [whole(f), whole(g)], whole(f + g)))
            }
        }
    }

    fn judge(
        settings: &FifteenSettings,
        trail: &BranchTrail<Never>,
        question: &Question,
        answer: &Answer,
    ) -> Verdict {
        if question.kind == branch::NEXT_E_NODE {
            return branch::judge(trail, children_done(settings, trail), answer);
        }
        let Some((node, _, _, f, g)) = next_cost(settings, trail) else {
            return Verdict::wrong(question.prompt.clone(), Vec::new());
        };
        let c = f + g;
        let args: [(&str, &dyn std::fmt::Display); 4] =
            [("node", &node), ("f", &f), ("g", &g), ("c", &c)];
        if *answer == question.answer {
            Verdict::right(say(FifteenText::CostRight, &args))
        } else {
            Verdict::wrong(say(FifteenText::CostWrong, &args), Vec::new())
        }
    }
}
