//! The colouring page's one-line status, and the sentences it shares with the tree, the code
//! panel and practice: a decision, a colouring, and why a node is dead, naming the neighbour.
//! Vertices are counted from 1, as in the course.

use super::text::ColouringText;
use super::Colouring;
use crate::core::grid::Square;
use crate::core::search::{Event, Mode};
use crate::model::driver::RunState;
use crate::model::i18n::{say, t};
use crate::model::problem::Trail;
use crate::model::status::format_count;
use crate::problems::colouring::core::{colour, Clash};

/// The colours of a path, vertex 1 first: `1,2,1` (the hooks' form).
pub fn colours_attribute(path: &[Square]) -> String {
    let colours: Vec<String> = path.iter().map(|&at| colour(at).to_string()).collect();
    colours.join(",")
}

/// "x₃ = 2: vertex 3 gets colour 2", the decision of node `at`.
pub fn decision_text(at: Square) -> String {
    say(ColouringText::Decision, &[("k", &(at.row + 1)), ("c", &colour(at))])
}

/// Why node `at` is dead: "vertex 1, a neighbour of vertex 3, already has colour 2".
pub fn clash_text(clash: Clash, at: Square) -> String {
    match clash {
        Clash::Neighbour { vertex } => {
            let args: [(&str, &dyn std::fmt::Display); 3] =
                [("j", &vertex), ("k", &(at.row + 1)), ("c", &colour(at))];
            say(ColouringText::ClashNeighbour, &args)
        }
        Clash::Improper { u, v } => say(ColouringText::ClashImproper, &[("u", &u), ("v", &v)]),
    }
}

/// The short mark of a dead node in the tree: the neighbour (`≠ 1`) or the broken edge.
pub fn clash_mark(clash: Clash) -> String {
    match clash {
        Clash::Neighbour { vertex } => format!("= x{vertex}"),
        Clash::Improper { u, v } => format!("{u}–{v}"),
    }
}

/// What the colouring search is doing or how it ended, in one sentence.
pub fn colouring_status(
    (n, m): (usize, u8),
    mode: Mode,
    state: RunState,
    trail: &Trail<Colouring>,
    failure: Option<&str>,
) -> String {
    let nodes = format_count(trail.stats().nodes);
    let solutions = trail.stats().solutions;
    let count = format_count(solutions);
    match state {
        RunState::Idle => say(ColouringText::StatusIdle, &[("n", &n), ("m", &m)]),
        RunState::Failed => failure.unwrap_or(t(ColouringText::StatusFailed)).to_string(),
        RunState::Stopped => {
            say(ColouringText::StatusStopped, &[("nodes", &nodes), ("solutions", &count)])
        }
        RunState::Finished if mode == Mode::First && solutions > 0 => {
            let colours = colours_attribute(trail.path()).replace(',', ", ");
            say(ColouringText::StatusFirstSolution, &[("nodes", &nodes), ("colours", &colours)])
        }
        RunState::Finished if solutions == 0 => {
            say(ColouringText::StatusNoSolution, &[("m", &m), ("nodes", &nodes)])
        }
        RunState::Finished => {
            say(ColouringText::StatusAllFound, &[("solutions", &count), ("nodes", &nodes)])
        }
        RunState::Running | RunState::Paused => match trail.last() {
            Some(event) => event_status(trail, event),
            None if state == RunState::Paused => {
                say(ColouringText::StatusPaused, &[("nodes", &nodes)])
            }
            None => say(ColouringText::StatusFlatOut, &[("nodes", &nodes), ("solutions", &count)]),
        },
    }
}

/// The status of the event just applied to `trail`.
fn event_status(trail: &Trail<Colouring>, event: Event<Clash>) -> String {
    let nodes = format_count(trail.stats().nodes);
    match event {
        Event::Root => t(ColouringText::StatusRoot).to_string(),
        Event::Try { at, .. } => {
            say(ColouringText::StatusTry, &[("nodes", &nodes), ("decision", &decision_text(at))])
        }
        Event::Reject { at, why } => {
            say(ColouringText::StatusReject, &[("why", &clash_text(why, at))])
        }
        Event::Advance { at, .. } => {
            say(ColouringText::StatusAdvance, &[("decision", &decision_text(at))])
        }
        Event::Retreat { at, .. } => {
            say(ColouringText::StatusRetreat, &[("k", &(at.row + 1)), ("c", &colour(at))])
        }
        Event::Solution { index } => {
            let colours = colours_attribute(trail.path()).replace(',', ", ");
            say(ColouringText::StatusSolution, &[("index", &index), ("colours", &colours)])
        }
        Event::Exhausted => t(ColouringText::StatusOver).to_string(),
    }
}
