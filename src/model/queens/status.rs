//! The n-queens page's one-line status. Rows and columns are counted from 1 here, as in the
//! textbook ("queen 3 in column 5").

use crate::core::grid::Square;
use crate::core::queens::{Conflict, Mode};
use crate::model::driver::RunState;
use crate::model::problems::{Event, Reason, Trail};
use crate::model::status::{at, format_count};

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
            Some(Event::Reject { at, why: Reason::Queens(Conflict::Column { by }) }) => format!(
                "Rejected: column {} already holds queen {}.",
                at.col + 1,
                by.row + 1
            ),
            Some(Event::Reject { at, why: Reason::Queens(Conflict::Diagonal { by }) }) => format!(
                "Rejected: queen {} in column {} attacks column {} of row {} along a diagonal.",
                by.row + 1,
                by.col + 1,
                at.col + 1,
                at.row + 1
            ),
            Some(Event::Reject { why: Reason::Queens(Conflict::Pair { first, second }), .. }) => {
                format!(
                    "Rejected: the complete board is no solution: queens {} and {} attack each other.",
                    first.row + 1,
                    second.row + 1
                )
            }
            Some(Event::Reject { at: s, .. }) => format!("Rejected: {}.", at(s)),
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
