//! The English messages of your own search's page.

use super::OwnText;

impl OwnText {
    /// The message in English.
    pub(super) fn en(self) -> &'static str {
        match self {
            OwnText::NoticeLong => "The program is longer than {most} characters: only its first {most} are kept.",
            OwnText::NoticeExample => "{value} is not one of the examples: the 8 queens are shown.",
            OwnText::NoticeSearch => "{value} is not backtracking or lc: backtracking is used.",
            OwnText::StageLabel => "Your search and its tree",
            OwnText::Intro => "Write T(k), B(k) and the solution test of a problem of your own, and watch the course's backtracking search it node by node.",
        }
    }
}
