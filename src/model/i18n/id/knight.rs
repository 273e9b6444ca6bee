//! The Indonesian messages of the knight page.

use crate::model::i18n::knight::K;

/// The Indonesian text of `key`.
pub fn text(key: K) -> &'static str {
    match key {
        K::Title => "Perjalanan kuda",
    }
}
