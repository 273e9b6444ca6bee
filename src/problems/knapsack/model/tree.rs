//! What the knapsack tree writes at a node: the item it takes or leaves, `+` or `−` on its
//! edge, and why a dead node died (over the capacity, its weight written under it).

use super::settings::KnapsackSettings;
use super::status::decision_text;
use super::text::KnapsackText;
use super::Knapsack;
use crate::core::grid::Square;
use crate::model::i18n::{say, t};
use crate::model::page::TreeLabels;

impl TreeLabels for Knapsack {
    /// The item it decides on (its cost is the tree's own).
    fn node_label(settings: &KnapsackSettings, _: &[String], _: &[Square], at: Square) -> String {
        format!(": {}", decision_text(&settings.instance, usize::from(at.row), at.col == 1))
    }

    /// `+` when it takes its item, `−` when it leaves it.
    fn edge_label(_: &[String], _: &[Square], at: Square) -> String {
        if at.col == 1 { "+" } else { "−" }.to_string()
    }

    fn dead_mark(_: &KnapsackSettings, _: &[String], _: &[Square], _: Square) -> Option<String> {
        Some(t(KnapsackText::OverCapacity).to_string())
    }

    /// Its weight against the capacity, `w = 12 > 10`: its value is no bound, and would look
    /// better than its parent's.
    fn infeasible_figure(
        settings: &KnapsackSettings,
        above: &[Square],
        at: Square,
    ) -> Option<String> {
        let instance = &settings.instance;
        let taken = above.iter().chain([&at]).filter(|square| square.col == 1);
        let weight: u32 = taken.map(|square| instance.item(usize::from(square.row)).weight).sum();
        let args: [(&str, &dyn std::fmt::Display); 2] =
            [("w", &weight), ("capacity", &instance.capacity())];
        Some(say(KnapsackText::OverMark, &args))
    }

    /// `data-take`: 1 when it takes its item, 0 when it leaves it.
    fn node_attribute(_: &[Square], at: Square) -> Option<(&'static str, String)> {
        Some(("data-take", at.col.to_string()))
    }
}
