//! [`Mode`]: whether a search stops at its first solution or finds them all (`mode=` in URLs).

use crate::core::slug::Slugged;
use serde::{Deserialize, Serialize};

/// Whether to stop at the first solution or find them all.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    /// Stop at the first solution.
    First,
    /// Search the whole tree for every solution.
    All,
}

impl Slugged for Mode {
    const SLUGS: &'static [(Mode, &'static str)] = &[(Mode::First, "first"), (Mode::All, "all")];
}
