//! The question in words ([`prompt`]) and its answer explained in the course's words
//! ([`explanation`]): the right answer, and why, with the nodes' numbers and the path.

use super::kind::Kind;
use super::problem::Quizzed;
use super::question::{expected_text, QuizQuestion};
use super::record::TreeRecord;
use super::text::QuizText;
use super::tree::QuizTree;
use crate::core::branch::{Goal, Selection};
use crate::model::i18n::{say, t};

/// The node numbers from the root to `node`, as the course writes a path: `1-2-5-9`.
pub fn path_text(record: &TreeRecord, node: u32) -> String {
    let path: Vec<String> = record.path_to(node).iter().map(u32::to_string).collect();
    path.join("-")
}

/// Whether `record` is a branch-and-bound search's tree.
fn branching(record: &TreeRecord) -> bool {
    record.selection.is_some()
}

/// `depth_first` or `branch` as the tree asks.
fn either(record: &TreeRecord, depth_first: QuizText, branch: QuizText) -> QuizText {
    if branching(record) {
        branch
    } else {
        depth_first
    }
}

/// `reach` for a depth-first search or a branch-and-bound search that stops at the goal it
/// generates, `best` for one that looks for the best solution until no live node is left.
fn ending(record: &TreeRecord, reach: QuizText, best: QuizText) -> QuizText {
    match record.selection {
        Some((_, Goal::Least | Goal::Most)) => best,
        _ => reach,
    }
}

/// The question, in one or two sentences.
pub fn prompt<P: Quizzed>(record: &TreeRecord, question: &QuizQuestion) -> String {
    let k = question.k.unwrap_or(0);
    let solution = P::WORDS.solution.get();
    let partial = P::WORDS.partial.get();
    let key = match question.kind {
        Kind::FirstNode => either(record, QuizText::AskFirstNode, QuizText::AskAnswerNode),
        Kind::FirstSolution => either(record, QuizText::AskFirstSolution, QuizText::AskAnswer),
        Kind::NodesToFirst => either(record, QuizText::AskNodesToFirst, QuizText::AskNodesToAnswer),
        Kind::NodesAll => QuizText::AskNodesAll,
        Kind::VectorAt => QuizText::AskVectorAt,
        Kind::ParentOf => QuizText::AskParentOf,
        Kind::NextENode => QuizText::AskNextENode,
        Kind::CostOf => QuizText::AskCostOf,
    };
    let numbering = t(either(record, QuizText::Numbering, QuizText::NumberingBranch));
    let (cost_name, c) = (P::COST.0.get(), P::COST.1);
    let args: [(&str, &dyn std::fmt::Display); 5] = [
        ("k", &k),
        ("solution", &solution),
        ("partial", &partial),
        ("cost_name", &cost_name),
        ("c", &c),
    ];
    let question = say(key, &args);
    format!("{numbering} {question}")
}

/// Why the next E-node is the one it is, for the search's selection rule.
fn selection_rule(record: &TreeRecord) -> QuizText {
    match record.selection {
        Some((Selection::Fifo, _)) => QuizText::WhyFifo,
        Some((Selection::DepthFirst, _)) => QuizText::WhyDepthFirst,
        Some((Selection::LeastCost, Goal::Most)) => QuizText::WhyGreatest,
        _ => QuizText::WhyLeast,
    }
}

/// The answer to `question` explained: what it is and why, in the course's words, after the
/// verdict on the learner's answer if there is one (`correct`; none for an answer key).
pub fn explanation<P: Quizzed>(
    settings: &P::Settings,
    record: &TreeRecord,
    question: &QuizQuestion,
    correct: Option<bool>,
) -> String {
    let answer = expected_text::<P>(settings, question);
    let k = question.k.unwrap_or(0);
    let node = question.node.unwrap_or(k);
    let path = path_text(record, if question.kind.names_node() { k } else { node });
    let cost = record.node(node).and_then(|n| n.cost);
    let cost = cost.map(<P::Replay as QuizTree>::cost_text).unwrap_or_default();
    let vector = record
        .node(node)
        .map(|n| P::write_vector(settings, &n.decisions, record.first_solution == Some(node)))
        .unwrap_or_default();
    let solutions = record.solutions;
    let c = P::COST.1;
    let args: [(&str, &dyn std::fmt::Display); 9] = [
        ("answer", &answer),
        ("c", &c),
        ("k", &k),
        ("node", &node),
        ("path", &path),
        ("cost", &cost),
        ("vector", &vector),
        ("solutions", &solutions),
        ("rule", &t(selection_rule(record))),
    ];
    let why = match question.kind {
        Kind::FirstNode => either(
            record,
            QuizText::WhyFirstNode,
            ending(record, QuizText::WhyAnswerNode, QuizText::WhyBestNode),
        ),
        Kind::FirstSolution => either(
            record,
            QuizText::WhyFirstSolution,
            ending(record, QuizText::WhyAnswer, QuizText::WhyBest),
        ),
        Kind::NodesToFirst => either(record, QuizText::WhyNodesToFirst, QuizText::WhyNodesToAnswer),
        Kind::NodesAll => QuizText::WhyNodesAll,
        Kind::VectorAt => QuizText::WhyVectorAt,
        Kind::ParentOf => QuizText::WhyParentOf,
        Kind::NextENode => QuizText::WhyNextENode,
        Kind::CostOf => QuizText::WhyCostOf,
    };
    let mut text = say(why, &args);
    if question.kind == Kind::CostOf {
        let decisions = record.node(k).map(|n| n.decisions.clone()).unwrap_or_default();
        if let Some(reason) = P::cost_reason(settings, &decisions) {
            text = format!("{text} {reason}");
        }
    }
    match correct {
        Some(true) => format!("{} {text}", say(QuizText::Right, &args)),
        Some(false) => format!("{} {text}", say(QuizText::Wrong, &args)),
        None => text,
    }
}
