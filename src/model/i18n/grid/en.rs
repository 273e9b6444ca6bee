//! The English words of the pages drawn on a grid.

use super::GridText;

impl GridText {
    /// The message in English.
    pub(super) fn en(self) -> &'static str {
        match self {
            GridText::Cell => "row {row}, column {col}",
            GridText::North => "north",
            GridText::East => "east",
            GridText::South => "south",
            GridText::West => "west",
            GridText::Rows => "Rows",
            GridText::Columns => "Columns",
        }
    }
}
