//! The knight's tour page's settings: what its URL can say, the link that says it, and the
//! algorithms' names the page offers.

use super::Knight;
use crate::core::grid::{Board, Square, MAX_SIDE, MIN_SIDE};
use crate::core::slug::Slugged;
use crate::model::i18n::{fill, t};
use crate::model::page::Link;
use crate::model::query::{echo, flag, parse_bounded, value};
use crate::problems::knight::core::Algorithm;
use crate::problems::knight::model::text::KnightText;

/// The largest board side the page accepts (boards over [`MAX_GRID_SIDE`] are drawn on a canvas).
pub const MAX_PAGE_SIDE: u16 = MAX_SIDE;
/// The largest board side drawn square by square, as an accessible grid.
pub const MAX_GRID_SIDE: u16 = 64;

/// The default board side: 5 × 5, where plain backtracking's tree shows at once and a tour
/// from the corner takes a few thousand nodes.
pub const DEFAULT_SIDE: u16 = 5;

/// Everything the knight's tour page can be told by its URL.
#[derive(Clone, Debug, PartialEq)]
pub struct KnightSettings {
    /// The board.
    pub board: Board,
    /// Where the knight starts.
    pub start: Square,
    /// How it searches.
    pub algorithm: Algorithm,
    /// Whether only closed tours count.
    pub closed: bool,
    /// The algorithm run side by side with `algorithm`, if any (learn mode's compare).
    pub compare: Option<Algorithm>,
    /// Whether the board numbers the moves (`numbers=0` hides them).
    pub numbers: bool,
    /// Whether the board draws the path's lines (`lines=0` hides them).
    pub lines: bool,
}

impl Default for KnightSettings {
    fn default() -> Self {
        KnightSettings {
            board: Board::new(DEFAULT_SIDE, DEFAULT_SIDE).expect("the default board is valid"),
            start: Square::new(0, 0),
            algorithm: Algorithm::Backtracking,
            closed: false,
            compare: None,
            numbers: true,
            lines: true,
        }
    }
}

fn side(pairs: &[(String, String)], key: &str, notices: &mut Vec<String>) -> u16 {
    value(pairs, key).map_or(DEFAULT_SIDE, |text| parse_side(key, text, notices))
}

/// A board side typed by the user (as `key`), clamped into range; a notice says what changed.
pub fn parse_side(key: &str, text: &str, notices: &mut Vec<String>) -> u16 {
    parse_bounded(key, text, (MIN_SIDE, MAX_PAGE_SIDE, DEFAULT_SIDE), notices)
}

/// A flag that is on unless the URL turns it off (`key=0`).
fn shown(pairs: &[(String, String)], key: &str, notices: &mut Vec<String>) -> bool {
    value(pairs, key).is_none() || flag(pairs, key, notices)
}

/// A change the knight's page makes to its settings.
#[derive(Clone, Debug, PartialEq)]
pub enum KnightChange {
    /// A side typed by the user: rows (`rows`) or columns; the start is kept on the board.
    Side {
        /// Whether it is the rows (else the columns).
        rows: bool,
        /// The side as typed.
        text: String,
    },
    /// How the knight searches.
    Algorithm(Algorithm),
    /// Whether only closed tours count.
    Closed(bool),
    /// Where the knight starts.
    Start(Square),
    /// The algorithm compared with, if any.
    Compare(Option<Algorithm>),
    /// Whether the board numbers the moves.
    Numbers(bool),
    /// Whether the board draws the path's lines.
    Lines(bool),
}

/// The knight's tour page's link: the settings a URL asks for (a notice for every value it could
/// not honour), the link back (without `run`), and a click on a square to start there.
///
/// ```
/// use runut::core::grid::{Board, Square};
/// use runut::model::page::Link;
/// use runut::model::query::query_pairs;
/// use runut::problems::knight::model::settings::{KnightChange, KnightSettings};
/// use runut::problems::knight::Knight;
/// let (settings, notices) = Knight::settings(&query_pairs("?p=knight&rows=abc&cols=-3&start=zz"));
/// assert_eq!((settings.board.rows(), settings.board.cols()), (5, 1));
/// assert_eq!(notices.len(), 3);
/// let board = Board::new(8, 8).unwrap();
/// let start = KnightSettings { board, start: Square::new(7, 7), ..KnightSettings::default() };
/// let change = KnightChange::Side { rows: true, text: "5".into() };
/// let (next, notices) = Knight::changed(&start, change);
/// assert_eq!((next.board.rows(), next.start), (5, Square::new(4, 7)));
/// assert_eq!(notices, Some(Vec::new()));
/// ```
impl Link for Knight {
    type Settings = KnightSettings;
    type Change = KnightChange;

