//! The Hamiltonian-circuit page's one-line status, and the sentences it shares with the tree,
//! the code panel and practice: a path from vertex 1, and why a node is dead. Vertices are
//! counted from 1, as in the course.

use super::text::HamiltonText;
use super::Hamilton;
use crate::core::grid::Square;
use crate::core::search::{Event, Mode};
use crate::model::driver::RunState;
use crate::model::i18n::{say, t};
use crate::model::problem::Trail;
use crate::model::status::format_count;
use crate::problems::hamilton::core::{vertex, Missing};

/// The path from vertex 1 (from 1): `1,2,4` (the hooks' form).
pub fn circuit_attribute(path: &[Square]) -> String {
    let vertices: Vec<String> = std::iter::once(1)
        .chain(path.iter().map(|&at| vertex(at) + 1))
        .map(|v| v.to_string())
        .collect();
    vertices.join(",")
}

/// Why a node is dead, in words.
pub fn missing_text(missing: Missing) -> String {
    match missing {
        Missing::Visited { vertex } => say(HamiltonText::Visited, &[("v", &vertex)]),
        Missing::NoWayBack { vertex } => say(HamiltonText::NoWayBack, &[("v", &vertex)]),
        Missing::NoEdge { u, v } => say(HamiltonText::NoEdge, &[("u", &u), ("v", &v)]),
        Missing::Repeated { vertex } => say(HamiltonText::Repeated, &[("v", &vertex)]),
    }
}

/// The short mark of a dead node in the tree.
pub fn missing_mark(missing: Missing) -> String {
    match missing {
        Missing::Visited { .. } => "✓".to_string(),
        Missing::NoWayBack { .. } => "↛1".to_string(),
        Missing::NoEdge { u, v } => format!("{u}↛{v}"),
        Missing::Repeated { vertex } => format!("{vertex}×2"),
    }
}

/// "x₃ = 4", the decision of node `at`, in words.
pub fn step_text(at: Square) -> String {
    say(HamiltonText::Step, &[("k", &(at.row + 1)), ("v", &(vertex(at) + 1))])
}

/// What the circuit search is doing or how it ended, in one sentence.
pub fn hamilton_status(
    n: usize,
    mode: Mode,
    state: RunState,
    trail: &Trail<Hamilton>,
    failure: Option<&str>,
) -> String {
    let nodes = format_count(trail.stats().nodes);
    let solutions = trail.stats().solutions;
    let count = format_count(solutions);
    let circuit = || circuit_attribute(trail.path()).replace(',', "–");
    match state {
        RunState::Idle => say(HamiltonText::StatusIdle, &[("n", &n)]),
        RunState::Failed => failure.unwrap_or(t(HamiltonText::StatusFailed)).to_string(),
        RunState::Stopped => {
            say(HamiltonText::StatusStopped, &[("nodes", &nodes), ("solutions", &count)])
        }
        RunState::Finished if mode == Mode::First && solutions > 0 => {
            say(HamiltonText::StatusFirstSolution, &[("nodes", &nodes), ("circuit", &circuit())])
        }
        RunState::Finished if solutions == 0 => {
            say(HamiltonText::StatusNoSolution, &[("nodes", &nodes)])
        }
        RunState::Finished => {
            let undirected = format_count(solutions / 2);
            let args: [(&str, &dyn std::fmt::Display); 3] =
                [("solutions", &count), ("circuits", &undirected), ("nodes", &nodes)];
            say(HamiltonText::StatusAllFound, &args)
        }
        RunState::Running | RunState::Paused => match trail.last() {
            Some(event) => event_status(trail, event),
            None if state == RunState::Paused => {
                say(HamiltonText::StatusPaused, &[("nodes", &nodes)])
            }
            None => say(HamiltonText::StatusFlatOut, &[("nodes", &nodes), ("solutions", &count)]),
        },
    }
}

/// The status of the event just applied to `trail`.
fn event_status(trail: &Trail<Hamilton>, event: Event<Missing>) -> String {
    let nodes = format_count(trail.stats().nodes);
    match event {
        Event::Root => t(HamiltonText::StatusRoot).to_string(),
        Event::Try { at, .. } => {
            say(HamiltonText::StatusTry, &[("nodes", &nodes), ("step", &step_text(at))])
        }
        Event::Reject { why, .. } => {
            say(HamiltonText::StatusReject, &[("why", &missing_text(why))])
        }
        Event::Advance { at, .. } => say(HamiltonText::StatusAdvance, &[("step", &step_text(at))]),
        Event::Retreat { at, .. } => say(HamiltonText::StatusRetreat, &[("v", &(vertex(at) + 1))]),
        Event::Solution { index } => {
            let circuit = circuit_attribute(trail.path()).replace(',', "–");
            say(HamiltonText::StatusSolution, &[("index", &index), ("circuit", &circuit)])
        }
        Event::Exhausted => t(HamiltonText::StatusOver).to_string(),
    }
}
