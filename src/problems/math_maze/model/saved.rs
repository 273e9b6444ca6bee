//! The game in progress, as the browser's local storage keeps it between visits, and what the
//! page finds there when it opens.

use crate::model::query::parse_decimal;
use crate::model::status::decimal;

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
    /// let saved = SavedGame { puzzle: "?p=maze".into(), path: "0,0 0,1".into(), moves: 1, started_ms: 5.0, hints: 2, revealed: false, marks: "1,1 2,0".into() };
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

/// What the page finds in the browser's storage when it opens.
#[derive(Clone, Debug, Default)]
pub struct Stored {
    /// The game in progress.
    pub game: Option<SavedGame>,
    /// The player's records, as stored text.
    pub records: Option<String>,
    /// Whether text was stored for the game that is not a saved game (damaged, cut short, of
    /// another version): it is dropped, with a notice.
    pub game_unreadable: bool,
}

impl Stored {
    /// What the storage holds: the saved game's text and the records' text, if any.
    ///
    /// ```
    /// use runut::problems::math_maze::model::page::Stored;
    /// let stored = Stored::read(Some("runut-maze-1\nbroken".into()), None);
    /// assert!(stored.game.is_none() && stored.game_unreadable);
    /// assert!(!Stored::read(None, None).game_unreadable);
    /// ```
    pub fn read(game: Option<String>, records: Option<String>) -> Stored {
        let saved = game.as_deref().map(SavedGame::from_text);
        Stored {
            game: saved.clone().flatten(),
            records,
            game_unreadable: matches!(saved, Some(None)),
        }
    }
}
