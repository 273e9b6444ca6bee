//! The games in progress, as the browser's local storage keeps them between visits (the last
//! [`KEPT_GAMES`] puzzles', each by its puzzle code, so that opening another puzzle does not
//! overwrite one), and what the page finds there when it opens.

use crate::model::problem::Problem;
use crate::model::query::parse_decimal;
use crate::model::status::decimal;
use crate::problems::math_maze::MathMaze;

/// A game in progress as kept in the browser's local storage: which puzzle (its link's query),
/// the path, the moves, when play began, the hints and reveal that helped, and the cells marked
/// empty. Stored as six lines of text, and a seventh when cells are marked (games saved before
/// hints were counted have five, before marks six: both still read, with none).
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGame {
    /// The query string of the puzzle's link (size, seed, ends, difficulty).
    pub puzzle: String,
    /// The path, as [`Game::saved_path`](crate::problems::math_maze::model::game::Game::saved_path) writes it.
    pub path: String,
    /// Moves made.
    pub moves: u32,
    /// When the first move was made, in milliseconds since the Unix epoch (0: not yet).
    pub started_ms: f64,
    /// Hints asked for (a reload keeps them counted).
    pub hints: u32,
    /// Whether the solution was revealed (then a later solve is no record).
    pub revealed: bool,
    /// The cells marked empty, as [`Game::saved_marks`](crate::problems::math_maze::model::game::Game::saved_marks)
    /// writes them (empty when none).
    pub marks: String,
}

impl SavedGame {
    /// The text stored.
    ///
    /// ```
    /// use runut::problems::math_maze::model::saved::SavedGame;
    /// let saved = SavedGame { puzzle: "?p=math_maze".into(), path: "0,0 0,1".into(), moves: 1, started_ms: 5.0, hints: 2, revealed: false, marks: "1,1 2,0".into() };
    /// assert_eq!(SavedGame::from_text(&saved.to_text()), Some(saved));
    /// ```
    pub fn to_text(&self) -> String {
        let started = decimal(self.started_ms, 3);
        let (hints, revealed) = (self.hints, u8::from(self.revealed));
        let mut text = format!(
            "runut-maze-1\n{}\n{}\n{}\n{started}\n{hints} {revealed}",
            self.puzzle, self.path, self.moves
        );
        // Without marks the text is exactly what versions before marks wrote and read.
        if !self.marks.is_empty() {
            text.push('\n');
            text.push_str(&self.marks);
        }
        text
    }

    /// Reads stored text; `None` if it is not a saved game of this version.
    pub fn from_text(text: &str) -> Option<SavedGame> {
        let mut lines = text.lines();
        if lines.next()? != "runut-maze-1" {
            return None;
        }
        let puzzle = lines.next()?.to_string();
        let path = lines.next()?.to_string();
        let moves = lines.next()?.parse().ok()?;
        let started_ms = parse_decimal(lines.next()?)?;
        // Games saved before hints were counted have no sixth line.
        let (hints, revealed) = match lines.next() {
            None => (0, false),
            Some(aids) => {
                let (hints, revealed) = aids.split_once(' ')?;
                let revealed = match revealed {
                    "0" => false,
                    "1" => true,
                    _ => return None,
                };
                (hints.parse().ok()?, revealed)
            }
        };
        // Games saved before marks have no seventh line.
        let marks = lines.next().unwrap_or_default().to_string();
        Some(SavedGame { puzzle, path, moves, started_ms, hints, revealed, marks })
    }
}

/// The most puzzles whose games in progress are kept; a game of one more drops the oldest.
pub const KEPT_GAMES: usize = 8;

/// The games in progress kept, each by its puzzle's code, the one played last first.
///
/// Stored as `runut-maze-games-1` and, for each game, a line `code CODE` followed by the
/// game's own lines ([`SavedGame::to_text`]). The one game versions before kept (its text
/// alone) still reads: it is found by its puzzle's link until it is saved again.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SavedGames {
    games: Vec<(String, SavedGame)>,
}

impl SavedGames {
    /// The text stored.
    ///
    /// ```
    /// use runut::problems::math_maze::model::saved::{SavedGame, SavedGames};
    /// let game = SavedGame { puzzle: "?p=math_maze".into(), path: "0,0 0,1".into(), moves: 1, started_ms: 5.0, hints: 0, revealed: false, marks: String::new() };
    /// let mut games = SavedGames::default();
    /// games.keep("CODE1", game.clone());
    /// games.keep("CODE2", SavedGame { moves: 7, ..game });
    /// assert_eq!(SavedGames::from_text(&games.to_text()), (games, false));
    /// ```
    pub fn to_text(&self) -> String {
        let mut text = String::from("runut-maze-games-1");
        for (code, game) in &self.games {
            text.push_str(&format!("\ncode {code}\n{}", game.to_text()));
        }
        text
    }

