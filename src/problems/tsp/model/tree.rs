//! What the travelling-salesman tree writes at a node: the road that made it and its partial
//! tour, its city on its edge, and why no tour goes through a dead node.

use super::board::tour_text;
use super::settings::TspSettings;
use super::status::no_tour_text;
use super::Tsp;
use crate::core::branch::Branching as _;
use crate::core::grid::Square;
use crate::model::page::TreeLabels;
use crate::problems::tsp::core::{Tour, TspTree};

impl TreeLabels for Tsp {
    /// The road that made it and its partial tour.
    fn node_label(_: &TspSettings, _: &[String], above: &[Square], at: Square) -> String {
        let cities: Vec<u8> =
            std::iter::once(0).chain(above.iter().chain([&at]).map(|s| s.col as u8)).collect();
        format!(": {}", tour_text(&cities, " → ", false))
    }

    /// The city it goes to.
    fn edge_label(_: &[String], _: &[Square], at: Square) -> String {
        (at.col + 1).to_string()
    }

    /// Why no tour goes through it, if none does.
    fn dead_mark(
        settings: &TspSettings,
        _: &[String],
        above: &[Square],
        at: Square,
    ) -> Option<String> {
        let parent: Vec<u8> = std::iter::once(0).chain(above.iter().map(|s| s.col as u8)).collect();
        let tree = TspTree::new(settings.graph.clone(), settings.bound).ok()?;
        let mut children = Vec::new();
        tree.children(&Tour::of(&parent), &mut children);
        let child = children.into_iter().find(|c| u16::from(c.choice) == at.col)?;
        child.infeasible.map(no_tour_text)
    }

    /// `data-city`: the city it goes to, from 1.
    fn node_attribute(_: &[Square], at: Square) -> Option<(&'static str, String)> {
        Some(("data-city", (at.col + 1).to_string()))
    }
}
