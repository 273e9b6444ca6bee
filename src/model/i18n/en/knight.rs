//! The English messages of the knight page.

use crate::model::i18n::knight::K;

/// The English text of `key`.
pub fn text(key: K) -> &'static str {
    match key {
        K::Title => "Knight's tour",
    }
}