    /// Reads stored text: the games that read, and whether any text did not (it is dropped).
    pub fn from_text(text: &str) -> (SavedGames, bool) {
        if text.starts_with("runut-maze-1") {
            // The one game a version before kept: known by its puzzle's link, not yet its code.
            return match SavedGame::from_text(text) {
                Some(game) => (SavedGames { games: vec![(String::new(), game)] }, false),
                None => (SavedGames::default(), true),
            };
        }
        let mut lines = text.lines();
        if lines.next() != Some("runut-maze-games-1") {
            return (SavedGames::default(), true);
        }
        let (mut games, mut damaged) = (SavedGames::default(), false);
        let mut blocks: Vec<(&str, Vec<&str>)> = Vec::new();
        for line in lines {
            match (line.strip_prefix("code "), blocks.last_mut()) {
                (Some(code), _) => blocks.push((code, Vec::new())),
                (None, Some((_, block))) => block.push(line),
                (None, None) => damaged = true,
            }
        }
        for (code, block) in blocks {
            let known = games.games.iter().any(|(c, _)| c == code);
            match SavedGame::from_text(&block.join("\n")) {
                Some(game) if !code.is_empty() && !known => games.games.push((code.into(), game)),
                _ => damaged = true,
            }
        }
        damaged |= games.games.len() > KEPT_GAMES;
        games.games.truncate(KEPT_GAMES);
        (games, damaged)
    }

    /// The game kept for the puzzle whose code is `code` (or, kept by a version before, whose
    /// link is `puzzle`).
    pub fn of(&self, code: &str, puzzle: &str) -> Option<&SavedGame> {
        let this = |(c, g): &&(String, SavedGame)| {
            c == code || (c.is_empty() && same_link(&g.puzzle, puzzle))
        };
        self.games.iter().find(this).map(|(_, game)| game)
    }

    /// The game played last, if any is kept.
    pub fn latest(&self) -> Option<&SavedGame> {
        self.games.first().map(|(_, game)| game)
    }

    /// How many games are kept.
    pub fn len(&self) -> usize {
        self.games.len()
    }

    /// Whether no game is kept.
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// Keeps `game` as the game of the puzzle whose code is `code`, first; returns the oldest
    /// game it drops to keep no more than [`KEPT_GAMES`].
    pub fn keep(&mut self, code: &str, game: SavedGame) -> Option<SavedGame> {
        if self.games.first().is_some_and(|(c, g)| c == code && *g == game) {
            return None;
        }
        let puzzle = game.puzzle.clone();
        self.games.retain(|(c, g)| c != code && !(c.is_empty() && same_link(&g.puzzle, &puzzle)));
        self.games.insert(0, (code.to_string(), game));
        (self.games.len() > KEPT_GAMES).then(|| self.games.pop().map(|(_, g)| g)).flatten()
    }

    /// Forgets the game of the puzzle whose code is `code` (or, kept by a version before, whose
    /// link is `puzzle`).
    pub fn forget(&mut self, code: &str, puzzle: &str) {
        self.games.retain(|(c, g)| c != code && !(c.is_empty() && same_link(&g.puzzle, puzzle)));
    }
}

/// What the page finds in the browser's storage when it opens.
#[derive(Clone, Debug, Default)]
pub struct Stored {
    /// The games in progress.
    pub games: SavedGames,
    /// The player's records, as stored text.
    pub records: Option<String>,
    /// Whether text was stored for the games that is not saved games (damaged, cut short, of
    /// another version): it is dropped, with a notice.
    pub game_unreadable: bool,
    /// Whether the best practice score kept for the page was no score (it is dropped, with a
    /// notice).
    pub practice_damaged: bool,
}

impl Stored {
    /// What the storage holds: the saved games' text and the records' text, if any.
    ///
    /// ```
    /// use runut::problems::math_maze::model::page::Stored;
    /// let stored = Stored::read(Some("runut-maze-1\nbroken".into()), None);
    /// assert!(stored.games.is_empty() && stored.game_unreadable);
    /// assert!(!Stored::read(None, None).game_unreadable);
    /// ```
    pub fn read(games: Option<String>, records: Option<String>) -> Stored {
        let (games, game_unreadable) =
            games.as_deref().map_or((SavedGames::default(), false), SavedGames::from_text);
        Stored { games, records, game_unreadable, practice_damaged: false }
    }
}

/// Whether `kept`, a puzzle's link as a version before kept it, is `link`: a link of one of
/// the page's old slugs ([`Problem::ALIASES`], `?p=math_maze`) is read as one of its own.
///
/// ```
/// use runut::problems::math_maze::model::saved::same_link;
/// assert!(same_link("?p=maze&rows=8&seed=3", "?p=math_maze&rows=8&seed=3"));
/// assert!(same_link("?p=math_maze&rows=8", "?p=math_maze&rows=8"));
/// assert!(!same_link("?p=mazes&rows=8", "?p=math_mazes&rows=8"));
/// ```
pub fn same_link(kept: &str, link: &str) -> bool {
    let renamed = MathMaze::ALIASES.iter().find_map(|old| {
        let rest = kept.strip_prefix("?p=")?.strip_prefix(old)?;
        (rest.is_empty() || rest.starts_with('&')).then(|| format!("?p={}{rest}", MathMaze::SLUG))
    });
    renamed.as_deref().unwrap_or(kept) == link
}
