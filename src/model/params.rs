//! Strict parsing of the URL query into page settings. Malformed or out-of-range values never
//! fail: they are replaced by a default or clamped, and each such change is reported as a notice
//! the page shows.

use crate::core::grid::{Board, Square, MAX_SIDE, MIN_SIDE};
use crate::core::knight::Algorithm;
use crate::core::maze::deduce::{Difficulty, HARD_MAX_CELLS};
use crate::core::maze::{MAX_MAZE_SIDE, MIN_MAZE_SIDE};
use crate::core::queens::{Mode, MAX_ANIMATED_N};
use crate::model::player::{Speed, MAX_ANIMATED_SPEED, MIN_SPEED};

/// The largest board side the page accepts (boards over [`MAX_GRID_SIDE`] are drawn on a canvas).
pub const MAX_PAGE_SIDE: u16 = MAX_SIDE;
/// The largest board side drawn square by square, as an accessible grid.
pub const MAX_GRID_SIDE: u16 = 64;

/// The default board side.
pub const DEFAULT_SIDE: u16 = 8;
/// The default animation speed, in events per second.
pub const DEFAULT_SPEED: f64 = 10.0;

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
    /// How fast the search is played.
    pub speed: Speed,
    /// Whether the run starts on load.
    pub run: bool,
}

impl Default for KnightSettings {
    fn default() -> Self {
        KnightSettings {
            board: Board::new(DEFAULT_SIDE, DEFAULT_SIDE).expect("the default board is valid"),
            start: Square::new(0, 0),
            algorithm: Algorithm::Warnsdorff,
            closed: false,
            speed: Speed::PerSecond(DEFAULT_SPEED),
            run: false,
        }
    }
}

/// Splits a query string (with or without its leading `?`) into decoded key/value pairs.
///
/// ```
/// use runut::model::params::query_pairs;
/// assert_eq!(query_pairs("?a=1&b=x%2Cy"), vec![("a".into(), "1".into()), ("b".into(), "x,y".into())]);
/// ```
pub fn query_pairs(query: &str) -> Vec<(String, String)> {
    query
        .trim_start_matches('?')
        .split('&')
        .filter(|part| !part.is_empty())
        .map(|part| {
            let (key, value) = part.split_once('=').unwrap_or((part, ""));
            (percent_decode(key), percent_decode(value))
        })
        .collect()
}

fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = || std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok();
        match (bytes[i], hex().and_then(|h| u8::from_str_radix(h, 16).ok())) {
            (b'%', Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (b'+', _) => {
                out.push(b' ');
                i += 1;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The value of the last `key` in `pairs`.
fn value<'a>(pairs: &'a [(String, String)], key: &str) -> Option<&'a str> {
    pairs.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
}

/// Which problem the URL asks for (`p=`), with a notice if it names none that is available.
pub fn problem(pairs: &[(String, String)], notices: &mut Vec<String>) -> Problem {
    match value(pairs, "p") {
        None | Some("knight") => Problem::Knight,
        Some("queens") => Problem::Queens,
        Some("maze") => Problem::Maze,
        Some(other) => {
            notices.push(format!(
                "“p={other}” is not a problem this version offers; showing the knight's tour."
            ));
            Problem::Knight
        }
    }
}

/// The problems the app offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The knight's tour.
    Knight,
    /// N-queens.
    Queens,
    /// The math maze.
    Maze,
}

fn side(pairs: &[(String, String)], key: &str, notices: &mut Vec<String>) -> u16 {
    value(pairs, key).map_or(DEFAULT_SIDE, |text| parse_side(key, text, notices))
}

