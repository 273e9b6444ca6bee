//! The English messages of your own search's page.

use super::OwnText;

impl OwnText {
    /// The message in English.
    pub(super) fn en(self) -> &'static str {
        match self {
            OwnText::StageLabel => "Your search and its tree",
            OwnText::Intro => "Write T(k), B(k) and the solution test of a problem of your own, and watch the course's backtracking search it node by node.",
        }
    }
}
