//! [`QuizTree`]: how the quiz reads a state-space tree from a search's events, once for each
//! event vocabulary (a depth-first search's path events, branch and bound's numbered nodes),
//! so that a problem gets every kind of question its vocabulary answers from this shared code.

use super::kind::Kind;
use super::record::{NodeFacts, TreeRecord};
use crate::core::branch::replay::BranchTrail;
use crate::core::branch::{BranchEvent, Cost};
use crate::core::grid::Square;
use crate::core::search::{self, Event, Replay};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::Debug;

/// A replay whose search's events the quiz reads its answers from.
pub trait QuizTree: Replay {
    /// The kinds of question this vocabulary's trees answer.
    const KINDS: &'static [Kind];
    /// The tree that `events` (a whole run's, from its first) generate.
    fn record(events: impl IntoIterator<Item = Self::Event>) -> TreeRecord;
    /// A node's cost as the page writes it (a depth-first search's nodes have none, so its
    /// pages leave out the decimal writing of fractions: `num/den`).
    fn cost_text(cost: Cost) -> String {
        format!("{}/{}", cost.num(), cost.den())
    }
}

impl<R> QuizTree for search::Trail<R>
where
    R: Copy + Debug + PartialEq + Serialize + DeserializeOwned + 'static,
{
    const KINDS: &'static [Kind] = Kind::DEPTH_FIRST;

    /// Nodes are numbered as they are generated (the root, each `Try`); a node's parent is the
    /// deepest node of the path when it is generated, and a solution is the deepest node of the
    /// path when it is announced.
    ///
    /// ```
    /// use runut::core::grid::Square;
    /// use runut::core::search::{Event, Trail};
    /// use runut::model::quiz::QuizTree;
    /// let (a, b) = (Square::new(0, 1), Square::new(1, 0));
    /// let events = [
    ///     Event::Root,
    ///     Event::Try { depth: 1, at: a },
    ///     Event::Advance { depth: 1, at: a },
    ///     Event::Try { depth: 2, at: b },
    ///     Event::Reject { at: b, why: () },
    ///     Event::Try { depth: 2, at: a },
    ///     Event::Advance { depth: 2, at: a },
    ///     Event::Solution { index: 1 },
    /// ];
    /// let record = Trail::<()>::record(events);
    /// assert_eq!((record.len(), record.first_solution, record.nodes_at_first), (4, Some(4), Some(4)));
    /// assert_eq!(record.node(3).unwrap().parent, 2);
    /// assert!(record.node(3).unwrap().dead);
    /// assert_eq!(record.node(4).unwrap().decisions, vec![a, a]);
    /// ```
    fn record(events: impl IntoIterator<Item = Event<R>>) -> TreeRecord {
        let mut record = TreeRecord::default();
        let mut path: Vec<u32> = Vec::new();
        let mut tried = 0;
        for event in events {
            record.read_one(matches!(event, Event::Root | Event::Try { .. }));
            match event {
                Event::Root => {
                    record.nodes.push(fresh(0, Vec::new(), None));
                    path.push(1);
                }
                Event::Try { at, .. } => {
                    let parent = path.last().copied().unwrap_or(0);
                    let above = record.node(parent).map(|n| n.decisions.clone());
                    let mut decisions = above.unwrap_or_default();
                    decisions.push(at);
                    record.nodes.push(fresh(parent, decisions, None));
                    tried = record.len();
                }
                Event::Reject { .. } => mark_dead(&mut record, tried),
                Event::Advance { .. } => path.push(tried),
                Event::Retreat { .. } => {
                    path.pop();
                }
                Event::Solution { .. } => {
                    record.solutions += 1;
                    if record.first_solution.is_none() {
                        record.first_solution = path.last().copied();
                        record.nodes_at_first = Some(u64::from(record.len()));
                        record.first_moment = Some(record.end);
                    }
                }
                Event::Exhausted => record.complete = true,
            }
        }
        record
    }
}

impl<I> QuizTree for BranchTrail<I>
where
    I: Copy + Debug + PartialEq + Serialize + DeserializeOwned + 'static,
{
    const KINDS: &'static [Kind] = Kind::BRANCH_AND_BOUND;

    /// As the tree writes it: a whole number, or a decimal (`76.5`).
    fn cost_text(cost: Cost) -> String {
        cost.to_string()
    }

    /// Every event names its node: a node's decisions are its parent's and its own choice
    /// (the square `(level − 1, choice)`, as the page's trail writes them); the answer is the
    /// first solution, and the E-nodes are listed as they are expanded.
    fn record(events: impl IntoIterator<Item = BranchEvent<I>>) -> TreeRecord {
        let mut record = TreeRecord::default();
        for event in events {
            let before = record.end;
            record.read_one(matches!(event, BranchEvent::Generate { .. }));
            match event {
                BranchEvent::Begin { selection, goal } => {
                    record.selection = Some((selection, goal))
                }
                BranchEvent::Generate { node, parent, choice, cost } => {
                    let above = record.node(parent).map(|n| n.decisions.clone());
                    let mut decisions = above.unwrap_or_default();
                    if parent != 0 {
                        decisions.push(Square::new(decisions.len() as u16, u16::from(choice)));
                    }
                    // Nodes come numbered in order; one out of order ends what can be read.
                    if node != record.len() + 1 {
                        break;
                    }
                    record.nodes.push(fresh(parent, decisions, Some(cost)));
                }
                BranchEvent::Kill { node, .. } => mark_dead(&mut record, node),
                BranchEvent::Expand { node } => {
                    if !record.expanded.iter().any(|&(e, _)| e == node) {
                        record.expanded.push((node, record.end));
                    }
                }
                BranchEvent::Answer { node } => {
                    record.first_solution.get_or_insert(node);
                    record.nodes_at_first.get_or_insert(u64::from(record.len()));
                    record.first_moment.get_or_insert(record.end);
                }
                BranchEvent::Best { .. } => record.solutions += 1,
                BranchEvent::Exhausted => {
                    record.complete = true;
                    // The search as it leaves the answer: over, if it ends right after it.
                    if record.first_moment == Some(before) {
                        record.first_moment = Some(record.end);
                    }
                }
            }
        }
        record
    }
}

fn fresh(
    parent: u32,
    decisions: Vec<Square>,
    cost: Option<crate::core::branch::Cost>,
) -> NodeFacts {
    NodeFacts { parent, decisions, cost, dead: false }
}

fn mark_dead(record: &mut TreeRecord, node: u32) {
    if let Some(facts) = record.nodes.get_mut((node as usize).wrapping_sub(1)) {
        facts.dead = true;
    }
}
