//! [`Mode`]: whether a search stops at its first solution or finds them all (`mode=` in URLs).

use serde::{Deserialize, Serialize};

crate::core::slug::slugged! {
    /// Whether to stop at the first solution or find them all.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub enum Mode {
        /// Stop at the first solution.
        First = "first",
        /// Search the whole tree for every solution.
        All = "all",
    }
}
