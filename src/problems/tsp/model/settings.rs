//! The travelling-salesman page's settings: the roads (typed as a matrix, edited cell by cell, or
//! drawn from a seed), the lower bound and the comparison; what its URL can say, and the link
//! that says it. Bad input never fails: each value that cannot be used is left out with a
//! notice in the user's words, and the page goes on with the textbook's five cities.

use super::text::TspText;
use super::Tsp;
use crate::core::matrix::{Matrix, MatrixError, MAX_ENTRY};
use crate::core::numbers::{whole, NumberError};
use crate::core::slug::Slugged;
use crate::model::branch::optimum::compare::{compare, Compare};
use crate::model::branch::text::BranchText;
use crate::model::i18n::{say, t};
use crate::model::page::Link;
use crate::model::query::{echo, flag, parse_bounded, seed, slugged, value};
use crate::problems::tsp::core::{Bound, BoundError, Graph, GraphError, MAX_CITIES, MIN_CITIES};

/// The cities of a random graph when the link does not say (`n=`).
pub const RANDOM_CITIES: usize = 6;

/// A random graph: how many cities, from which seed, the same weight both ways or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Random {
    /// Its number of cities.
    pub n: usize,
    /// Its seed.
    pub seed: u64,
    /// Whether each road weighs the same both ways.
    pub symmetric: bool,
}

/// Everything the travelling-salesman page can be told by its URL.
#[derive(Clone, Debug, PartialEq)]
pub struct TspSettings {
    /// The roads.
    pub graph: Graph,
    /// The seed the roads were drawn from, while they are as drawn (a link then writes it).
    pub random: Option<Random>,
    /// The lower bound.
    pub bound: Bound,
    /// What is compared.
    pub compare: Compare,
}

impl Default for TspSettings {
    fn default() -> Self {
        TspSettings {
            graph: Graph::textbook(),
            random: None,
            bound: Bound::Reduced,
            compare: Compare::Nothing,
        }
    }
}

impl TspSettings {
    /// Its number of cities.
    pub fn cities(&self) -> usize {
        self.graph.len()
    }
}

/// What is wrong with an entry, in words.
fn entry_error(error: &NumberError) -> String {
    match error {
        NumberError::NotANumber(_) | NumberError::Missing => t(TspText::NotANumber).to_string(),
        NumberError::Negative => t(TspText::Negative).to_string(),
        NumberError::TooLarge { max } => say(TspText::TooLarge, &[("max", max)]),
    }
}

/// Why `error` makes a text no graph, in words (cities and rows counted from 1).
pub fn graph_error(error: &GraphError) -> String {
    match error {
        GraphError::Matrix(MatrixError::Size { rows, min, max }) => {
            say(TspText::WhySize, &[("rows", rows), ("min", min), ("max", max)])
        }
        GraphError::Matrix(MatrixError::NotSquare { row, entries, expected }) => {
            let args: [(&str, &dyn std::fmt::Display); 3] =
                [("row", &(row + 1)), ("entries", entries), ("expected", expected)];
            say(TspText::WhyNotSquare, &args)
        }
        GraphError::Matrix(MatrixError::Entry { row, col, error }) => {
            let args: [(&str, &dyn std::fmt::Display); 3] =
                [("row", &(row + 1)), ("col", &(col + 1)), ("what", &entry_error(error))];
            say(TspText::WhyEntry, &args)
        }
        GraphError::NoRoadOut(city) => say(TspText::WhyNoRoadOut, &[("city", &(city + 1))]),
        GraphError::NoRoadIn(city) => say(TspText::WhyNoRoadIn, &[("city", &(city + 1))]),
    }
}

