//! The Hamiltonian-circuit page's one-line status and figures, and the sentences it shares with
//! the tree, the code panel and practice: a path from vertex 1, and why a node is dead. Vertices
//! are counted from 1, as in the course.

use super::problem::count_total;
use super::settings::HamiltonSettings;
use super::text::HamiltonText;
use super::Hamilton;
use crate::core::grid::Square;
use crate::core::search::Event;
use crate::model::backtracking::words::{search_status, SearchWords};
use crate::model::driver::RunState;
use crate::model::ensemble::Ensemble;
use crate::model::figures::{search_figures, workers_figure, Figure};
use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::{say, t};
use crate::model::page::{Jobs, Status};
use crate::model::problem::ReplayOf;
use crate::model::status::format_count;
use crate::problems::hamilton::core::{vertex, HamiltonOutcome, Missing};

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

impl Status for Hamilton {
    /// The empty graph's notice while there is nothing to search.
    fn status(
        settings: &HamiltonSettings,
        state: RunState,
        trail: &ReplayOf<Hamilton>,
        _ending: Option<HamiltonOutcome>,
        failure: Option<&str>,
    ) -> String {
        if let Some(nothing) = Self::nothing_to_search(settings) {
            return nothing;
        }
        let words = SearchWords {
            idle: say(HamiltonText::StatusIdle, &[("n", &settings.graph.graph.len())]),
            stopped: t(HamiltonText::StatusStopped),
            flat_out: t(HamiltonText::StatusFlatOut),
            first: t(HamiltonText::StatusFirstSolution),
            none: t(HamiltonText::StatusNoSolution),
            all: t(HamiltonText::StatusAllFound),
            found: &|| circuit_attribute(trail.path()).replace(',', "–"),
            values: &[("circuits", &format_count(trail.stats().solutions / 2))],
            event: &|event| event_status(trail, event),
        };
        search_status(state, settings.mode, trail, failure, &words)
    }

    fn compare_status(_: &HamiltonSettings) -> String {
        t(HamiltonText::ComparingStatus).to_string()
    }

    fn figures(_: &HamiltonSettings, trail: &ReplayOf<Hamilton>) -> Vec<Figure> {
        let stats = trail.stats();
        let mut figures = search_figures(stats, t(BacktrackingText::DeadNodes));
        figures[3].label = t(HamiltonText::Directed);
        figures.push(Figure::count(
            t(HamiltonText::Undirected),
            "stat-circuits",
            stats.solutions / 2,
        ));
        figures
    }

    fn count_figures(_: &HamiltonSettings, _: (), counting: &Ensemble<Hamilton>) -> Vec<Figure> {
        let counted = count_total(counting.endings()).unwrap_or(counting.stats().solutions);
        vec![
            Figure::count(t(HamiltonText::Directed), "count-total", counted),
            Figure::count(t(HamiltonText::Undirected), "count-circuits", counted / 2),
            workers_figure(counting),
        ]
    }
}

/// The status of the event just applied to `trail`.
fn event_status(trail: &ReplayOf<Hamilton>, event: Event<Missing>) -> String {
    let nodes = format_count(trail.stats().nodes);
    match event {
        Event::Root => t(HamiltonText::StatusRoot).to_string(),
        Event::Try { at, .. } => {
            say(HamiltonText::StatusTry, &[("nodes", &nodes), ("step", &step_text(at))])
        }
        Event::Reject { why, .. } => say(BacktrackingText::Dead, &[("why", &missing_text(why))]),
        Event::Advance { at, .. } => say(HamiltonText::StatusAdvance, &[("step", &step_text(at))]),
        Event::Retreat { at, .. } => say(HamiltonText::StatusRetreat, &[("v", &(vertex(at) + 1))]),
        Event::Solution { index } => {
            let circuit = circuit_attribute(trail.path()).replace(',', "–");
            say(HamiltonText::StatusSolution, &[("index", &index), ("circuit", &circuit)])
        }
        Event::Exhausted => t(BacktrackingText::StatusOver).to_string(),
    }
}
