//! What the tree of your own search writes at a node: `x[k]` and its value (and the program's
//! label), the label or value on its edge, and why a dead node died.

use super::settings::OwnSettings;
use super::text::OwnText;
use super::values::node_text;
use super::Own;
use crate::core::grid::Square;
use crate::model::i18n::{say, t};
use crate::model::page::problem::found_paths;
use crate::model::page::TreeLabels;
use crate::model::problem::ReplayOf;

/// The longest reason a dead node's mark shows (the status line says it whole).
const MARK_CHARS: usize = 14;

impl TreeLabels for Own {
    fn node_label(_: &OwnSettings, texts: &[String], _: &[Square], at: Square) -> String {
        let node = node_text(texts, at);
        let mut label = say(OwnText::TreeNode, &[("k", &(at.row + 1)), ("value", &node.value)]);
        if let Some(edge) = node.label {
            label += &say(OwnText::TreeLabel, &[("label", &edge)]);
        }
        // Not why it is dead: practice asks that while the node is tried (the status line
        // and the mark under a dead node say it).
        label
    }

    fn edge_label(texts: &[String], _: &[Square], at: Square) -> String {
        let node = node_text(texts, at);
        node.label.unwrap_or(node.value)
    }

    /// The start of why `promising` killed the node, when it said.
    fn dead_mark(_: &OwnSettings, texts: &[String], _: &[Square], at: Square) -> Option<String> {
        let reason = node_text(texts, at).reason?;
        let mut mark: String = reason.chars().take(MARK_CHARS).collect();
        if reason.chars().count() > MARK_CHARS {
            mark.push('…');
        }
        Some(mark)
    }

    /// Least cost asks no cost of a dead node: its 0 would mislead.
    fn infeasible_figure(_: &OwnSettings, _: &[Square], _: Square) -> Option<String> {
        Some(t(OwnText::NotCosted).to_string())
    }

    /// The worker's solutions (after a run at max speed), else those the trail applied.
    fn solutions(
        _: &OwnSettings,
        trail: &ReplayOf<Own>,
        found: Option<&Vec<Vec<Square>>>,
    ) -> Vec<Vec<Square>> {
        found_paths(trail, found.cloned())
    }

    /// None: a node's column numbers its text, which means nothing to the learner.
    fn node_attribute(_: &[Square], _: Square) -> Option<(&'static str, String)> {
        None
    }
}
