//! Your own search's settings: the program (`src=`, or an example's, `example=`), first or all
//! (`mode=`), the search (`search=backtracking`, or least cost: `search=lc`), the
//! comparison with the search without the bounding function (`compare=no-bounding`) or with
//! another program (`compare=program&other=<source>`), and the link that says them.

use super::examples::{Example, EXAMPLES, QUEENS};
use super::text::OwnText;
use super::Own;
use crate::core::search::Mode;
use crate::core::slug::{link_param, Slugged};
use crate::model::i18n::{say, t};
use crate::model::page::common::mode;
use crate::model::page::Link;
use crate::model::query::{echo, slugged, value};
use crate::problems::own::core::Method;
use percent_encoding::{utf8_percent_encode, NON_ALPHANUMERIC};

/// The longest program the page takes, in characters (a link holds it whole).
pub const MAX_SOURCE: usize = 20_000;

/// Everything your own search's page can be told by its URL.
#[derive(Clone, Debug, PartialEq)]
pub struct OwnSettings {
    /// The learner's program.
    pub source: String,
    /// First solution or all (backtracking's: least cost stops at the first solution it
    /// generates).
    pub mode: Mode,
    /// How the program is searched (`search=`).
    pub method: Method,
    /// Whether the search runs beside another: itself without the bounding function
    /// `promising`, or [`other`](Self::other).
    pub compare: bool,
    /// The other program a comparison searches beside the learner's, if it is one of two
    /// programs (`compare=program`).
    pub other: Option<String>,
}

crate::core::slug::slugged! {
    /// What a comparison searches beside the learner's program.
    ///
    /// Each comparison's name in URLs (`compare=`) and its side's hook.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Against {
        /// The same program without its bounding function `promising`.
        NoBounding = "no-bounding",
        /// Another program ([`OwnSettings::other`]).
        Program = "program",
    }
}

/// A change the page makes to its settings.
#[derive(Clone, Debug, PartialEq)]
pub enum OwnChange {
    /// The program, as edited.
    Source(String),
    /// First solution or all.
    Mode(Mode),
    /// How the program is searched.
    Method(Method),
    /// Whether the search runs beside another.
    Compare(bool),
    /// The other program a comparison searches (none: the search without `promising`).
    Other(Option<String>),
    /// An example's program, by its slug.
    Example(String),
}

/// The example `slug` names, if the page offers it.
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
/// let (settings, notices) = Own::settings(&query_pairs("?p=own&src=fn%20f(x)%20%7B%7D&mode=all"));
/// assert_eq!((settings.source.as_str(), notices.len()), ("fn f(x) {}", 0));
/// assert_eq!(Own::settings(&query_pairs(&Own::query(&settings))).0, settings);
/// let (two, _) = Own::settings(&query_pairs("?p=own&example=queens&compare=program&other=x"));
/// assert_eq!((two.compare, two.other.as_deref()), (true, Some("x")));
/// assert_eq!(Own::settings(&query_pairs(&Own::query(&two))).0, two);
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
        let example_method = chosen.filter(|_| value(pairs, "src").is_none()).map(|e| e.method);
        let method = slugged(
            pairs,
            "search",
            example_method.unwrap_or_default(),
            OwnText::NoticeSearch,
            &mut notices,
        );
        let mode = mode(pairs, &mut notices);
        let against = value(pairs, "compare").and_then(|text| {
            let against = Against::from_slug(text);
            if against.is_none() {
                notices.push(say(OwnText::NoticeCompare, &[("value", &echo("compare", text))]));
            }
            against
        });
        let (compare, other) = match against {
            None => (false, None),
            Some(Against::NoBounding) => (true, None),
            Some(Against::Program) => {
                let other = value(pairs, "other").map(|other| bounded(other, &mut notices));
                (true, Some(other.unwrap_or_else(|| source.clone())))
            }
        };
        if other.is_none() && value(pairs, "other").is_some() {
            notices.push(t(OwnText::NoticeOther).to_string());
        }
        (OwnSettings { source, mode, method, compare, other }, notices)
    }

    fn query(settings: &OwnSettings) -> String {
        let encoded = |text: &str| utf8_percent_encode(text, NON_ALPHANUMERIC).to_string();
        let compare = match (&settings.other, settings.compare) {
            (_, false) => String::new(),
            (None, true) => link_param("compare", Against::NoBounding),
            (Some(other), true) => {
                format!("{}&other={}", link_param("compare", Against::Program), encoded(other))
            }
        };
        let (source, mode) = (encoded(&settings.source), settings.mode.slug());
        let search = settings.method.slug();
        format!("?p=own&src={source}&search={search}&mode={mode}{compare}")
    }

    /// An edited program replaces the page's notices (clearing them when it is taken whole).
    fn changed(settings: &OwnSettings, change: OwnChange) -> (OwnSettings, Option<Vec<String>>) {
        let mut next = settings.clone();
        let mut notices = Vec::new();
        let typed = matches!(change, OwnChange::Source(_) | OwnChange::Other(Some(_)));
        match change {
            OwnChange::Source(source) => next.source = bounded(&source, &mut notices),
            OwnChange::Mode(mode) => next.mode = mode,
            OwnChange::Method(method) => next.method = method,
            OwnChange::Compare(compare) => next.compare = compare,
            OwnChange::Other(other) => {
                next.other = other.map(|other| bounded(&other, &mut notices))
            }
            OwnChange::Example(slug) => {
                if let Some(example) = example(&slug) {
                    next.source = example.source.to_string();
                    next.method = example.method;
                }
            }
        }
        (next, typed.then_some(notices))
    }
}
