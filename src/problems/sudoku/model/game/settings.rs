//! What the game's URL can say (`?p=sudoku&play=1&level=L&seed=S`, `daily=YYYY-MM-DD`,
//! `code=C`), and the link that says it.

use crate::core::slug::Slugged;
use crate::model::game::day::{day_seed, Day};
use crate::model::i18n::say;
use crate::model::problem::Problem;
use crate::model::query::{echo, seed, value};
use crate::problems::sudoku::core::code::decode;
use crate::problems::sudoku::core::game::GameSource;
use crate::problems::sudoku::core::logic::Level;
use crate::problems::sudoku::core::Grid;
use crate::problems::sudoku::model::game::text::GameText;
use crate::problems::sudoku::Sudoku;

/// The level a link that names none plays.
pub const DEFAULT_LEVEL: Level = Level::Pairs;

/// Everything the game's URL can say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSettings {
    /// The level of a generated puzzle.
    pub level: Level,
    /// The seed (`None`: the page draws one).
    pub seed: Option<u64>,
    /// The day whose daily puzzle this is (its seed then comes from the day and the level).
    pub daily: Option<Day>,
    /// A shared puzzle, by its code (the code as given, and the puzzle it holds).
    pub shared: Option<(String, Grid)>,
}

/// Whether a link asks for the game rather than the search page (`play=1`).
pub fn is_game(pairs: &[(String, String)]) -> bool {
    value(pairs, "play").is_some_and(|v| v.trim() == "1")
}

/// The game's settings from the URL's query pairs, with a notice for each value not honoured.
///
/// ```
/// use runut::model::query::query_pairs;
/// use runut::problems::sudoku::core::logic::Level;
/// use runut::problems::sudoku::model::game::settings::game_settings;
/// let (settings, notices) = game_settings(&query_pairs("?p=sudoku&play=1&level=wings&seed=7"));
/// assert_eq!((settings.level, settings.seed, notices.len()), (Level::Wings, Some(7), 0));
/// let (settings, notices) = game_settings(&query_pairs("?p=sudoku&play=1&level=evil&seed=x"));
/// assert_eq!((settings.level, settings.seed, notices.len()), (Level::Pairs, None, 2));
/// ```
pub fn game_settings(pairs: &[(String, String)]) -> (GameSettings, Vec<String>) {
    let mut notices = Vec::new();
    let seed = seed(pairs, GameText::BadSeed, &mut notices);
    let mut refuse = |key: GameText, name: &str, text: &str| {
        notices.push(say(key, &[("value", &echo(name, text))]));
    };
    let level = value(pairs, "level").map_or(DEFAULT_LEVEL, |text| {
        Level::from_slug(text.trim()).unwrap_or_else(|| {
            refuse(GameText::BadLevel, "level", text);
            DEFAULT_LEVEL
        })
    });
    let shared = value(pairs, "code").and_then(|text| match decode(text) {
        Ok(grid) => Some((text.trim().to_string(), grid)),
        Err(_) => {
            refuse(GameText::BadCode, "code", text);
            None
        }
    });
    let daily = value(pairs, "daily").filter(|_| shared.is_none()).and_then(|text| {
        let day = Day::parse(text.trim());
        if day.is_none() {
            refuse(GameText::BadDaily, "daily", text);
        }
        day
    });
    (GameSettings { level, seed, daily, shared }, notices)
}

impl GameSettings {
    /// Where the puzzle comes from: the shared puzzle, the day's seed, or the seed (`fresh` when
    /// the link names none).
    pub fn source(&self, fresh: u64) -> GameSource {
        match (&self.shared, self.daily) {
            (Some((_, puzzle)), _) => GameSource::Puzzle(puzzle.clone()),
            (None, Some(day)) => {
                GameSource::Seed { level: self.level, seed: daily_seed(day, self.level) }
            }
            (None, None) => {
                GameSource::Seed { level: self.level, seed: self.seed.unwrap_or(fresh) }
            }
        }
    }

    /// The link to this puzzle (with `seed` when the link named none).
    pub fn link(&self, seed: u64) -> String {
        let base = format!("?p={}&play=1", Sudoku::SLUG);
        match (&self.shared, self.daily) {
            (Some((code, _)), _) => format!("{base}&code={code}"),
            (None, Some(day)) => format!("{base}&level={}&daily={day}", self.level.slug()),
            (None, None) => {
                format!("{base}&level={}&seed={}", self.level.slug(), self.seed.unwrap_or(seed))
            }
        }
    }
}

/// The seed of the daily puzzle of `day` at `level`: the same for everyone.
pub fn daily_seed(day: Day, level: Level) -> u64 {
    let index = Level::all().position(|l| l == level).unwrap_or(0) as u64;
    day_seed(day, &[9, index])
}
