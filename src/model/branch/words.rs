//! The sentences every branch-and-bound page says about its search: a node's cost and why it
//! died, how the E-nodes are picked, and the status line of each event and run state; each page
//! says in its own words what a node decides, why a node cannot be a solution and what it shows
//! before a search.

use super::text::BranchText;
use crate::core::branch::event::{BranchEvent, Death};
use crate::core::branch::node::{DrawnNode, NodeState};
use crate::core::branch::replay::BranchTrail;
use crate::core::branch::{Cost, Goal, Selection, SEARCH_MEMORY};
use crate::model::driver::RunState;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{say, t};
use crate::model::status::format_count;

/// A node's cost or bound as the tree and the status line write it: `c = 5`, or `bound 76` when
/// the search looks for the greatest value.
pub fn cost_text(goal: Goal, cost: Cost) -> String {
    let key = if goal == Goal::Most { BranchText::BoundIs } else { BranchText::CostIs };
    say(key, &[("cost", &cost)])
}

/// Why a node is dead, in words (`infeasible` says the problem's own reasons).
pub fn death_text<I: Copy>(
    goal: Goal,
    death: Death<I>,
    infeasible: &dyn Fn(I) -> String,
) -> String {
    let most = goal == Goal::Most;
    match death {
        Death::Infeasible(why) => infeasible(why),
        Death::Bound { bound, best } => {
            let key = if most { BranchText::DeadBoundMost } else { BranchText::DeadBoundLeast };
            say(key, &[("bound", &bound), ("best", &best)])
        }
        Death::NoBetter { value, best } => {
            let key =
                if most { BranchText::DeadNoBetterMost } else { BranchText::DeadNoBetterLeast };
            say(key, &[("value", &value), ("best", &best)])
        }
    }
}

/// What became of a node, in words: live, expanded, the E-node, dead (and why), a solution, the
/// answer.
pub fn state_text<I: Copy>(
    goal: Goal,
    node: &DrawnNode<I>,
    infeasible: &dyn Fn(I) -> String,
) -> String {
    match node.state {
        NodeState::Live => t(BranchText::StateLive).to_string(),
        NodeState::Expanded => t(BranchText::StateExpanded).to_string(),
        NodeState::ENode => t(BranchText::StateENode).to_string(),
        NodeState::Dead(death) => {
            format!("{}: {}", t(BranchText::StateDead), death_text(goal, death, infeasible))
        }
        NodeState::Solution => t(BranchText::StateSolution).to_string(),
        NodeState::Answer => t(BranchText::StateAnswer).to_string(),
    }
}

/// Why the E-node is the one picked, for a search with `selection` looking for `goal`.
fn why_picked(selection: Selection, goal: Goal) -> &'static str {
    t(match (selection, goal) {
        (Selection::LeastCost, Goal::Most) => BranchText::WhyMost,
        (Selection::LeastCost, _) => BranchText::WhyLeast,
        (Selection::Fifo, _) => BranchText::WhyFifo,
        (Selection::DepthFirst, _) => BranchText::WhyDepth,
    })
}

/// How a search with `selection` looking for `goal` picks its E-nodes, in one phrase: the
/// least cost, or the greatest upper bound when it looks for the greatest value.
pub fn order_text(selection: Selection, goal: Goal) -> &'static str {
    t(match selection {
        Selection::LeastCost if goal == Goal::Most => BranchText::StatusGreatestBound,
        Selection::LeastCost => BranchText::StatusLeastCost,
        Selection::Fifo => BranchText::StatusFifo,
        Selection::DepthFirst => BranchText::StatusDepthFirst,
    })
}

/// What a page says in its own words in its status line.
pub struct PageWords<'a, I> {
    /// Before any search: what the page shows and what Play does.
    pub idle: String,
    /// What the node just generated is, its cost included.
    pub generated: &'a dyn Fn(&DrawnNode<I>) -> String,
    /// Why a node cannot be a solution, in the problem's terms.
    pub infeasible: &'a dyn Fn(I) -> String,
    /// The search stopped at its node limit (the figures say how many nodes it generated).
    pub capped: bool,
}