/// An integer typed as `key`, clamped into `min..=max` (or `default` if it is not a number); a
/// notice says what changed.
pub fn parse_bounded(
    key: &str,
    text: &str,
    (min, max, default): (u16, u16, u16),
    notices: &mut Vec<String>,
) -> u16 {
    match text.trim().parse::<i64>() {
        Ok(n) if (min as i64..=max as i64).contains(&n) => n as u16,
        Ok(n) => {
            let clamped = n.clamp(min as i64, max as i64) as u16;
            notices.push(format!("“{key}={text}” is out of range ({min}–{max}); using {clamped}."));
            clamped
        }
        Err(_) => {
            notices.push(format!("“{key}={text}” is not a number; using {default}."));
            default
        }
    }
}

/// A board side typed by the user (as `key`), clamped into range; a notice says what changed.
pub fn parse_side(key: &str, text: &str, notices: &mut Vec<String>) -> u16 {
    parse_bounded(key, text, (MIN_SIDE, MAX_PAGE_SIDE, DEFAULT_SIDE), notices)
}

/// Parses `r,c` into a square.
pub fn parse_square(text: &str) -> Option<Square> {
    let (row, col) = text.split_once(',')?;
    Some(Square::new(row.trim().parse().ok()?, col.trim().parse().ok()?))
}

fn flag(pairs: &[(String, String)], key: &str, notices: &mut Vec<String>) -> bool {
    match value(pairs, key) {
        None | Some("0") | Some("false") => false,
        Some("1") | Some("true") | Some("") => true,
        Some(other) => {
            notices.push(format!("“{key}={other}” should be 1 or 0; using 0."));
            false
        }
    }
}

fn speed(pairs: &[(String, String)], notices: &mut Vec<String>) -> Speed {
    match value(pairs, "speed") {
        None => Speed::PerSecond(DEFAULT_SPEED),
        Some("max") => Speed::Max,
        Some(text) => match text.parse::<f64>() {
            Ok(rate) if (MIN_SPEED..=MAX_ANIMATED_SPEED).contains(&rate) => Speed::PerSecond(rate),
            Ok(rate) if rate.is_finite() => {
                notices.push(format!(
                    "“speed={text}” is out of range ({MIN_SPEED}–{MAX_ANIMATED_SPEED} steps a \
                     second, or max); clamped."
                ));
                Speed::per_second(rate)
            }
            _ => {
                notices
                    .push(format!("“speed={text}” should be a number of steps a second or “max”."));
                Speed::PerSecond(DEFAULT_SPEED)
            }
        },
    }
}

/// The knight's tour settings a URL asks for, and a notice for every value it could not honour.
///
/// ```
/// use runut::model::params::{knight_settings, query_pairs};
/// let (settings, notices) = knight_settings(&query_pairs("?p=knight&rows=abc&cols=-3&start=zz"));
/// assert_eq!((settings.board.rows(), settings.board.cols()), (8, 1));
/// assert_eq!(notices.len(), 3);
/// ```
pub fn knight_settings(pairs: &[(String, String)]) -> (KnightSettings, Vec<String>) {
    let mut notices = Vec::new();
    let defaults = KnightSettings::default();
    let rows = side(pairs, "rows", &mut notices);
    let cols = side(pairs, "cols", &mut notices);
    let board = Board::new(rows, cols).expect("sides are clamped into range");
    let start = match value(pairs, "start") {
        None => defaults.start,
        Some(text) => match parse_square(text) {
            Some(square) if board.contains(square) => square,
            _ => {
                notices.push(format!(
                    "“start={text}” is not a square of this {rows} × {cols} board (use row,col \
                     counted from 0); starting at 0,0."
                ));
                defaults.start
            }
        },
    };
    let algorithm = match value(pairs, "algo") {
        None => defaults.algorithm,
        Some(text) => Algorithm::from_slug(text).unwrap_or_else(|| {
            notices.push(format!(
                "“algo={text}” is unknown (backtracking, warnsdorff or warnsdorff-bt); using {}.",
                defaults.algorithm.slug()
            ));
            defaults.algorithm
        }),
    };
    let closed = flag(pairs, "closed", &mut notices);
    let speed = speed(pairs, &mut notices);
    let run = flag(pairs, "run", &mut notices);
    (KnightSettings { board, start, algorithm, closed, speed, run }, notices)
}