/// Why `bound` does not fit `graph`, in words, if it does not.
pub fn bound_error(graph: &Graph, error: BoundError) -> String {
    match error {
        BoundError::Asymmetric { from, to } => {
            let weight =
                |a: u8, b: u8| graph.weight(a, b).map_or("x".to_string(), |w| w.to_string());
            let args: [(&str, &dyn std::fmt::Display); 4] = [
                ("from", &(from + 1)),
                ("to", &(to + 1)),
                ("there", &weight(from, to)),
                ("back", &weight(to, from)),
            ];
            say(TspText::NoticeAsymmetric, &args)
        }
        BoundError::Stranded(city) => say(TspText::NoticeStranded, &[("city", &(city + 1))]),
    }
}

/// `bound` if it fits `graph`; otherwise the reduced matrix, with a notice.
fn fitting(graph: &Graph, bound: Bound, notices: &mut Vec<String>) -> Bound {
    match crate::problems::tsp::core::TspTree::new(graph.clone(), bound) {
        Ok(_) => bound,
        Err(error) => {
            notices.push(bound_error(graph, error));
            Bound::Reduced
        }
    }
}

/// The graph typed as `text` (`key=` in a link), or the textbook's with a notice.
pub fn parse_roads(key: &str, text: &str, notices: &mut Vec<String>) -> Graph {
    Graph::parse(text).unwrap_or_else(|error| {
        let args: [(&str, &dyn std::fmt::Display); 2] =
            [("value", &echo(key, text)), ("why", &graph_error(&error))];
        notices.push(say(TspText::NoticeRoads, &args));
        Graph::textbook()
    })
}

/// `n=`, `seed=` and `sym=`: a random graph (`seed` is there: the page adds a fresh one to a
/// link without it).
fn random(pairs: &[(String, String)], notices: &mut Vec<String>) -> Random {
    let n = value(pairs, "n").map_or(RANDOM_CITIES as u32, |text| {
        parse_bounded(
            "n",
            text,
            (MIN_CITIES as u32, MAX_CITIES as u32, RANDOM_CITIES as u32),
            notices,
        )
    }) as usize;
    let seed = seed(pairs, BranchText::NoticeSeed, notices).unwrap_or(1);
    let symmetric = flag(pairs, "sym", notices);
    Random { n, seed, symmetric }
}

/// A change the travelling-salesman page makes to its settings.
#[derive(Clone, Debug, PartialEq)]
pub enum TspChange {
    /// The whole matrix typed by the user.
    Roads(String),
    /// One road's weight typed in the editor (`x` or empty: no road), cities from 0.
    Weight {
        /// The city it leaves.
        from: u8,
        /// The city it enters.
        to: u8,
        /// What was typed.
        text: String,
    },
    /// The number of cities: a new city's roads weigh [`NEW_ROAD`] each way; the last city goes.
    Cities(usize),
    /// A random graph.
    Random(Random),
    /// The textbook's five cities.
    Textbook,
    /// The lower bound.
    Bound(Bound),
    /// What is compared.
    Compare(Compare),
}

/// What a road to or from a city the editor adds weighs.
pub const NEW_ROAD: u32 = 10;

/// The travelling-salesman page's link: the roads (or their seed), the bound, the comparison.
///
/// ```
/// use runut::model::page::Link;
/// use runut::model::query::query_pairs;
/// use runut::problems::tsp::core::Bound;
/// use runut::problems::tsp::Tsp;
/// let (settings, notices) = Tsp::settings(&query_pairs("?p=tsp&bound=half"));
/// assert_eq!((settings.cities(), settings.bound), (5, Bound::Reduced));
/// assert_eq!(notices.len(), 1, "the textbook's roads are not the same both ways");
/// let (random, notices) = Tsp::settings(&query_pairs("?p=tsp&n=8&seed=3&sym=1&bound=half"));
/// assert_eq!((random.cities(), random.bound, notices.len()), (8, Bound::Half, 0));
/// ```
impl Link for Tsp {
    type Settings = TspSettings;
    type Change = TspChange;

