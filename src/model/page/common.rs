//! What every search page's URL can say besides its problem's own settings: the speed, whether
//! to run on load, practice, and how many workers a count may use.

use crate::core::search::Mode;
use crate::model::driver::Moment;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::say;
use crate::model::query::{
    echo, flag, parse_bounded, slugged, speed, speed_text, value, DEFAULT_SPEED,
};
use crate::model::speed::Speed;

/// The brute force's name in links (`compare=brute-force`) and in the `data-algo` hook, on every
/// page that compares a search with it.
pub const BRUTE_FORCE: &str = "brute-force";

/// The most workers a count may use (`workers=`).
pub const MAX_WORKERS: u16 = 16;

/// The furthest node a link may point at (`at=`): the page steps there event by event.
pub const MAX_AT: u32 = 1_000_000;

/// The settings every search page shares.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Common {
    /// How fast the search is played.
    pub speed: Speed,
    /// Whether the run starts on load (`run=1`; never written back into a link).
    pub run: bool,
    /// Whether the learner makes the search's decisions (learn mode's practice).
    pub practice: bool,
    /// How many workers a count uses (`None`: one per core).
    pub workers: Option<u16>,
    /// The moment the page opens paused at: right after node N was generated (`at=N`), then
    /// J events more (`then=J`, counted only with `at=`); `at=` is written into a link by the
    /// page while it is paused, never by these settings.
    pub at: Option<Moment>,
}

impl Default for Common {
    fn default() -> Self {
        Common {
            speed: Speed::PerSecond(DEFAULT_SPEED),
            run: false,
            practice: false,
            workers: None,
            at: None,
        }
    }
}

impl Common {
    /// The shared settings a URL asks for, with a notice for every value it could not honour.
    ///
    /// ```
    /// use runut::model::page::common::Common;
    /// use runut::model::query::query_pairs;
    /// use runut::model::speed::Speed;
    /// let mut notices = Vec::new();
    /// use runut::model::driver::Moment;
    /// let common = Common::from_url(&query_pairs("?speed=max&run=1&workers=99&at=9"), &mut notices);
    /// assert_eq!((common.speed, common.run, common.workers), (Speed::Max, true, Some(16)));
    /// assert_eq!((common.at, notices.len()), (Some(Moment::node(9)), 1));
    /// let answer = Common::from_url(&query_pairs("?at=11&then=4"), &mut notices);
    /// assert_eq!(answer.at, Some(Moment { node: 11, then: 4 }));
    /// ```
    pub fn from_url(pairs: &[(String, String)], notices: &mut Vec<String>) -> Common {
        let speed = speed(pairs, notices);
        let run = flag(pairs, "run", notices);
        let practice = flag(pairs, "practice", notices);
        let workers = value(pairs, "workers")
            .map(|t| parse_bounded("workers", t, (1, MAX_WORKERS, 1), notices));
        let then =
            value(pairs, "then").map_or(0, |t| parse_bounded("then", t, (0, MAX_AT, 0), notices));
        let at = value(pairs, "at").map(|t| parse_bounded("at", t, (1, MAX_AT, 1), notices));
        let at = at.map(|node| Moment { node: u64::from(node), then: u64::from(then) });
        Common { speed, run, practice, workers, at }
    }

    /// The part of a link that reproduces them (`run` is never written: a link opens idle).
    pub fn query(&self) -> String {
        let speed = speed_text(self.speed);
        let workers = self.workers.map(|w| format!("&workers={w}")).unwrap_or_default();
        let practice = if self.practice { "&practice=1" } else { "" };
        format!("&speed={speed}{workers}{practice}")
    }
}

/// First solution or all, as a URL's `mode=` asks (first by default), with a notice for a value
/// that is neither.
///
/// ```
/// use runut::core::search::Mode;
/// use runut::model::page::common::mode;
/// use runut::model::query::query_pairs;
/// let mut notices = Vec::new();
/// assert_eq!(mode(&query_pairs("?mode=all"), &mut notices), Mode::All);
/// assert_eq!(mode(&query_pairs("?mode=some"), &mut notices), Mode::First);
/// assert_eq!(notices.len(), 1);
/// ```
pub fn mode(pairs: &[(String, String)], notices: &mut Vec<String>) -> Mode {
    slugged(pairs, "mode", Mode::First, CommonText::NoticeMode, notices)
}

/// Whether a URL's `compare=` asks for the comparison with `other` (the search's name in URLs,
/// e.g. `brute-force`), with a notice for any other value.
///
/// ```
/// use runut::model::page::common::compared_with;
/// use runut::model::query::query_pairs;
/// let mut notices = Vec::new();
/// assert!(compared_with(&query_pairs("?compare=bfs"), "bfs", &mut notices));
/// assert!(!compared_with(&query_pairs("?compare=dfs"), "bfs", &mut notices));
/// assert_eq!(notices.len(), 1);
/// ```
pub fn compared_with(pairs: &[(String, String)], other: &str, notices: &mut Vec<String>) -> bool {
    value(pairs, "compare").is_some_and(|text| {
        let known = text == other;
        if !known {
            let args: [(&str, &dyn std::fmt::Display); 2] =
                [("value", &echo("compare", text)), ("other", &other)];
            notices.push(say(CommonText::NoticeCompare, &args));
        }
        known
    })
}
