//! The n-queens page's settings: what its URL can say, and the link that says it.

use crate::model::page::common::{compared_with, mode};
use crate::model::query::{parse_bounded, value};
use crate::problems::queens::core::{Mode, MAX_ANIMATED_N};
use crate::problems::queens::model::job::QueensJob;

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

/// The name of the brute force in URLs (`compare=brute-force`).
pub const BRUTE_FORCE: &str = "brute-force";

/// The n-queens settings a URL asks for, and a notice for every value it could not honour.
///
/// ```
/// use runut::problems::queens::model::settings::queens_settings;
/// use runut::model::query::query_pairs;
/// let (settings, notices) = queens_settings(&query_pairs("?p=queens&n=99&mode=some"));
/// assert_eq!(settings.n, 20);
/// assert_eq!(notices.len(), 2);
/// ```
pub fn queens_settings(pairs: &[(String, String)]) -> (QueensSettings, Vec<String>) {
    let mut notices = Vec::new();
    let n =
        value(pairs, "n").map_or(DEFAULT_QUEENS, |t| parse_bounded("n", t, N_RANGE, &mut notices));
    let mode = mode(pairs, &mut notices);
    let compare = compared_with(pairs, BRUTE_FORCE, &mut notices);
    (QueensSettings { n, mode, compare }, notices)
}

/// The query string that reproduces `settings` (without `run`).
pub fn queens_query(settings: &QueensSettings) -> String {
    let (n, mode) = (settings.n, settings.mode.slug());
    let compare = if settings.compare { "&compare=brute-force" } else { "" };
    format!("?p=queens&n={n}&mode={mode}{compare}")
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

impl QueensSettings {
    /// The search these settings ask for.
    pub fn job(&self) -> QueensJob {
        QueensJob::Search { n: self.n, mode: self.mode }
    }

    /// The two searches compared side by side (backtracking, the brute force), when the
    /// settings compare.
    pub fn compared(&self) -> Vec<QueensJob> {
        let brute = QueensJob::BruteForce { n: self.n, mode: self.mode };
        if self.compare {
            vec![self.job(), brute]
        } else {
            Vec::new()
        }
    }

    /// These settings after `change` (a link no longer runs on load); the notices say what
    /// input could not be honoured.
    ///
    /// ```
    /// use runut::problems::queens::model::settings::{queens_settings, QueensChange};
    /// let (settings, _) = queens_settings(&[]);
    /// let (next, notices) = settings.changed(QueensChange::N("99".into()));
    /// assert_eq!((next.n, notices.len()), (20, 1));
    /// ```
    pub fn changed(&self, change: QueensChange) -> (QueensSettings, Vec<String>) {
        let mut next = self.clone();
        let mut notices = Vec::new();
        match change {
            QueensChange::N(text) => {
                next.n = parse_bounded("n", &text, N_RANGE, &mut notices);
            }
            QueensChange::Mode(mode) => next.mode = mode,
            QueensChange::Compare(compare) => next.compare = compare,
        }
        (next, notices)
    }
}
