//! The 15-puzzle page's one-line status, and the words it shares with the tree, the code panel
//! and practice: a node's move, its cost as f + ĝ, the answer's moves.

use super::job::FifteenEnding;
use super::settings::{move_word, FifteenSettings};
use super::text::FifteenText;
use crate::core::branch::node::DrawnNode;
use crate::core::branch::replay::BranchTrail;
use crate::core::grid::Square;
use crate::core::search::Never;
use crate::model::branch::words::{status, PageWords};
use crate::model::driver::RunState;
use crate::model::i18n::{say, t};
use crate::model::status::format_count;
use crate::problems::fifteen::core::Move;

/// The blank's moves of a path of decisions, in words: `down, right, down`.
pub fn moves_text(decisions: &[Square]) -> String {
    let words: Vec<&str> =
        decisions.iter().map(|s| move_word(Move::from_choice(s.col as u8))).collect();
    words.join(", ")
}

/// A node's cost split as f + ĝ: its depth and the rest.
pub fn split(trail: &BranchTrail<Never>, node: &DrawnNode<Never>) -> (i64, i64, i64) {
    let f = trail.decisions(node.node).len() as i64;
    let c = node.cost.num();
    (f, c - f, c)
}

/// What the node just generated is: the start, or the blank's move from its parent, with its
/// cost as f + ĝ.
fn generated(trail: &BranchTrail<Never>, node: &DrawnNode<Never>) -> String {
    let (f, g, c) = split(trail, node);
    if node.parent == 0 {
        return say(FifteenText::RootGenerated, &[("g", &g), ("c", &c)]);
    }
    let m = move_word(Move::from_choice(node.choice));
    let args: [(&str, &dyn std::fmt::Display); 6] = [
        ("node", &node.node),
        ("move", &m),
        ("parent", &node.parent),
        ("f", &f),
        ("g", &g),
        ("c", &c),
    ];
    say(FifteenText::ChildGenerated, &args)
}

/// What the 15-puzzle search is doing or how it ended, in one sentence.
pub fn fifteen_status(
    settings: &FifteenSettings,
    state: RunState,
    trail: &BranchTrail<Never>,
    ending: Option<FifteenEnding>,
    failure: Option<&str>,
) -> String {
    let reach = settings.reachability();
    let sum = reach.sum();
    if !reach.is_reachable() && matches!(state, RunState::Idle | RunState::Finished) {
        return say(FifteenText::StatusUnreachable, &[("sum", &sum)]);
    }
    if let (RunState::Finished, Some(node)) = (state, trail.answer()) {
        let decisions = trail.decisions(node);
        let nodes = format_count(trail.totals().generated);
        let args: [(&str, &dyn std::fmt::Display); 4] = [
            ("node", &node),
            ("depth", &decisions.len()),
            ("moves", &moves_text(&decisions)),
            ("nodes", &nodes),
        ];
        return say(FifteenText::Reached, &args);
    }
    let capped = ending == Some(FifteenEnding::Capped);
    let words = PageWords {
        idle: say(FifteenText::StatusIdle, &[("sum", &sum)]),
        generated: &|node| generated(trail, node),
        infeasible: &|never| match never {},
        capped,
    };
    let mut text = status(state, trail, failure, &words);
    if capped && state == RunState::Stopped {
        text.push_str(t(FifteenText::CappedTry));
    }
    text
}

/// A tree node's label: the blank's move that made it (its cost is the tree's own).
pub fn node_label(at: Square) -> String {
    format!(": {}", move_word(Move::from_choice(at.col as u8)))
}
