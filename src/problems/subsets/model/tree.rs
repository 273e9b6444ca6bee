//! What the sum-of-subsets tree writes at a node: its decision with the sums, why the promising
//! test kills it, the running sum Wt beside it, and `xk=0|1` on its edge; the solutions listed
//! are the worker's own after a run at max speed.

use super::settings::SubsetsSettings;
use super::status::{bound_mark, bound_text, decision_text, sums_at};
use super::text::SubsetsText;
use super::Subsets;
use crate::core::grid::Square;
use crate::model::i18n::say;
use crate::model::page::problem::found_paths;
use crate::model::page::TreeLabels;
use crate::model::problem::ReplayOf;
use crate::model::status::{format_count, subscript};

impl TreeLabels for Subsets {
    fn node_label(
        settings: &SubsetsSettings,
        _: &[String],
        above: &[Square],
        at: Square,
    ) -> String {
        let instance = settings.instance();
        let (taken, remaining) = sums_at(&instance, above, at);
        let why = instance.bound(instance.sum(above), at).map(|b| bound_text(b, instance.m()));
        let args: [(&str, &dyn std::fmt::Display); 4] = [
            ("decision", &decision_text(&instance, at)),
            ("taken", &taken),
            ("remaining", &remaining),
            ("why", &why.map(|w| format!(" — {w}")).unwrap_or_default()),
        ];
        say(SubsetsText::TreeNode, &args)
    }

    fn edge_label(_: &[String], _: &[Square], at: Square) -> String {
        format!("x{}={}", subscript(at.row + 1), at.col)
    }

    fn dead_mark(
        settings: &SubsetsSettings,
        _: &[String],
        above: &[Square],
        at: Square,
    ) -> Option<String> {
        let instance = settings.instance();
        instance.bound(instance.sum(above), at).map(|b| bound_mark(b).to_string())
    }

    fn node_attribute(_: &[Square], at: Square) -> Option<(&'static str, String)> {
        Some(("data-take", at.col.to_string()))
    }

    /// The running sum Wt at the node, as the course's figures write it beside each node.
    fn node_note(
        settings: &SubsetsSettings,
        above: &[Square],
        at: Option<Square>,
    ) -> Option<String> {
        let instance = settings.instance();
        let taken = at.map_or(0, |at| sums_at(&instance, above, at).0);
        Some(format_count(taken))
    }

    fn solutions(
        _: &SubsetsSettings,
        trail: &ReplayOf<Subsets>,
        found: Option<&Vec<Vec<Square>>>,
    ) -> Vec<Vec<Square>> {
        found_paths(trail, found.cloned())
    }
}