fn speed_text(speed: Speed) -> String {
    match speed {
        Speed::Max => "max".to_string(),
        Speed::PerSecond(rate) => format!("{}", (rate * 100.0).round() / 100.0),
    }
}

/// The query string that reproduces `settings` (without `run`).
pub fn knight_query(settings: &KnightSettings) -> String {
    let speed = speed_text(settings.speed);
    let closed = if settings.closed { "&closed=1" } else { "" };
    format!(
        "?p=knight&rows={}&cols={}&start={}&algo={}{closed}&speed={speed}",
        settings.board.rows(),
        settings.board.cols(),
        settings.start,
        settings.algorithm.slug()
    )
}

/// The default n for the queens page.
pub const DEFAULT_QUEENS: u16 = 8;

/// Everything the n-queens page can be told by its URL.
#[derive(Clone, Debug, PartialEq)]
pub struct QueensSettings {
    /// The board's side.
    pub n: u16,
    /// First solution or all.
    pub mode: Mode,
    /// How fast the search is played.
    pub speed: Speed,
    /// Whether the run starts on load.
    pub run: bool,
    /// How many workers a count uses (`None`: one per core).
    pub workers: Option<u16>,
}

/// The most workers a count may use.
pub const MAX_WORKERS: u16 = 16;

/// The n-queens settings a URL asks for, and a notice for every value it could not honour.
///
/// ```
/// use runut::model::params::{queens_settings, query_pairs};
/// let (settings, notices) = queens_settings(&query_pairs("?p=queens&n=99&mode=some"));
/// assert_eq!(settings.n, 20);
/// assert_eq!(notices.len(), 2);
/// ```
pub fn queens_settings(pairs: &[(String, String)]) -> (QueensSettings, Vec<String>) {
    let mut notices = Vec::new();
    let range = (1, MAX_ANIMATED_N, DEFAULT_QUEENS);
    let n =
        value(pairs, "n").map_or(DEFAULT_QUEENS, |t| parse_bounded("n", t, range, &mut notices));
    let mode = match value(pairs, "mode") {
        None => Mode::First,
        Some(text) => Mode::from_slug(text).unwrap_or_else(|| {
            notices.push(format!("“mode={text}” should be first or all; using first."));
            Mode::First
        }),
    };
    let speed = speed(pairs, &mut notices);
    let run = flag(pairs, "run", &mut notices);
    let workers = value(pairs, "workers")
        .map(|t| parse_bounded("workers", t, (1, MAX_WORKERS, 1), &mut notices));
    (QueensSettings { n, mode, speed, run, workers }, notices)
}

/// The query string that reproduces `settings` (without `run`).
pub fn queens_query(settings: &QueensSettings) -> String {
    let workers = settings.workers.map(|w| format!("&workers={w}")).unwrap_or_default();
    let (n, mode, speed) = (settings.n, settings.mode.slug(), speed_text(settings.speed));
    format!("?p=queens&n={n}&mode={mode}&speed={speed}{workers}")
}

/// The default maze side.
pub const DEFAULT_MAZE_SIDE: u16 = 8;

/// Everything the math-maze page can be told by its URL.
#[derive(Clone, Debug, PartialEq)]
pub struct MazeSettings {
    /// The grid.
    pub board: Board,
    /// The seed (`None`: draw a fresh one).
    pub seed: Option<u64>,
    /// The start, on the left edge (`None`: drawn from the seed).
    pub start: Option<Square>,
    /// The finish, on the right edge (`None`: drawn from the seed).
    pub finish: Option<Square>,
    /// Which deductions the puzzle expects.
    pub difficulty: Difficulty,
    /// Whether the carving and solving are shown before play.
    pub show: bool,
    /// How fast they are played.
    pub speed: Speed,
}

