//! What the n-queens tree writes at a node: the queen's row and column, the column on its edge.

use super::settings::QueensSettings;
use super::text::QueensText;
use super::Queens;
use crate::core::grid::Square;
use crate::model::i18n::say;
use crate::model::page::TreeLabels;

impl TreeLabels for Queens {
    fn node_label(_: &QueensSettings, _: &[String], _: &[Square], at: Square) -> String {
        say(QueensText::TreeQueen, &[("row", &(at.row + 1)), ("col", &(at.col + 1))])
    }

    fn edge_label(_: &[String], _: &[Square], at: Square) -> String {
        (at.col + 1).to_string()
    }
}
