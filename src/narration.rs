//! The one-line plain-language status the page shows under the board, derived from the run's
//! state alone (pure, so it is tested natively).

use crate::core::board::{Board, Square};
use crate::core::knight::Outcome;
use crate::core::search::{Event, Reason, Trail};
use crate::player::RunState;
use crate::protocol::Ending;

fn at(square: Square) -> String {
    format!("({}, {})", square.row, square.col)
}

/// Formats an integer with thousands separators (`1234567` → `1,234,567`).
pub fn format_count(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// Why the bounding function killed the candidate on `square`, in one sentence.
pub fn rejection(square: Square, why: Reason) -> String {
    let s = at(square);
    match why {
        Reason::Visited => format!("Rejected: {s} is already on the path."),
        Reason::NotClosed => {
            format!("Rejected: a tour ending on {s} could not close back to the start.")
        }
        Reason::Column { by } => {
            format!("Rejected: {s} shares a column with the queen on {}.", at(by))
        }
        Reason::Diagonal { by } => {
            format!("Rejected: {s} shares a diagonal with the queen on {}.", at(by))
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
            Some(Ending::Knight(Outcome::Tour)) => {
                let path = trail.path();
                let closed = path.len() > 1 && Board::is_knight_move(path[0], path[path.len() - 1]);
                let kind = if closed {
                    "a closed tour: the last square is a knight's move from the first"
                } else {
                    "an open tour"
                };
                format!("Tour found after {nodes} nodes: all {} squares, {kind}.", board.len())
            }
            Some(Ending::Knight(Outcome::Stuck { moves })) => {
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
            Some(Ending::Knight(Outcome::NoTour)) | Some(Ending::Queens(_)) | None => format!(
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
            Some(Event::Reject { at: s, why }) => rejection(s, why),
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
