//! The English messages of the maze page.

use crate::model::i18n::maze::M;

/// The English text of `key`.
pub fn text(key: M) -> &'static str {
    match key {
        M::Title => "Math maze",
    }
}
