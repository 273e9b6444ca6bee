//! The knight's tour page's one-line status.

use crate::core::grid::{Board, Square};
use crate::core::knight::moves::is_knight_move;
use crate::core::knight::{Outcome, Rejection};
use crate::model::driver::RunState;
use crate::model::knight::job::KnightEnding;
use crate::model::problems::{Ending, Event, Reason, Trail};
use crate::model::status::{at, format_count};

/// Why the knight's bounding function rejected the candidate on `square`, in one sentence.
pub fn rejection(square: Square, why: Rejection) -> String {
    let s = at(square);
    match why {
        Rejection::Visited => format!("Rejected: {s} is already on the path."),
        Rejection::NotClosed => {
            format!("Rejected: a tour ending on {s} could not close back to the start.")
        }
    }
}

/// What the knight search is doing or how it ended, in one sentence.
pub fn knight_status(
    board: Board,
    start: Square,
    state: RunState,
    trail: &Trail,
    ending: Option<Ending>,
    failure: Option<&str>,
) -> String {
    let nodes = format_count(trail.stats().nodes);
    match state {
        RunState::Idle => format!(
            "The knight starts on {}. Press Play, or click another square to start there.",
            at(start)
        ),
        RunState::Failed => failure.unwrap_or("The search failed.").to_string(),
        RunState::Stopped => format!("Stopped after {nodes} nodes. Press Play to search again."),
        RunState::Finished => match ending {
            Some(Ending::Knight(KnightEnding::Searched(Outcome::Tour))) => {
                let path = trail.path();
                let closed = path.len() > 1 && is_knight_move(path[0], path[path.len() - 1]);
                let kind = if closed {
                    "a closed tour: the last square is a knight's move from the first"
                } else {
                    "an open tour"
                };
                let squares = format_count(board.len() as u64);
                format!("Tour found after {nodes} nodes: all {squares} squares, {kind}.")
            }
            Some(Ending::Knight(KnightEnding::Searched(Outcome::Stuck { moves }))) => {
                let last = trail.path().last().copied().unwrap_or(start);
                let left = board.len() - (moves + 1);
                format!(
                    "Warnsdorff is stuck at move {}: no unvisited square is a knight's move from \
                     {} and {left} squares were never reached. Warnsdorff with backtracking would \
                     go back and try again.",
                    moves + 1,
                    at(last)
                )
            }
            _ => format!(
                "No tour from {}: the search exhausted every possibility ({nodes} nodes).",
                at(start)
            ),
        },
        RunState::Running | RunState::Paused => match trail.last() {
            Some(Event::Try { depth: 0, at: s }) => {
                format!("Node 1: the root, the knight on {}.", at(s))
            }
            Some(Event::Try { depth, at: s }) => {
                format!("Node {nodes}: trying {} as move {depth}.", at(s))
            }
            Some(Event::Reject { at: s, why: Reason::Knight(why) }) => rejection(s, why),
            Some(Event::Reject { at: s, .. }) => format!("Rejected: {}.", at(s)),
            Some(Event::Root) => "Node 1: the root.".to_string(),
            Some(Event::Advance { depth: 0, at: s }) => format!("The knight starts on {}.", at(s)),
            Some(Event::Advance { depth, at: s }) => {
                format!("Move {depth}: the knight jumps to {}.", at(s))
            }
            Some(Event::Retreat { depth: 0, at: s }) => {
                format!("Every move from the start {} fails: nothing is left to try.", at(s))
            }
            Some(Event::Retreat { depth, at: s }) => format!(
                "Dead end: every move from {} fails, so move {depth} is undone (backtrack).",
                at(s)
            ),
            Some(Event::Solution { .. }) => "Every square is visited: a tour!".to_string(),
            Some(Event::Exhausted) => "The search is over.".to_string(),
            None if state == RunState::Paused => format!("Paused after {nodes} nodes."),
            None => format!(
                "Searching flat out: {nodes} nodes so far, the path is {} squares long.",
                trail.path().len()
            ),
        },
    }
}
