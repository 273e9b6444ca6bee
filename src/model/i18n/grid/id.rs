//! The Indonesian words of the pages drawn on a grid.

use super::GridText;

impl GridText {
    /// The message in Indonesian.
    pub(super) fn id(self) -> &'static str {
        match self {
            GridText::Cell => "baris {row}, kolom {col}",
            GridText::North => "utara",
            GridText::East => "timur",
            GridText::South => "selatan",
            GridText::West => "barat",
            GridText::Rows => "Baris",
            GridText::Columns => "Kolom",
        }
    }
}
