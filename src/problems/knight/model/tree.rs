//! What the knight's tree writes at a node: the square it jumps to, on the node and its edge; a
//! large board's tree is not drawn.

use super::job::TREE_MAX_SQUARES;
use super::settings::KnightSettings;
use super::text::KnightText;
use super::Knight;
use crate::core::grid::Square;
use crate::model::i18n::say;
use crate::model::page::TreeLabels;

impl TreeLabels for Knight {
    fn node_label(_: &KnightSettings, _: &[String], _: &[Square], at: Square) -> String {
        say(KnightText::TreeSquare, &[("row", &(at.row + 1)), ("col", &(at.col + 1))])
    }

    fn edge_label(_: &[String], _: &[Square], at: Square) -> String {
        format!("{},{}", at.row + 1, at.col + 1)
    }

    fn shows_tree(settings: &KnightSettings) -> bool {
        settings.board.len() <= TREE_MAX_SQUARES
    }
}
