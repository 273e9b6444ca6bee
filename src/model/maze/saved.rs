//! The game in progress, as the browser's local storage keeps it between visits.

use crate::model::query::parse_decimal;
use crate::model::status::decimal;

/// A game in progress as kept in the browser's local storage: which puzzle (its link's query),
/// the path, the moves, when play began, and the hints and reveal that helped. Stored as six
/// lines of text (games saved before hints were counted have five).
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGame {
    /// The query string of the puzzle's link (size, seed, ends, difficulty).
    pub puzzle: String,
    /// The path, as [`Game::saved_path`](crate::model::maze::game::Game::saved_path) writes it.
    pub path: String,
    /// Moves made.
    pub moves: u32,
    /// When the first move was made, in milliseconds since the Unix epoch (0: not yet).
    pub started_ms: f64,
    /// Hints asked for (a reload keeps them counted).
    pub hints: u32,
    /// Whether the solution was revealed (then a later solve is no record).
    pub revealed: bool,
}

impl SavedGame {
    /// The text stored.
    ///
    /// ```
    /// use runut::model::maze::saved::SavedGame;
    /// let saved = SavedGame { puzzle: "?p=maze".into(), path: "0,0 0,1".into(), moves: 1, started_ms: 5.0, hints: 2, revealed: false };
    /// assert_eq!(SavedGame::from_text(&saved.to_text()), Some(saved));
    /// ```
    pub fn to_text(&self) -> String {
        let started = decimal(self.started_ms, 3);
        let (hints, revealed) = (self.hints, u8::from(self.revealed));
        format!(
            "runut-maze-1\n{}\n{}\n{}\n{started}\n{hints} {revealed}",
            self.puzzle, self.path, self.moves
        )
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
        Some(SavedGame { puzzle, path, moves, started_ms, hints, revealed })
    }
}
