//! A game with what the page keeps beside it: the clock, the message, the last hint, "check my
//! path" and the learner's aids.

use crate::core::grid::Square;
use crate::model::i18n::{say, t};
use crate::problems::math_maze::model::game::{Game, Refusal};
use crate::problems::math_maze::model::hint::Hint;
use crate::problems::math_maze::model::text::MathMazeText;

/// A game with what the page keeps beside it: the clock, the last hint, and the learner's aids.
#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    /// The game.
    pub game: Game,
    /// When the first move was made (the clock starts there), in milliseconds.
    pub started_ms: Option<f64>,
    /// When the puzzle was first solved.
    pub solved_ms: Option<f64>,
    /// Whether the solution was revealed rather than found.
    pub revealed: bool,
    /// The cell "check my path" marked, until the next move.
    pub wrong: Option<Square>,
    /// The hint or answer to show in the status line.
    pub message: Option<String>,
    /// The last hint asked for, until the next move.
    pub hint: Option<Hint>,
    /// How many hints were asked for.
    pub hints: u32,
    /// The cells hints have decided (on the path, or empty): what the next hint starts from.
    pub known: Vec<(Square, bool)>,
}

impl Session {
    /// A session of `game`, whose clock started at `started_ms` (if it has).
    pub fn new(game: Game, started_ms: Option<f64>) -> Session {
        Session {
            game,
            started_ms,
            solved_ms: None,
            revealed: false,
            wrong: None,
            message: None,
            hint: None,
            hints: 0,
            known: Vec::new(),
        }
    }

    /// Changes the game at time `now`: `change` returns the hint to show, if any.
    pub fn play(&mut self, change: impl FnOnce(&mut Game) -> Option<String>, now: f64) {
        self.message = change(&mut self.game);
        self.wrong = None;
        self.hint = None;
        if self.game.moves() > 0 && self.started_ms.is_none() {
            self.started_ms = Some(now);
        }
        if self.game.is_solved() && self.solved_ms.is_none() {
            self.solved_ms = Some(now);
        }
    }

    /// Marks cells at time `now`: `change` says whether it changed anything, or why not. The
    /// hint on show stays (marks are how a player writes a hint down), and so does the cell
    /// "check my path" marked (the path did not change).
    pub fn mark(&mut self, change: impl FnOnce(&mut Game) -> Result<bool, Refusal>, now: f64) {
        match change(&mut self.game) {
            Ok(changed) => {
                self.message = None;
                if changed && self.started_ms.is_none() {
                    self.started_ms = Some(now);
                }
            }
            Err(refusal) => self.message = Some(refusal.hint()),
        }
    }

    /// "Check my path": marks the first cell that leaves `route`, and says so.
    pub fn check(&mut self, route: &[Square]) {
        self.wrong = self.game.first_wrong(route);
        self.message = Some(match self.wrong {
            Some(cell) => say(
                MathMazeText::FirstWrong,
                &[("row", &(cell.row + 1).to_string()), ("col", &(cell.col + 1).to_string())],
            ),
            None => t(MathMazeText::SoFarSoGood).into(),
        });
    }

    /// "Reveal solution": shows `route` (a solved game stays solved, not revealed).
    pub fn reveal(&mut self, route: &[Square], now: f64) {
        self.revealed = self.solved_ms.is_none();
        self.play(
            |g| {
                g.show(route);
                None
            },
            now,
        );
    }

    /// Shows `hint` and counts it; `decided` are the cells it decides, kept for the next hint.
    pub fn take_hint(&mut self, hint: Hint, decided: &[(Square, bool)]) {
        for &d in decided {
            if !self.known.iter().any(|k| k.0 == d.0) {
                self.known.push(d);
            }
        }
        self.hints += 1;
        self.hint = Some(hint);
    }

    /// The time from the first move to the solution, once solved.
    pub fn solving_time_ms(&self) -> Option<f64> {
        self.solved_ms.map(|s| s - self.started_ms.unwrap_or(s))
    }
}
