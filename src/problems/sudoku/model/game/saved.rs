//! What the game keeps in the browser: the game in progress (so that a reload resumes it) and
//! the player's records, one best per level ([`LevelSlot`]; the records and the streak are
//! [`crate::model::game::records`]').

use crate::core::slug::Slugged;
use crate::model::game::records::{self, Slot};
use crate::model::query::parse_decimal;
use crate::model::status::decimal;
use crate::problems::sudoku::core::logic::Level;
use crate::problems::sudoku::core::Grid;

/// A level: what Sudoku's records keep a best for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelSlot(pub Level);

impl Slot for LevelSlot {
    const HEADER: &'static str = "runut-sudoku-records-1";
    const COUNT: usize = Level::SLUGS.len();
    const WORDS: usize = 1;

    fn words(&self) -> String {
        self.0.slug().to_string()
    }

    fn read(words: &[&str]) -> Option<LevelSlot> {
        Level::from_slug(words.first()?).map(LevelSlot)
    }
}

/// Sudoku's records.
///
/// ```
/// use runut::problems::sudoku::model::game::saved::Records;
/// assert_eq!(Records::from_text(&Records::default().to_text()), Ok(Records::default()));
/// ```
pub type Records = records::Records<LevelSlot>;

/// The first line of a saved game's text, naming its version.
const HEADER: &str = "runut-sudoku-game-1";

/// A game in progress as the browser keeps it: which puzzle (its link, and its givens to check
/// it against), the digits and marks, the moves, the clock and the hints.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGame {
    /// The puzzle's link (a query).
    pub link: String,
    /// The givens.
    pub puzzle: Grid,
    /// The digits on the grid, givens included.
    pub digits: Grid,
    /// The pencil marks of every cell (bit d for digit d).
    pub marks: Vec<u16>,
    /// Moves made.
    pub moves: u32,
    /// Hints asked for.
    pub hints: u32,
    /// When the first move was made, in milliseconds since the Unix epoch (0: not yet).
    pub started_ms: f64,
}

impl SavedGame {
    /// The text stored.
    ///
    /// ```
    /// use runut::problems::sudoku::core::Grid;
    /// use runut::problems::sudoku::model::game::saved::SavedGame;
    /// let puzzle = Grid::parse(&"1".repeat(81)).unwrap();
    /// let saved = SavedGame { link: "?p=sudoku&play=1".into(), puzzle: puzzle.clone(), digits: puzzle, marks: vec![6; 81], moves: 3, hints: 1, started_ms: 5.5 };
    /// assert_eq!(SavedGame::from_text(&saved.to_text()), Some(saved));
    /// ```
    pub fn to_text(&self) -> String {
        let marks: Vec<String> = self.marks.iter().map(|m| format!("{m:03x}")).collect();
        format!(
            "{HEADER}\n{}\n{}\n{}\n{}\n{} {} {}",
            self.link,
            self.puzzle.text(),
            self.digits.text(),
            marks.concat(),
            self.moves,
            self.hints,
            decimal(self.started_ms, 3)
        )
    }

    /// Reads stored text; `None` if it is not a saved game of this version, whole.
    pub fn from_text(text: &str) -> Option<SavedGame> {
        let mut lines = text.lines();
        if lines.next()? != HEADER {
            return None;
        }
        let link = lines.next()?.to_string();
        let puzzle = Grid::parse(lines.next()?).ok()?;
        let digits = Grid::parse(lines.next()?).ok()?;
        let marks_line = lines.next()?;
        if marks_line.len() != 3 * puzzle.cells().len() || !marks_line.is_ascii() {
            return None;
        }
        let marks = (0..puzzle.cells().len())
            .map(|i| u16::from_str_radix(&marks_line[3 * i..3 * i + 3], 16).ok())
            .collect::<Option<Vec<u16>>>()?;
        let mut counts = lines.next()?.split(' ');
        let moves = counts.next()?.parse().ok()?;
        let hints = counts.next()?.parse().ok()?;
        let started_ms = parse_decimal(counts.next()?)?;
        let whole = counts.next().is_none() && lines.next().is_none();
        let fits = digits.side() == puzzle.side() && marks.iter().all(|&m| m < 1 << 10);
        (whole && fits).then_some(SavedGame {
            link,
            puzzle,
            digits,
            marks,
            moves,
            hints,
            started_ms,
        })
    }
}
