//! The one-line plain-language status the page shows under the board, derived from the run's
//! state alone (pure, so it is tested natively).

use crate::core::grid::{Board, Square};
use crate::core::knight::Outcome;
use crate::core::queens::Mode;
use crate::core::search::{Event, Reason, Trail};
use crate::model::player::RunState;
use crate::model::protocol::Ending;

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

/// `n` and a noun, with an `s` unless `n` is 1 (`counted(1, "move")` → `1 move`).
pub fn counted(n: usize, noun: &str) -> String {
    format!("{n} {noun}{}", if n == 1 { "" } else { "s" })
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
                let squares = format_count(board.len() as u64);
                format!("Tour found after {nodes} nodes: all {squares} squares, {kind}.")
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
            Some(Ending::Knight(Outcome::NoTour))
            | Some(
                Ending::Queens(_)
                | Ending::ToursCounted
                | Ending::MazeCarved
                | Ending::MazeSolved
                | Ending::PuzzleMade,
            )
            | None => format!(
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

/// The columns of a placement, 1-based as in the textbook: `(1, 3, 5, 2, 4)`.
pub fn columns_text(queens: &[Square]) -> String {
    let columns: Vec<String> = queens.iter().map(|q| (q.col + 1).to_string()).collect();
    format!("({})", columns.join(", "))
}

/// What the n-queens search is doing or how it ended, in one sentence. Rows and columns are
/// counted from 1 here, as in the textbook ("queen 3 in column 5").
pub fn queens_status(
    n: u16,
    mode: Mode,
    state: RunState,
    trail: &Trail,
    failure: Option<&str>,
) -> String {
    let nodes = format_count(trail.stats().nodes);
    let solutions = trail.stats().solutions;
    match state {
        RunState::Idle => format!(
            "Press Play to place {n} queens row by row, or step through the search one node at a time."
        ),
        RunState::Failed => failure.unwrap_or("The search failed.").to_string(),
        RunState::Stopped => format!("Stopped after {nodes} nodes and {solutions} solutions."),
        RunState::Finished if mode == Mode::First && solutions > 0 => format!(
            "First solution at node {nodes}: columns {}.",
            columns_text(trail.path())
        ),
        RunState::Finished if solutions == 0 => {
            format!("No solution for n = {n}: the search exhausted all {nodes} nodes.")
        }
        RunState::Finished => format!(
            "All {} solutions found; the search generated {nodes} nodes.",
            format_count(solutions)
        ),
        RunState::Running | RunState::Paused => match trail.last() {
            Some(Event::Root) => "Node 1: the root, the empty board.".to_string(),
            Some(Event::Try { depth, at }) => format!(
                "Node {nodes}: trying queen {depth} in column {}.",
                at.col + 1
            ),
            Some(Event::Reject { at, why: Reason::Column { by } }) => format!(
                "Rejected: column {} already holds queen {}.",
                at.col + 1,
                by.row + 1
            ),
            Some(Event::Reject { at, why: Reason::Diagonal { by } }) => format!(
                "Rejected: queen {} in column {} attacks column {} of row {} along a diagonal.",
                by.row + 1,
                by.col + 1,
                at.col + 1,
                at.row + 1
            ),
            Some(Event::Reject { at, why }) => rejection(at, why),
            Some(Event::Advance { depth, at }) => {
                format!("Queen {depth} is safe in column {}.", at.col + 1)
            }
            Some(Event::Retreat { depth, at }) if depth as u16 == n => format!(
                "Backtracking to look for more solutions: queen {depth} leaves column {}.",
                at.col + 1
            ),
            Some(Event::Retreat { depth, at }) => format!(
                "Backtracking from row {}: no column is safe, so queen {depth} leaves column {}.",
                depth + 1,
                at.col + 1
            ),
            Some(Event::Solution { index }) => {
                format!("Solution {index}: columns {}.", columns_text(trail.path()))
            }
            Some(Event::Exhausted) => "The search is over.".to_string(),
            None if state == RunState::Paused => format!("Paused after {nodes} nodes."),
            None => format!("Searching flat out: {nodes} nodes and {solutions} solutions so far."),
        },
    }
}

/// What watching a maze is showing, in one sentence: the carving, or the solver's walk.
pub fn maze_status(carving: bool, state: RunState, trail: &Trail) -> String {
    let cells = |n: u64| format_count(n);
    match (carving, state, trail.last()) {
        (true, RunState::Finished, _) => {
            "The maze is carved: every cell is reachable and there are no loops.".into()
        }
        (false, RunState::Finished, _) => format!(
            "Found the route: {} cells from start to finish, after {} dead ends abandoned.",
            trail.path().len(),
            cells(trail.stats().backtracks)
        ),
        (true, _, Some(Event::Try { at: s, .. })) => format!("Carving into {}.", at(s)),
        (true, _, Some(Event::Advance { at: s, .. })) => {
            format!("Carved {} cells; now at {}.", cells(trail.stats().nodes), at(s))
        }
        (true, _, Some(Event::Retreat { at: s, .. })) => {
            format!("Every neighbour of {} is carved: back up the stack.", at(s))
        }
        (false, _, Some(Event::Try { at: s, .. })) => format!("Following a passage to {}.", at(s)),
        (false, _, Some(Event::Advance { at: s, .. })) => format!("The walk reaches {}.", at(s)),
        (false, _, Some(Event::Retreat { at: s, .. })) => {
            format!("Dead end at {}: back up (backtrack).", at(s))
        }
        (false, _, Some(Event::Solution { .. })) => "The finish is reached!".into(),
        (true, _, _) => "Carving the maze by randomized depth-first backtracking.".into(),
        (false, _, _) => "Solving the maze by depth-first backtracking.".into(),
    }
}
