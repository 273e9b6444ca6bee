//! Your own search's settings: the program (`src=`, or an example's, `example=`), first or all
//! (`mode=`) and which search (`search=backtracking|lc`), and the link that says them.

use super::examples::{Example, EXAMPLES, QUEENS};
use super::text::OwnText;
use super::Own;
use crate::core::search::Mode;
use crate::model::i18n::say;
use crate::model::page::common::mode;
use crate::model::page::Link;
use crate::model::query::{echo, value};
use percent_encoding::{utf8_percent_encode, NON_ALPHANUMERIC};

/// The longest program the page takes, in characters (a link holds it whole).
pub const MAX_SOURCE: usize = 20_000;

/// Everything your own search's page can be told by its URL.
#[derive(Clone, Debug, PartialEq)]
pub struct OwnSettings {
    /// The learner's program.
    pub source: String,
    /// First solution or all.
    pub mode: Mode,
    /// Least-cost search (`search=lc`), not backtracking.
    pub least_cost: bool,
}

/// A change the page makes to its settings.
#[derive(Clone, Debug, PartialEq)]
pub enum OwnChange {
    /// The program, as edited.
    Source(String),
    /// First solution or all.
    Mode(Mode),
    /// Least-cost search or backtracking.
    LeastCost(bool),
    /// An example's program and search, by its slug.
    Example(String),
}

/// The example `slug` names, if any.
fn example(slug: &str) -> Option<&'static Example> {
    EXAMPLES.iter().find(|e| e.slug == slug)
}

/// `source`, or the start of it with a notice when it is longer than [`MAX_SOURCE`].
fn bounded(source: &str, notices: &mut Vec<String>) -> String {
    if source.chars().count() <= MAX_SOURCE {
        return source.to_string();
    }
    notices.push(say(OwnText::NoticeLong, &[("most", &MAX_SOURCE)]));
    source.chars().take(MAX_SOURCE).collect()
}

/// Your own search's link.
///
/// ```
/// use runut::model::page::Link;
/// use runut::model::query::query_pairs;
/// use runut::problems::own::Own;
/// let (settings, notices) = Own::settings(&query_pairs("?p=own&src=fn%20f(x)%20%7B%7D&search=lc"));
/// assert_eq!((settings.source.as_str(), settings.least_cost, notices.len()), ("fn f(x) {}", true, 0));
/// assert_eq!(Own::settings(&query_pairs(&Own::query(&settings))).0, settings);
/// ```
impl Link for Own {
    type Settings = OwnSettings;
    type Change = OwnChange;

    fn settings(pairs: &[(String, String)]) -> (OwnSettings, Vec<String>) {
        let mut notices = Vec::new();
        let chosen = value(pairs, "example").map(|slug| {
            example(slug).unwrap_or_else(|| {
                notices.push(say(OwnText::NoticeExample, &[("value", &echo("example", slug))]));
                &QUEENS
            })
        });
        let source = match value(pairs, "src") {
            Some(source) => bounded(source, &mut notices),
            None => chosen.unwrap_or(&QUEENS).source.to_string(),
        };
        let least_cost = match value(pairs, "search") {
            None => chosen.is_some_and(|e| e.least_cost),
            Some("lc") => true,
            Some("backtracking") => false,
            Some(other) => {
                notices.push(say(OwnText::NoticeSearch, &[("value", &echo("search", other))]));
                false
            }
        };
        let mode = mode(pairs, &mut notices);
        (OwnSettings { source, mode, least_cost }, notices)
    }

    fn query(settings: &OwnSettings) -> String {
        let source = utf8_percent_encode(&settings.source, NON_ALPHANUMERIC);
        let search = if settings.least_cost { "lc" } else { "backtracking" };
        format!("?p=own&src={source}&search={search}&mode={}", settings.mode.slug())
    }

    /// An edited program replaces the page's notices (clearing them when it is taken whole).
    fn changed(settings: &OwnSettings, change: OwnChange) -> (OwnSettings, Option<Vec<String>>) {
        let mut next = settings.clone();
        let mut notices = Vec::new();
        let typed = matches!(change, OwnChange::Source(_));
        match change {
            OwnChange::Source(source) => next.source = bounded(&source, &mut notices),
            OwnChange::Mode(mode) => next.mode = mode,
            OwnChange::LeastCost(least_cost) => next.least_cost = least_cost,
            OwnChange::Example(slug) => {
                if let Some(example) = example(&slug) {
                    next.source = example.source.to_string();
                    next.least_cost = example.least_cost;
                }
            }
        }
        (next, typed.then_some(notices))
    }
}
