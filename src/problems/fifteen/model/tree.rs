//! What the 15-puzzle's tree writes at a node: the blank's move that made it (its cost is the
//! tree's own), the move as an arrow on its edge, and the move's name in its hook.

use super::settings::{move_word, FifteenSettings};
use super::Fifteen;
use crate::core::grid::Square;
use crate::model::page::TreeLabels;
use crate::problems::fifteen::core::Move;

impl TreeLabels for Fifteen {
    fn node_label(_: &FifteenSettings, _: &[String], _: &[Square], at: Square) -> String {
        format!(": {}", move_word(Move::from_choice(at.col as u8)))
    }

    fn edge_label(_: &[String], _: &[Square], at: Square) -> String {
        arrow(Move::from_choice(at.col as u8)).to_string()
    }

    /// `data-move`, the blank's move: `up`, `right`, `down` or `left`.
    fn node_attribute(_: &[Square], at: Square) -> Option<(&'static str, String)> {
        Some(("data-move", move_word_slug(Move::from_choice(at.col as u8)).to_string()))
    }
}

/// A move's name in hooks and links: `up`, `right`, `down`, `left`.
pub fn move_word_slug(m: Move) -> &'static str {
    match m {
        Move::Up => "up",
        Move::Right => "right",
        Move::Down => "down",
        Move::Left => "left",
    }
}

/// A move as an arrow on the tree's edges: where the blank goes.
pub fn arrow(m: Move) -> &'static str {
    match m {
        Move::Up => "↑",
        Move::Right => "→",
        Move::Down => "↓",
        Move::Left => "←",
    }
}
