//! [`Mode`]: whether a search stops at its first solution or finds them all (`mode=` in URLs).

use serde::{Deserialize, Serialize};

/// Whether to stop at the first solution or find them all.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    /// Stop at the first solution.
    First,
    /// Search the whole tree for every solution.
    All,
}

impl Mode {
    /// The name used in URLs (`mode=`).
    pub fn slug(self) -> &'static str {
        match self {
            Mode::First => "first",
            Mode::All => "all",
        }
    }

    /// The mode named `slug` in a URL.
    ///
    /// ```
    /// use runut::core::search::Mode;
    /// assert_eq!(Mode::from_slug("all"), Some(Mode::All));
    /// assert_eq!(Mode::from_slug("some"), None);
    /// ```
    pub fn from_slug(slug: &str) -> Option<Mode> {
        [Mode::First, Mode::All].into_iter().find(|m| m.slug() == slug)
    }
}
