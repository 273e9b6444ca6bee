//! The colouring page's settings: the graph (built-in by name, or its vertices, edges and
//! drawing), m, first or all, the comparison and whether to find the chromatic number on load;
//! what its URL can say, and the link that says it. Bad input never fails: what cannot be used
//! is dropped or clamped, with a notice.

use super::text::ColouringText;
use super::Colouring;
use crate::core::graph::Graph;
use crate::core::search::Mode;
use crate::core::slug::Slugged;
use crate::model::graph::link::{graph_of, Named};
use crate::model::i18n::say;
use crate::model::page::common::BRUTE_FORCE;
use crate::model::page::common::{compared_with, mode};
use crate::model::page::Link;
use crate::model::query::{echo, parse_bounded, value};
use crate::problems::colouring::core::MAX_COLOURS;

/// What `find=` asks for on load: the chromatic number.
pub const CHROMATIC: &str = "chromatic";

/// Everything the colouring page can be told by its URL.
#[derive(Clone, Debug, PartialEq)]
pub struct ColouringSettings {
    /// The graph coloured.
    pub graph: Graph,
    /// The built-in graph's name, while the graph is one.
    pub name: Option<String>,
    /// How many colours, 1 to 30.
    pub m: u8,
    /// First solution or all.
    pub mode: Mode,
    /// Whether backtracking runs beside the brute force.
    pub compare: bool,
    /// Whether the chromatic number is found on load (`find=chromatic`).
    pub chromatic: bool,
}

/// A change the colouring page makes to its settings.
#[derive(Clone, Debug, PartialEq)]
pub enum ColouringChange {
    /// A built-in graph, by its name.
    Named(String),
    /// A graph drawn by the user.
    Drawn(Graph),
    /// m, as typed by the user.
    M(String),
    /// First solution or all.
    Mode(Mode),
    /// Whether backtracking runs beside the brute force.
    Compare(bool),
}

/// The colouring page's link.
///
/// ```
/// use runut::model::page::Link;
/// use runut::model::query::query_pairs;
/// use runut::problems::colouring::model::settings::ColouringChange;
/// use runut::problems::colouring::Colouring;
/// let (settings, notices) =
///     Colouring::settings(&query_pairs("?p=colouring&graph=petersen&m=99"));
/// assert_eq!((settings.graph.len(), settings.m), (10, 30));
/// assert_eq!(notices.len(), 1);
/// let (settings, _) = Colouring::settings(&[]);
/// let (next, notices) = Colouring::changed(&settings, ColouringChange::M("0".into()));
/// assert_eq!((next.m, notices.map(|n| n.len())), (1, Some(1)));
/// ```
impl Link for Colouring {
    type Settings = ColouringSettings;
    type Change = ColouringChange;

    fn settings(pairs: &[(String, String)]) -> (ColouringSettings, Vec<String>) {
        let mut notices = Vec::new();
        let Named { graph, name } = graph_of(pairs, &mut notices);
        let m = value(pairs, "m")
            .map_or(3, |text| parse_bounded("m", text, (1, MAX_COLOURS as u8, 3), &mut notices));
        let mode = mode(pairs, &mut notices);
        let known = |key: &str, wanted: &str, notices: &mut Vec<String>| {
            value(pairs, key).is_some_and(|text| {
                let ok = text == wanted;
                if !ok {
                    notices.push(say(
                        ColouringText::NoticeUnknown,
                        &[("value", &echo(key, text)), ("known", &wanted)],
                    ));
                }
                ok
            })
        };
        let compare = compared_with(pairs, BRUTE_FORCE, &mut notices);
        let chromatic = known("find", CHROMATIC, &mut notices);
        (ColouringSettings { graph, name, m, mode, compare, chromatic }, notices)
    }

    fn query(settings: &ColouringSettings) -> String {
        let (m, mode) = (settings.m, settings.mode.slug());
        let compare = if settings.compare { "&compare=brute-force" } else { "" };
        let graph = Named { graph: settings.graph.clone(), name: settings.name.clone() }.query();
        format!("?p=colouring&{graph}&m={m}&mode={mode}{compare}")
    }

    /// A changed link no longer finds the chromatic number; a typed m replaces the page's
    /// notices (clearing them when it is fine).
    fn changed(
        settings: &ColouringSettings,
        change: ColouringChange,
    ) -> (ColouringSettings, Option<Vec<String>>) {
        let mut next = settings.clone();
        next.chromatic = false;
        let mut notices = Vec::new();
        let typed = matches!(change, ColouringChange::M(_));
        match change {
            ColouringChange::Named(name) => {
                if let Some(Named { graph, name }) = Named::built_in(&name) {
                    (next.graph, next.name) = (graph, name);
                }
            }
            ColouringChange::Drawn(graph) => (next.graph, next.name) = (graph, None),
            ColouringChange::M(text) => {
                next.m = parse_bounded("m", &text, (1, MAX_COLOURS as u8, next.m), &mut notices);
            }
            ColouringChange::Mode(mode) => next.mode = mode,
            ColouringChange::Compare(compare) => next.compare = compare,
        }
        (next, typed.then_some(notices))
    }
}