/// The status line of a branch-and-bound search in `state`, whose page replays `trail`.
pub fn status<I: Copy>(
    state: RunState,
    trail: &BranchTrail<I>,
    failure: Option<&str>,
    words: &PageWords<'_, I>,
) -> String {
    let nodes = format_count(trail.totals().generated);
    match state {
        RunState::Idle => words.idle.clone(),
        RunState::Failed => failure.unwrap_or(t(CommonText::StatusFailed)).to_string(),
        RunState::Stopped | RunState::Finished if words.capped => capped_text(trail),
        RunState::Stopped => say(BranchText::StatusStopped, &[("nodes", &nodes)]),
        RunState::Finished | RunState::Running | RunState::Paused => match trail.last() {
            Some(event) => event_text(trail, event, words),
            None if state == RunState::Paused => {
                say(CommonText::StatusPaused, &[("nodes", &nodes)])
            }
            None if state == RunState::Finished => ended_text(trail),
            None => {
                let live = format_count(trail.totals().live);
                say(BranchText::StatusFlatOut, &[("nodes", &nodes), ("live", &live)])
            }
        },
    }
}

/// The search stopped at its node limit, and what it had found: the best so far, not proven the
/// best, or nothing.
fn capped_text<I: Copy>(trail: &BranchTrail<I>) -> String {
    let generated = trail.totals().generated;
    let megabytes = format_count(SEARCH_MEMORY / 1_000_000);
    let capped = say(
        BranchText::StatusCapped,
        &[("nodes", &format_count(generated)), ("megabytes", &megabytes)],
    );
    let found = match trail.best() {
        Some((node, value)) => say(BranchText::CappedBest, &[("node", &node), ("value", &value)]),
        None => t(BranchText::CappedNone).to_string(),
    };
    format!("{capped} {found}")
}

/// How a search that ended stands, without its last event (after a run at max speed).
fn ended_text<I: Copy>(trail: &BranchTrail<I>) -> String {
    let nodes = format_count(trail.totals().generated);
    match (trail.answer(), trail.best()) {
        (Some(node), Some((_, value))) => say(
            BranchText::StatusExhaustedBest,
            &[("node", &node), ("value", &value), ("nodes", &nodes)],
        ),
        (Some(node), None) => say(BranchText::StatusAnswerReach, &[("node", &node)]),
        _ => t(BranchText::StatusNoAnswer).to_string(),
    }
}

/// The status line of `event`, the last applied to `trail`.
fn event_text<I: Copy>(
    trail: &BranchTrail<I>,
    event: BranchEvent<I>,
    words: &PageWords<'_, I>,
) -> String {
    let goal = trail.goal();
    let cost_of = |node: u32| trail.node(node).map(|n| cost_text(goal, n.cost)).unwrap_or_default();
    match event {
        BranchEvent::Begin { selection, .. } => {
            say(BranchText::StatusBegin, &[("order", &order_text(selection, goal))])
        }
        BranchEvent::Generate { node, .. } => {
            trail.node(node).map(|drawn| (words.generated)(drawn)).unwrap_or_default()
        }
        BranchEvent::Kill { node, why } => {
            let why = death_text(goal, why, words.infeasible);
            say(BranchText::StatusKill, &[("node", &node), ("why", &why)])
        }
        BranchEvent::Expand { node } if super::code::again(trail, node) => {
            say(BranchText::StatusExpandAgain, &[("node", &node)])
        }
        BranchEvent::Expand { node } => {
            let why = why_picked(trail.selection(), goal);
            say(
                BranchText::StatusExpand,
                &[("node", &node), ("cost", &cost_of(node)), ("why", &why)],
            )
        }
        BranchEvent::Best { node, value } => {
            say(BranchText::StatusBest, &[("node", &node), ("value", &value)])
        }
        BranchEvent::Answer { node } if goal == Goal::Reach => {
            say(BranchText::StatusAnswerReach, &[("node", &node)])
        }
        BranchEvent::Answer { node } => {
            let value = trail.best().map(|(_, v)| v).unwrap_or_default();
            say(BranchText::StatusAnswerBest, &[("node", &node), ("value", &value)])
        }
        BranchEvent::Exhausted => ended_text(trail),
    }
}
