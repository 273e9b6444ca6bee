//! The 15-puzzle page's one-line status and figures, and the words it shares with the code
//! panel and practice: a node's move, its cost as f + ĝ, the answer's moves.

use super::job::FifteenEnding;
use super::settings::{move_word, FifteenSettings};
use super::text::FifteenText;
use super::Fifteen;
use crate::core::branch::node::DrawnNode;
use crate::core::branch::replay::BranchTrail;
use crate::core::grid::Square;
use crate::core::search::Never;
use crate::model::branch::figures::counts;
use crate::model::branch::text::BranchText;
use crate::model::branch::words::{status as branch_status, PageWords};
use crate::model::driver::RunState;
use crate::model::figures::Figure;
use crate::model::i18n::{say, t};
use crate::model::page::{Side, Status};
use crate::model::player::Player;
use crate::model::status::format_count;
use crate::problems::fifteen::core::Move;

/// The blank's moves of a path of decisions, in words: `down, right, down`.
pub fn moves_text(decisions: &[Square]) -> String {
    let words: Vec<&str> =
        decisions.iter().map(|s| move_word(Move::from_choice(s.col as u8))).collect();
    words.join(", ")
}

/// The most moves the status line spells out (the answer's moves are under the board too).
const SPELLED: usize = 10;

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

/// The hand's moves to the goal from this start beside the search's answer's `depth`, the
/// fewest there are (both estimates never overestimate and are 1 one move from the goal, so the
/// goal is generated first along a shortest path: `tests/fifteen/shortest.rs`).
fn against_hand(hand: usize, depth: usize) -> String {
    let text = if hand > depth { FifteenText::HandLonger } else { FifteenText::HandSame };
    say(text, &[("hand", &hand), ("depth", &depth)])
}

impl Status for Fifteen {
    fn status(
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
        if state == RunState::Idle && settings.solved_by_hand() {
            return say(FifteenText::SolvedByHand, &[("n", &settings.played.len())]);
        }
        if let (RunState::Idle, Some(hand)) = (state, settings.by_hand) {
            return say(FifteenText::HandBegan, &[("hand", &hand)]);
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
            // A long answer's moves would push the board down: they are under it already.
            let text = match decisions.len() {
                0..=SPELLED => FifteenText::Reached,
                _ => FifteenText::ReachedFar,
            };
            let mut status = say(text, &args);
            if let Some(hand) = settings.by_hand {
                status.push(' ');
                status.push_str(&against_hand(hand, decisions.len()));
            }
            return status;
        }
        let capped = ending == Some(FifteenEnding::Capped);
        let words = PageWords {
            idle: say(FifteenText::StatusIdle, &[("sum", &sum)]),
            generated: &|node| generated(trail, node),
            infeasible: &|never| match never {},
            capped,
        };
        let mut text = branch_status(state, trail, failure, &words);
        if capped && state == RunState::Stopped {
            text.push_str(t(FifteenText::CappedTry));
        }
        text
    }

    fn compare_status(_: &FifteenSettings) -> String {
        t(FifteenText::ComparingStatus).to_string()
    }

    /// Branch and bound's counts, and the answer's depth (a dash until it is found: the row of
    /// figures keeps its shape, and the board under it its place).
    fn figures(_: &FifteenSettings, trail: &BranchTrail<Never>) -> Vec<Figure> {
        let mut figures = counts(trail);
        let depth = trail.answer().map(|answer| trail.decisions(answer).len() as u64);
        let mut figure =
            Figure::count(t(BranchText::AnswerDepth), "stat-depth", depth.unwrap_or(0));
        if depth.is_none() {
            figure.shown = Some("—".to_string());
        }
        figures.push(figure);
        figures
    }

    /// Branch and bound's counts but the live nodes.
    fn side_figures(_: &FifteenSettings, _: Side, player: &Player<Fifteen>) -> Vec<Figure> {
        counts(player.trail()).into_iter().filter(|f| f.testid != "stat-live").collect()
    }
}
