//! The English messages of the queens page.

use crate::model::i18n::queens::Q;

/// The English text of `key`.
pub fn text(key: Q) -> &'static str {
    match key {
        Q::Title => "N-queens",
    }
}
