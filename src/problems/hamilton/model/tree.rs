//! What the Hamiltonian-circuit page's state-space tree writes at a node: its step and, for a
//! dead node, the vertex already visited or the missing way back; the edges' `x₃=4`; and the
//! circuits found.

use super::settings::HamiltonSettings;
use super::status::{missing_mark, missing_text, step_text};
use super::Hamilton;
use crate::core::grid::Square;
use crate::model::page::problem::found_paths;
use crate::model::page::TreeLabels;
use crate::model::problem::ReplayOf;
use crate::model::status::subscript;
use crate::problems::hamilton::core::{step, vertex, Missing};

/// Why backtracking kills `at` below the path `above`, if it does (the tree's marks).
fn missing_at(settings: &HamiltonSettings, above: &[Square], at: Square) -> Option<Missing> {
    let graph = &settings.graph.graph;
    let v = vertex(at);
    if v == 0 || above.iter().any(|&s| vertex(s) == v) {
        return Some(Missing::Visited { vertex: v as u8 + 1 });
    }
    let last = above.len() + 2 == graph.len();
    let closes = graph.len() >= 3 && graph.joined(v, 0);
    (last && !closes).then_some(Missing::NoWayBack { vertex: v as u8 + 1 })
}

impl TreeLabels for Hamilton {
    fn node_label(
        settings: &HamiltonSettings,
        _: &[String],
        above: &[Square],
        at: Square,
    ) -> String {
        let why = missing_at(settings, above, at).map(|m| format!(" — {}", missing_text(m)));
        format!(": {}{}", step_text(at), why.unwrap_or_default())
    }

    fn edge_label(_: &[String], _: &[Square], at: Square) -> String {
        format!("x{}={}", subscript(at.row + 1), vertex(at) + 1)
    }

    fn dead_mark(
        settings: &HamiltonSettings,
        _: &[String],
        above: &[Square],
        at: Square,
    ) -> Option<String> {
        missing_at(settings, above, at).map(missing_mark)
    }

    /// `data-value`, the vertex the node places (from 1).
    fn node_attribute(_: &[Square], at: Square) -> Option<(&'static str, String)> {
        Some(("data-value", (vertex(at) + 1).to_string()))
    }

    /// The worker's circuits (vertex 1 first) as paths of decisions, x_2 first.
    fn solutions(
        _: &HamiltonSettings,
        trail: &ReplayOf<Hamilton>,
        found: Option<&Vec<Vec<u8>>>,
    ) -> Vec<Vec<Square>> {
        let path = |circuit: &Vec<u8>| {
            let after_1 = circuit.iter().skip(1).enumerate();
            after_1.map(|(k, &v)| step(k + 1, usize::from(v) - 1)).collect()
        };
        found_paths(trail, found.map(|list| list.iter().map(path).collect()))
    }
}
