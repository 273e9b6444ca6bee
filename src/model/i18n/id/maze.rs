//! The Indonesian messages of the maze page.

use crate::model::i18n::maze::M;

/// The Indonesian text of `key`.
pub fn text(key: M) -> &'static str {
    match key {
        M::Title => "Labirin angka",
    }
}