    fn settings(pairs: &[(String, String)]) -> (KnightSettings, Vec<String>) {
        let mut notices = Vec::new();
        let defaults = KnightSettings::default();
        let rows = side(pairs, "rows", &mut notices);
        let cols = side(pairs, "cols", &mut notices);
        let board = Board::new(rows, cols).expect("sides are clamped into range");
        let start = match value(pairs, "start") {
            None => defaults.start,
            Some(text) => match text.parse::<Square>().ok() {
                Some(square) if board.contains(square) => square,
                _ => {
                    let (rows, cols) = (rows.to_string(), cols.to_string());
                    let value = echo("start", text);
                    notices.push(fill(
                        t(KnightText::BadStart),
                        &[("value", &value), ("rows", &rows), ("cols", &cols)],
                    ));
                    defaults.start
                }
            },
        };
        let algorithm = match value(pairs, "algo") {
            None => defaults.algorithm,
            Some(text) => Algorithm::from_slug(text).unwrap_or_else(|| {
                let value = echo("algo", text);
                let args = [("value", value.as_str()), ("default", defaults.algorithm.slug())];
                notices.push(fill(t(KnightText::BadAlgo), &args));
                defaults.algorithm
            }),
        };
        let closed = flag(pairs, "closed", &mut notices);
        let compare = value(pairs, "compare").and_then(|text| {
            let found = Algorithm::from_slug(text);
            if found.is_none() {
                notices.push(fill(t(KnightText::BadCompare), &[("value", &echo("compare", text))]));
            }
            found
        });
        let numbers = shown(pairs, "numbers", &mut notices);
        let lines = shown(pairs, "lines", &mut notices);
        let settings = KnightSettings { board, start, algorithm, closed, compare, numbers, lines };
        (settings, notices)
    }

    fn query(settings: &KnightSettings) -> String {
        let closed = if settings.closed { "&closed=1" } else { "" };
        let compare =
            settings.compare.map(|a| format!("&compare={}", a.slug())).unwrap_or_default();
        let numbers = if settings.numbers { "" } else { "&numbers=0" };
        let lines = if settings.lines { "" } else { "&lines=0" };
        format!(
            "?p=knight&rows={}&cols={}&start={}&algo={}{closed}{compare}{numbers}{lines}",
            settings.board.rows(),
            settings.board.cols(),
            settings.start,
            settings.algorithm.slug(),
        )
    }

    /// A typed side replaces the page's notices (clearing them when it is fine); the start is
    /// kept on the board.
    fn changed(
        settings: &KnightSettings,
        change: KnightChange,
    ) -> (KnightSettings, Option<Vec<String>>) {
        let mut next = settings.clone();
        let mut notices = Vec::new();
        let typed = matches!(change, KnightChange::Side { .. });
        match change {
            KnightChange::Side { rows: is_rows, text } => {
                let side = parse_side(if is_rows { "rows" } else { "cols" }, &text, &mut notices);
                let (rows, cols) =
                    if is_rows { (side, next.board.cols()) } else { (next.board.rows(), side) };
                next.board = Board::new(rows, cols).expect("sides are clamped into range");
                next.start =
                    Square::new(next.start.row.min(rows - 1), next.start.col.min(cols - 1));
            }
            KnightChange::Algorithm(algorithm) => next.algorithm = algorithm,
            KnightChange::Closed(closed) => next.closed = closed,
            KnightChange::Start(square) if next.board.contains(square) => next.start = square,
            KnightChange::Start(_) => {}
            KnightChange::Compare(compare) => next.compare = compare,
            KnightChange::Numbers(numbers) => next.numbers = numbers,
            KnightChange::Lines(lines) => next.lines = lines,
        }
        (next, typed.then_some(notices))
    }

    fn on_square(square: Square) -> Option<KnightChange> {
        Some(KnightChange::Start(square))
    }
}

/// The algorithm's name on the page.
pub fn algorithm_name(a: Algorithm) -> &'static str {
    match a {
        Algorithm::Backtracking => t(KnightText::AlgoBacktracking),
        Algorithm::Warnsdorff => t(KnightText::AlgoWarnsdorff),
        Algorithm::WarnsdorffBacktracking => t(KnightText::AlgoWarnsdorffBt),
    }
}
