//! What the colouring page's state-space tree writes at a node: its decision and, for a dead
//! node, the neighbour that has its colour already; the edges' `x₃=2`; and the colourings found.

use super::settings::ColouringSettings;
use super::status::{clash_mark, clash_text, decision_text};
use super::Colouring;
use crate::core::grid::Square;
use crate::model::page::problem::found_paths;
use crate::model::page::TreeLabels;
use crate::model::problem::ReplayOf;
use crate::model::status::subscript;
use crate::problems::colouring::core::{colour, decision, neighbour_clash};

impl TreeLabels for Colouring {
    fn node_label(
        settings: &ColouringSettings,
        _: &[String],
        above: &[Square],
        at: Square,
    ) -> String {
        let why = neighbour_clash(&settings.graph, above, at)
            .map(|c| format!(" — {}", clash_text(c, at)));
        format!(": {}{}", decision_text(at), why.unwrap_or_default())
    }

    fn edge_label(_: &[String], _: &[Square], at: Square) -> String {
        format!("x{}={}", subscript(at.row + 1), at.col)
    }

    fn dead_mark(
        settings: &ColouringSettings,
        _: &[String],
        above: &[Square],
        at: Square,
    ) -> Option<String> {
        neighbour_clash(&settings.graph, above, at).map(clash_mark)
    }

    /// `data-value`, the colour the node gives.
    fn node_attribute(_: &[Square], at: Square) -> Option<(&'static str, String)> {
        Some(("data-value", colour(at).to_string()))
    }

    /// The worker's colourings (vertex 1's colour first) as paths of decisions.
    fn solutions(
        _: &ColouringSettings,
        trail: &ReplayOf<Colouring>,
        found: Option<&Vec<Vec<u8>>>,
    ) -> Vec<Vec<Square>> {
        let path =
            |colours: &Vec<u8>| colours.iter().enumerate().map(|(k, &c)| decision(k, c)).collect();
        found_paths(trail, found.map(|list| list.iter().map(path).collect()))
    }
}
