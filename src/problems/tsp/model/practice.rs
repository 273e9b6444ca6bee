//! Practice on the travelling salesman: which live node becomes the E-node next (every
//! branch-and-bound page's question), and what is the cost c(x) of the child generated next,
//! from A(i, j) and r (or the half sum)?

use super::board::{cities_of, reduced_step, tour_of, tour_text, TspTrail};
use super::settings::TspSettings;
use super::status::half_of;
use super::text::TspText;
use super::Tsp;
use crate::core::branch::event::{BranchEvent, Death};
use crate::core::branch::{Branching, Child, Cost};
use crate::model::branch::practice as branch;
use crate::model::i18n::say;
use crate::model::page::Practised;
use crate::model::practice::{Answer, Question, Verdict};
use crate::problems::tsp::core::{Bound, NoTour, Tour, TspTree};

pub use crate::model::branch::practice::Drill;

/// The salesman's tree these settings search.
fn tree(settings: &TspSettings) -> Option<TspTree> {
    TspTree::new(settings.graph.clone(), settings.bound).ok()
}

/// The E-node's children, in generation order, and how many of them are generated.
fn children(settings: &TspSettings, trail: &TspTrail) -> Option<(Vec<Child<Tour, NoTour>>, usize)> {
    let e = trail.e_node()?;
    let mut all = Vec::new();
    tree(settings)?.children(&tour_of(trail, e), &mut all);
    let generated = trail.nodes().filter(|n| n.parent == e).count();
    Some((all, generated))
}

/// Whether an event about the node just generated comes next: no tour goes through it, it is a
/// complete tour, or its bound cannot beat the best so far.
fn fate_pending(settings: &TspSettings, trail: &TspTrail) -> bool {
    let Some(BranchEvent::Generate { node, cost, .. }) = trail.last() else { return false };
    let complete = cities_of(trail, node).len() == settings.cities();
    let beaten = trail.best().is_some_and(|(_, best)| cost >= best);
    let dead = node > 1
        && children(settings, trail)
            .and_then(|(all, generated)| all.get(generated - 1).map(|c| c.infeasible.is_some()))
            .unwrap_or(false);
    complete || beaten || dead
}

/// Whether the E-node's children are all generated, and what became of the last one said.
fn children_done(settings: &TspSettings, trail: &TspTrail) -> bool {
    let done = match children(settings, trail) {
        Some((all, generated)) => generated == all.len(),
        None => trail.totals().generated == 1,
    };
    done && !fate_pending(settings, trail)
}

/// The child generated next, if one is and a tour may go through it: its number, its parent
/// and the child itself.
fn next_child(settings: &TspSettings, trail: &TspTrail) -> Option<(u32, u32, Child<Tour, NoTour>)> {
    if matches!(trail.last(), Some(BranchEvent::Answer { .. } | BranchEvent::Exhausted) | None)
        || fate_pending(settings, trail)
    {
        return None;
    }
    let (all, generated) = children(settings, trail)?;
    let child = all.into_iter().nth(generated).filter(|c| c.infeasible.is_none())?;
    Some((trail.totals().generated as u32 + 1, trail.e_node()?, child))
}

/// Whether the last event killed a node as it came up (the question before it was asked).
fn killed_coming_up(trail: &TspTrail) -> bool {
    let newest = trail.totals().generated as u32;
    matches!(trail.last(), Some(BranchEvent::Kill { node, why: Death::Bound { .. } }) if node != newest)
}

/// Why the child generated next costs what it does, in one sentence.
fn cost_reason(
    settings: &TspSettings,
    trail: &TspTrail,
    node: u32,
    parent: u32,
    child: &Child<Tour, NoTour>,
) -> String {
    let cost: Cost = child.cost;
    match settings.bound {
        Bound::Reduced => {
            let Some(step) = reduced_step(&settings.graph, &tour_of(trail, parent), child.choice)
            else {
                return String::new();
            };
            let r = step.reduced.map_or("∞".to_string(), |r| r.to_string());
            let args: [(&str, &dyn std::fmt::Display); 8] = [
                ("node", &node),
                ("parent", &parent),
                ("from", &(step.from + 1)),
                ("to", &(step.to + 1)),
                ("cp", &step.parent_cost),
                ("a", &step.edge),
                ("r", &r),
                ("c", &cost),
            ];
            say(TspText::CostWhy, &args)
        }
        Bound::Half => {
            let (sum, _) = half_of(settings, &child.state).unwrap_or_default();
            say(TspText::CostWhyHalf, &[("node", &node), ("sum", &sum), ("c", &cost)])
        }
    }
}

impl Practised for Tsp {
    type Drill = Drill;

    fn question(settings: &TspSettings, drill: Drill, trail: &TspTrail) -> Option<Question> {
        match drill {
            Drill::Next if trail.totals().live > 1 && !killed_coming_up(trail) => {
                branch::question(trail, children_done(settings, trail))
            }
            Drill::Next => None,
            Drill::Cost => {
                let (node, parent, child) = next_child(settings, trail)?;
                let parent_cost = trail.node(parent)?.cost;
                let cities = tour_text(&cities_of(trail, parent), "-", false);
                let args: [(&str, &dyn std::fmt::Display); 4] = [
                    ("node", &node),
                    ("to", &(child.choice + 1)),
                    ("parent", &parent),
                    ("tour", &cities),
                ];
                let prompt = say(TspText::CostPrompt, &args);
                Some(branch::cost_question(prompt, node, [parent_cost], child.cost))
            }
        }
    }

    fn judge(
        settings: &TspSettings,
        trail: &TspTrail,
        question: &Question,
        answer: &Answer,
    ) -> Verdict {
        if question.kind == branch::NEXT_E_NODE {
            return branch::judge(trail, children_done(settings, trail), answer);
        }
        let Some((node, parent, child)) = next_child(settings, trail) else {
            return Verdict::wrong(question.prompt.clone(), Vec::new());
        };
        let why = cost_reason(settings, trail, node, parent, &child);
        if *answer == question.answer {
            Verdict::right(say(TspText::CostRight, &[("why", &why)]))
        } else {
            Verdict::wrong(why, Vec::new())
        }
    }
}
