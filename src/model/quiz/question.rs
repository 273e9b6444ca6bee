//! A question about a tree ([`QuizQuestion`]): chosen from the tree the search generated, with
//! the answer the search gives, and the grade of a typed answer ([`Grade`]).

use super::kind::Kind;
use super::problem::Quizzed;
use super::read::{read_cost, read_count};
use super::record::TreeRecord;
use super::seed::pick;
use super::tree::QuizTree;
use crate::core::branch::Cost;
use crate::core::grid::Square;
use crate::model::driver::Moment;

/// The answer the search gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expected {
    /// A node's number or a count.
    Number(u64),
    /// A node's decisions from the root; `whole` when they are a solution's.
    Vector {
        /// The decisions, root first.
        decisions: Vec<Square>,
        /// Whether they are a whole solution's.
        whole: bool,
    },
    /// A cost or bound.
    Cost(Cost),
}

/// One question about a tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuizQuestion {
    /// Its kind.
    pub kind: Kind,
    /// The node it names, if it names one.
    pub k: Option<u32>,
    /// The answer the search gives.
    pub expected: Expected,
    /// The moment that shows the answer (`at=` and `then=`, Show me; the answer key's tree).
    pub at: Moment,
    /// The node the answer is about (the first solution, node k's parent, the next E-node).
    pub node: Option<u32>,
}

/// How a typed answer is graded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grade {
    /// It is the search's answer.
    Correct,
    /// It is understood, and it is not.
    Wrong,
    /// It is in none of the forms the question takes.
    NotUnderstood,
}

/// The nodes a question of `kind` may name in `record`: those up to the first solution (or all
/// the record holds, if the search found none).
///
/// ```
/// use runut::model::quiz::record::{NodeFacts, TreeRecord};
/// use runut::model::quiz::{question::nodes_named, Kind};
/// let node = |parent| NodeFacts { parent, decisions: Vec::new(), cost: None, dead: false };
/// let record = TreeRecord { nodes: vec![node(0), node(1), node(1)], ..TreeRecord::default() };
/// assert_eq!(nodes_named(&record, Kind::ParentOf), vec![2, 3]);
/// assert_eq!(nodes_named(&record, Kind::FirstNode), Vec::<u32>::new());
/// ```
pub fn nodes_named(record: &TreeRecord, kind: Kind) -> Vec<u32> {
    let last =
        record.nodes_at_first.map_or(record.len(), |n| n.min(u64::from(record.len())) as u32);
    match kind {
        Kind::VectorAt | Kind::ParentOf => (2..=last).collect(),
        Kind::CostOf => {
            (1..=last).filter(|&k| record.node(k).is_some_and(|n| n.cost.is_some())).collect()
        }
        Kind::NextENode => {
            let expanded = record.expanded.iter().map(|&(e, _)| e);
            expanded.filter(|&e| e <= last && record.next_e_node(e).is_some()).collect()
        }
        _ => Vec::new(),
    }
}

/// Whether `record` answers a question of `kind` at all.
pub fn answerable(record: &TreeRecord, kind: Kind) -> bool {
    match kind {
        Kind::FirstNode | Kind::FirstSolution | Kind::NodesToFirst => {
            record.first_solution.is_some()
        }
        Kind::NodesAll => record.complete,
        _ => !nodes_named(record, kind).is_empty(),
    }
}

/// The question of `kind` about `record`, naming node `k` if it is one the kind may name, else
/// one chosen by `seed`; `None` when the tree does not answer that kind.
pub fn ask(record: &TreeRecord, kind: Kind, k: Option<u32>, seed: u64) -> Option<QuizQuestion> {
    let first = record.first_solution;
    let number = |n: u64, at: Moment, node| QuizQuestion {
        kind,
        k: None,
        expected: Expected::Number(n),
        at,
        node,
    };
    if !kind.names_node() {
        let node = first.filter(|_| kind != Kind::NodesAll);
        let shown = record.first_moment.unwrap_or(record.end);
        return match kind {
            Kind::FirstNode => first.map(|n| number(u64::from(n), shown, node)),
            Kind::NodesToFirst => record.nodes_at_first.map(|n| number(n, shown, node)),
            Kind::NodesAll => record.total().map(|n| number(n, record.end, None)),
            _ => first.and_then(|n| {
                let decisions = record.node(n)?.decisions.clone();
                let expected = Expected::Vector { decisions, whole: true };
                Some(QuizQuestion { kind, k: None, expected, at: shown, node })
            }),
        };
    }
    let named = nodes_named(record, kind);
    let k = k.filter(|k| named.contains(k)).or_else(|| pick(seed, &named))?;
    let facts = record.node(k)?;
    let (expected, at, node) = match kind {
        Kind::VectorAt => (
            Expected::Vector { decisions: facts.decisions.clone(), whole: false },
            Moment::node(u64::from(k)),
            None,
        ),
        Kind::ParentOf => (
            Expected::Number(u64::from(facts.parent)),
            Moment::node(u64::from(k)),
            Some(facts.parent),
        ),
        Kind::NextENode => {
            let (next, expanded) = record.next_e_node(k)?;
            (Expected::Number(u64::from(next)), expanded, Some(next))
        }
        _ => (Expected::Cost(facts.cost?), Moment::node(u64::from(k)), None),
    };
    Some(QuizQuestion { kind, k: Some(k), expected, at, node })
}

/// The search's answer to `question`, written as the answer field takes it.
pub fn expected_text<P: Quizzed>(settings: &P::Settings, question: &QuizQuestion) -> String {
    match &question.expected {
        Expected::Number(n) => n.to_string(),
        Expected::Cost(cost) => <P::Replay as QuizTree>::cost_text(*cost),
        Expected::Vector { decisions, whole } => P::write_vector(settings, decisions, *whole),
    }
}

/// The grade of the answer `text` to `question`.
pub fn grade<P: Quizzed>(settings: &P::Settings, question: &QuizQuestion, text: &str) -> Grade {
    let right = match &question.expected {
        Expected::Number(n) => read_count(text).map(|given| given == *n),
        Expected::Cost(cost) => read_cost(text).map(|given| {
            let written = <P::Replay as QuizTree>::cost_text;
            given == *cost || written(given) == written(*cost)
        }),
        Expected::Vector { decisions, whole } => P::read_vector(settings, text)
            .map(|given| P::same_vector(settings, decisions, &given, *whole)),
    };
    match right {
        Some(true) => Grade::Correct,
        Some(false) => Grade::Wrong,
        None => Grade::NotUnderstood,
    }
}
