//! The math-maze page's settings: what its URL can say, and the link that says it.

use crate::core::grid::{Board, Square};
use crate::core::slug::Slugged;
use crate::model::game::day::{reseed, Day};
use crate::model::i18n::say;
use crate::model::i18n::t;
use crate::model::query::{echo, flag, parse_bounded, seed, slugged, speed, speed_text, value};
use crate::model::speed::Speed;
use crate::problems::math_maze::core::deduce::Difficulty;
use crate::problems::math_maze::core::generate::PuzzleSpec;
use crate::problems::math_maze::core::puzzle::PathPuzzle;
use crate::problems::math_maze::core::{MAX_MAZE_SIDE, MIN_MAZE_SIDE};
use crate::problems::math_maze::model::custom::{custom_puzzle, puzzle_form};
use crate::problems::math_maze::model::daily::daily_seed;
use crate::problems::math_maze::model::text::MathMazeText;

/// The default maze side.
pub const DEFAULT_MAZE_SIDE: u16 = 8;

/// Everything the math-maze page can be told by its URL.
#[derive(Clone, Debug, PartialEq)]
pub struct MazeSettings {
    /// The grid.
    pub board: Board,
    /// The seed (`None`: draw a fresh one).
    pub seed: Option<u64>,
    /// The day whose daily puzzle this is (its seed then comes from the day, not `seed`).
    pub daily: Option<Day>,
    /// Which of the day's seeds the daily puzzle is: the page moves on to the next while a
    /// puzzle is easier than its level (not in the URL: every page takes the same steps).
    pub daily_draw: u32,
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
    /// Whether the learner makes the solve's decisions (learn mode's practice).
    pub practice: bool,
    /// How many puzzles the page lays out per printed page (their solutions on a second
    /// page) instead of the game: 0 (the game), 1 (this puzzle), 2 or 4 (this one and the next
    /// seeds' or days' at the same size and level).
    pub print: u8,
    /// A puzzle typed in (its URL form or its code) instead of one made from a seed: its grid
    /// and ends are `board`, `start` and `finish`.
    pub custom: Option<PathPuzzle>,
}

fn maze_end(
    pairs: &[(String, String)],
    key: &str,
    board: Board,
    col: u16,
    notices: &mut Vec<String>,
) -> Option<Square> {
    let text = value(pairs, key)?;
    let edge = if col == 0 { MathMazeText::EndNotLeft } else { MathMazeText::EndNotRight };
    match text.parse::<Square>().ok() {
        Some(cell) if board.contains(cell) && cell.col == col => Some(cell),
        _ => {
            let (col, max) = (col.to_string(), (board.rows() - 1).to_string());
            notices.push(say(edge, &[("value", &echo(key, text)), ("col", &col), ("max", &max)]));
            None
        }
    }
}

/// The math-maze settings a URL asks for, and a notice for every value it could not honour.
///
/// ```
/// use runut::problems::math_maze::model::settings::maze_settings;
/// use runut::model::query::query_pairs;
/// let (settings, notices) = maze_settings(&query_pairs("?p=math_maze&rows=x&cols=99&seed=7&start=2,0"));
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
    let seed = seed(pairs, MathMazeText::BadSeed, &mut notices);
    let typed_in =
        ["code", "rowclues", "colclues", "givens"].iter().any(|k| value(pairs, k).is_some());
    let daily = value(pairs, "daily").filter(|_| !typed_in).and_then(|text| {
        let day = Day::parse(text.trim());
        if day.is_none() {
            notices.push(say(MathMazeText::BadDaily, &[("value", &echo("daily", text))]));
        }
        day
    });
    // A daily puzzle's ends come from its day: a daily link's own ends are not read.
    let (start, finish) = match daily {
        Some(_) => (None, None),
        None => (
            maze_end(pairs, "start", board, 0, &mut notices),
            maze_end(pairs, "finish", board, cols - 1, &mut notices),
        ),
    };
    let custom = custom_puzzle(pairs, board, start, finish, &mut notices);
    let (board, start, finish) = match &custom {
        Some(p) => (p.board, Some(p.start), Some(p.finish)),
        None => (board, start, finish),
    };
    let difficulty =
        slugged(pairs, "level", Difficulty::Normal, MathMazeText::BadLevel, &mut notices);
    let show = flag(pairs, "show", &mut notices);
    let speed = speed(pairs, &mut notices);
    let mut practice = flag(pairs, "practice", &mut notices);
    if practice && custom.is_some() {
        notices.push(t(MathMazeText::PracticeTypedIn).into());
        practice = false;
    }
    let print = match value(pairs, "print") {
        None | Some("0") => 0,
        Some("1") | Some("") => 1,
        Some("2") => 2,
        Some("4") => 4,
        Some(other) => {
            notices.push(say(MathMazeText::BadPrint, &[("value", &echo("print", other))]));
            0
        }
    };
    let settings = MazeSettings {
        board,
        seed,
        daily,
        daily_draw: 0,
        start,
        finish,
        difficulty,
        show,
        speed,
        practice,
        print,
        custom,
    };
    (settings, notices)
}

impl MazeSettings {
    /// The puzzle these settings name (a daily puzzle's seed comes from its day); ends they
    /// leave open are drawn from the seed.
    pub fn spec(&self) -> PuzzleSpec {
        let seed = match self.daily {
            Some(day) => (0..self.daily_draw)
                .fold(daily_seed(day, self.board, self.difficulty), |seed, _| reseed(seed)),
            None => self.seed.unwrap_or_default(),
        };
        let (start, finish) = PuzzleSpec::random_ends(self.board, seed);
        let (start, finish) = (self.start.unwrap_or(start), self.finish.unwrap_or(finish));
        PuzzleSpec { board: self.board, seed, start, finish, difficulty: self.difficulty }
    }
}

/// The query string that reproduces a maze puzzle and how it is shown.
pub fn maze_query(settings: &MazeSettings) -> String {
    let mut query = format!(
        "?p=math_maze&rows={}&cols={}&level={}",
        settings.board.rows(),
        settings.board.cols(),
        settings.difficulty.slug()
    );
    match (&settings.custom, settings.daily, settings.seed) {
        (Some(_), ..) => {}
        (None, Some(day), _) => query.push_str(&format!("&daily={day}")),
        (None, None, Some(seed)) => query.push_str(&format!("&seed={seed}")),
        (None, None, None) => {}
    }
    for (key, end) in [("start", settings.start), ("finish", settings.finish)] {
        if let Some(cell) = end {
            query.push_str(&format!("&{key}={cell}"));
        }
    }
    if let Some(puzzle) = &settings.custom {
        query.push_str(&puzzle_form(puzzle));
    }
    if settings.show {
        query.push_str(&format!("&show=1&speed={}", speed_text(settings.speed)));
    }
    if settings.practice {
        query.push_str("&practice=1");
    }
    if settings.print > 0 {
        query.push_str(&format!("&print={}", settings.print));
    }
    query
}
