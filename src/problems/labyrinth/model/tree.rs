//! What the labyrinth's tree writes at a node: its move, and why it is dead; the direction and
//! the cell on its edge; the paths found, as the worker reports them.

use super::settings::LabyrinthSettings;
use super::status::{blocked_text, dir_of, move_text};
use super::text::LabyrinthText;
use super::Labyrinth;
use crate::core::grid::Square;
use crate::model::i18n::t;
use crate::model::page::problem::found_paths;
use crate::model::page::TreeLabels;
use crate::model::problem::ReplayOf;
use crate::problems::labyrinth::core::search::blocked;
use crate::problems::labyrinth::core::Blocked;

impl TreeLabels for Labyrinth {
    fn node_label(
        settings: &LabyrinthSettings,
        _: &[String],
        above: &[Square],
        at: Square,
    ) -> String {
        let why = blocked(&settings.plan(), above, at).map(|b| format!(" — {}", blocked_text(b)));
        format!(": {}{}", move_text(above, at), why.unwrap_or_default())
    }

    fn edge_label(_: &[String], above: &[Square], at: Square) -> String {
        let dir = dir_of(above, at).map_or(String::new(), |d| d.letter().to_string());
        format!("{dir}{},{}", at.row + 1, at.col + 1)
    }

    fn dead_mark(
        settings: &LabyrinthSettings,
        _: &[String],
        above: &[Square],
        at: Square,
    ) -> Option<String> {
        blocked(&settings.plan(), above, at).map(|b| {
            t(match b {
                Blocked::Wall => LabyrinthText::MarkWall,
                Blocked::OnPath => LabyrinthText::MarkOnPath,
            })
            .to_string()
        })
    }

    /// `data-dir`, the letter of the node's direction (none at the start).
    fn node_attribute(above: &[Square], at: Square) -> Option<(&'static str, String)> {
        dir_of(above, at).map(|d| ("data-dir", d.letter().to_string()))
    }

    fn solutions(
        _: &LabyrinthSettings,
        trail: &ReplayOf<Labyrinth>,
        found: Option<&Vec<Vec<Square>>>,
    ) -> Vec<Vec<Square>> {
        found_paths(trail, found.cloned())
    }
}
