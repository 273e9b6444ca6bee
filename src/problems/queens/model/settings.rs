//! The n-queens page's settings: what its URL can say, and the link that says it.

use crate::core::slug::Slugged;
use crate::model::page::common::BRUTE_FORCE;
use crate::model::page::common::{compared_with, mode};
use crate::model::page::Link;
use crate::model::query::{parse_bounded, value};
use crate::problems::queens::core::{Mode, MAX_ANIMATED_N};
use crate::problems::queens::Queens;

/// The default n for the queens page.
pub const DEFAULT_QUEENS: u16 = 8;

/// The sides the page accepts, and the default: (least, most, default).
const N_RANGE: (u16, u16, u16) = (1, MAX_ANIMATED_N, DEFAULT_QUEENS);

/// Everything the n-queens page can be told by its URL.
#[derive(Clone, Debug, PartialEq)]
pub struct QueensSettings {
    /// The board's side.
    pub n: u16,
    /// First solution or all.
    pub mode: Mode,
    /// Whether backtracking runs beside the brute force (learn mode's compare).
    pub compare: bool,
}

/// A change the n-queens page makes to its settings.
#[derive(Clone, Debug, PartialEq)]
pub enum QueensChange {
    /// The board's side, as typed by the user.
    N(String),
    /// First solution or all.
    Mode(Mode),
    /// Whether backtracking runs beside the brute force.
    Compare(bool),
}

/// The n-queens page's link.
///
/// ```
/// use runut::model::page::Link;
/// use runut::model::query::query_pairs;
/// use runut::problems::queens::model::settings::QueensChange;
/// use runut::problems::queens::Queens;
/// let (settings, notices) = Queens::settings(&query_pairs("?p=queens&n=99&mode=some"));
/// assert_eq!((settings.n, notices.len()), (20, 2));
/// let (next, notices) = Queens::changed(&settings, QueensChange::N("99".into()));
/// assert_eq!((next.n, notices.map(|n| n.len())), (20, Some(1)));
/// ```
impl Link for Queens {
    type Settings = QueensSettings;
    type Change = QueensChange;

    fn settings(pairs: &[(String, String)]) -> (QueensSettings, Vec<String>) {
        let mut notices = Vec::new();
        let n = value(pairs, "n")
            .map_or(DEFAULT_QUEENS, |t| parse_bounded("n", t, N_RANGE, &mut notices));
        let mode = mode(pairs, &mut notices);
        let compare = compared_with(pairs, BRUTE_FORCE, &mut notices);
        (QueensSettings { n, mode, compare }, notices)
    }

    fn query(settings: &QueensSettings) -> String {
        let (n, mode) = (settings.n, settings.mode.slug());
        let compare = if settings.compare { "&compare=brute-force" } else { "" };
        format!("?p=queens&n={n}&mode={mode}{compare}")
    }

    /// A typed n replaces the page's notices (clearing them when it is fine).
    fn changed(
        settings: &QueensSettings,
        change: QueensChange,
    ) -> (QueensSettings, Option<Vec<String>>) {
        let mut next = settings.clone();
        let mut notices = Vec::new();
        let typed = matches!(change, QueensChange::N(_));
        match change {
            QueensChange::N(text) => next.n = parse_bounded("n", &text, N_RANGE, &mut notices),
            QueensChange::Mode(mode) => next.mode = mode,
            QueensChange::Compare(compare) => next.compare = compare,
        }
        (next, typed.then_some(notices))
    }
}