fn maze_end(
    pairs: &[(String, String)],
    key: &str,
    board: Board,
    col: u16,
    notices: &mut Vec<String>,
) -> Option<Square> {
    let text = value(pairs, key)?;
    let edge = if col == 0 { "left" } else { "right" };
    match parse_square(text) {
        Some(cell) if board.contains(cell) && cell.col == col => Some(cell),
        _ => {
            notices.push(format!(
                "“{key}={text}” is not a cell of the {edge} edge (row,{col} with a row from 0 to \
                 {}); choosing one at random.",
                board.rows() - 1
            ));
            None
        }
    }
}

/// The math-maze settings a URL asks for, and a notice for every value it could not honour.
///
/// ```
/// use runut::model::params::{maze_settings, query_pairs};
/// let (settings, notices) = maze_settings(&query_pairs("?p=maze&rows=x&cols=99&seed=7&start=2,0"));
/// assert_eq!((settings.board.rows(), settings.board.cols()), (8, 40));
/// assert_eq!(settings.seed, Some(7));
/// assert_eq!(notices.len(), 2);
/// ```
pub fn maze_settings(pairs: &[(String, String)]) -> (MazeSettings, Vec<String>) {
    let mut notices = Vec::new();
    let range = (MIN_MAZE_SIDE, MAX_MAZE_SIDE, DEFAULT_MAZE_SIDE);
    let mut side = |key| {
        value(pairs, key).map_or(DEFAULT_MAZE_SIDE, |t| parse_bounded(key, t, range, &mut notices))
    };
    let (rows, cols) = (side("rows"), side("cols"));
    let board = Board::new(rows, cols).expect("sides are clamped into range");
    let seed = value(pairs, "seed").and_then(|text| match text.trim().parse::<u64>() {
        Ok(seed) => Some(seed),
        Err(_) => {
            notices.push(format!(
                "“seed={text}” is not a whole number from 0 to 18446744073709551615; here is a \
                 fresh puzzle."
            ));
            None
        }
    });
    let start = maze_end(pairs, "start", board, 0, &mut notices);
    let finish = maze_end(pairs, "finish", board, cols - 1, &mut notices);
    let difficulty = match value(pairs, "level") {
        None => Difficulty::Normal,
        Some(text) => Difficulty::from_slug(text).unwrap_or_else(|| {
            notices.push(format!("“level={text}” should be easy, normal or hard; using normal."));
            Difficulty::Normal
        }),
    };
    let show = flag(pairs, "show", &mut notices);
    let speed = speed(pairs, &mut notices);
    let mut settings = MazeSettings { board, seed, start, finish, difficulty, show, speed };
    notices.extend(settings.fit_difficulty());
    (settings, notices)
}

impl MazeSettings {
    /// Lowers a hard puzzle on a grid over [`HARD_MAX_CELLS`] cells to normal, with a notice.
    pub fn fit_difficulty(&mut self) -> Option<String> {
        if self.difficulty != Difficulty::Hard || self.board.len() <= HARD_MAX_CELLS {
            return None;
        }
        self.difficulty = Difficulty::Normal;
        Some(format!(
            "Hard puzzles are made up to {HARD_MAX_CELLS} cells (24 × 24): its look-ahead would \
             take seconds on {} × {}. Using normal.",
            self.board.rows(),
            self.board.cols()
        ))
    }
}

/// The query string that reproduces a maze puzzle and how it is shown.
pub fn maze_query(settings: &MazeSettings) -> String {
    let mut query = format!(
        "?p=maze&rows={}&cols={}&level={}",
        settings.board.rows(),
        settings.board.cols(),
        settings.difficulty.slug()
    );
    if let Some(seed) = settings.seed {
        query.push_str(&format!("&seed={seed}"));
    }
    for (key, end) in [("start", settings.start), ("finish", settings.finish)] {
        if let Some(cell) = end {
            query.push_str(&format!("&{key}={cell}"));
        }
    }
    if settings.show {
        query.push_str(&format!("&show=1&speed={}", speed_text(settings.speed)));
    }
    query
}