    fn settings(pairs: &[(String, String)]) -> (TspSettings, Vec<String>) {
        let mut notices = Vec::new();
        let asks_random = ["n", "seed", "sym"].iter().any(|key| value(pairs, key).is_some());
        let (graph, random) = match value(pairs, "w") {
            Some(text) => {
                if asks_random {
                    notices.push(t(TspText::NoticeBoth).to_string());
                }
                (parse_roads("w", text, &mut notices), None)
            }
            None if asks_random => {
                let random = random(pairs, &mut notices);
                (Graph::random(random.n, random.seed, random.symmetric), Some(random))
            }
            None => (Graph::textbook(), None),
        };
        let bound =
            match slugged(pairs, "bound", Bound::Reduced, TspText::NoticeBound, &mut notices) {
                Bound::Half => fitting(&graph, Bound::Half, &mut notices),
                reduced => reduced,
            };
        let compare = compare(pairs, &mut notices);
        (TspSettings { graph, random, bound, compare }, notices)
    }

    /// The roads (or their seed), the bound, the comparison.
    fn query(settings: &TspSettings) -> String {
        let roads = match settings.random {
            Some(Random { n, seed, symmetric }) => {
                format!("n={n}&seed={seed}{}", if symmetric { "&sym=1" } else { "" })
            }
            None => format!("w={}", settings.graph.roads().to_text()),
        };
        let compare = settings.compare.query();
        format!("?p=tsp&{roads}&bound={}{compare}", settings.bound.slug())
    }

    /// Every change replaces the page's notices: a value typed by the user, fine or not.
    fn changed(settings: &TspSettings, change: TspChange) -> (TspSettings, Option<Vec<String>>) {
        let mut next = settings.clone();
        let mut notices = Vec::new();
        match change {
            TspChange::Roads(text) => {
                next.graph = parse_roads("w", &text, &mut notices);
                next.random = None;
            }
            TspChange::Weight { from, to, text } => {
                let entry = match text.trim() {
                    "" => Ok(None),
                    typed => whole(typed, MAX_ENTRY).map(Some).or_else(|e| match e {
                        NumberError::Missing => Ok(None),
                        other => Err(other),
                    }),
                };
                match entry {
                    Ok(weight) => {
                        let roads = settings.graph.roads();
                        let at = (usize::from(from), usize::from(to));
                        let edited = Matrix::from_fn(roads.len(), |r, c| {
                            if (r, c) == at {
                                weight
                            } else {
                                roads.get(r, c)
                            }
                        });
                        next.edit(&edited, &mut notices);
                    }
                    Err(error) => {
                        let args: [(&str, &dyn std::fmt::Display); 3] = [
                            ("from", &(from + 1)),
                            ("to", &(to + 1)),
                            ("what", &entry_error(&error)),
                        ];
                        notices.push(say(TspText::NoticeWeight, &args));
                    }
                }
            }
            TspChange::Cities(n) => {
                let n = n.clamp(MIN_CITIES, MAX_CITIES);
                let roads = settings.graph.roads();
                let old = roads.len();
                let edited = Matrix::from_fn(n, |r, c| {
                    if r < old && c < old {
                        roads.get(r, c)
                    } else {
                        Some(NEW_ROAD)
                    }
                });
                next.edit(&edited, &mut notices);
            }
            TspChange::Random(random) => {
                let n = random.n.clamp(MIN_CITIES, MAX_CITIES);
                let random = Random { n, ..random };
                next.graph = Graph::random(n, random.seed, random.symmetric);
                next.random = Some(random);
            }
            TspChange::Textbook => (next.graph, next.random) = (Graph::textbook(), None),
            TspChange::Bound(bound) => next.bound = bound,
            TspChange::Compare(compare) => next.compare = compare,
        }
        next.bound = fitting(&next.graph, next.bound, &mut notices);
        (next, Some(notices))
    }
}

impl TspSettings {
    /// Takes the roads of `edited`, if they are a graph; otherwise keeps its own, with a notice.
    fn edit(&mut self, edited: &Matrix, notices: &mut Vec<String>) {
        match Graph::new(edited) {
            Ok(graph) => (self.graph, self.random) = (graph, None),
            Err(error) => notices.push(say(TspText::NoticeEdit, &[("why", &graph_error(&error))])),
        }
    }
}
