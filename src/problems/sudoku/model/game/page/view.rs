//! What the game page shows: the read-only side of [`GamePage`].

use super::{Ask, GamePage, GameState, Keep};
use crate::model::driver::RunState;
use crate::model::game::records::Improved;
use crate::model::i18n::t;
use crate::model::player::Player;
use crate::problems::sudoku::core::game::Made;
use crate::problems::sudoku::model::game::hint::Hint;
use crate::problems::sudoku::model::game::play::Play;
use crate::problems::sudoku::model::game::saved::{Records, SavedGame};
use crate::problems::sudoku::model::game::settings::GameSettings;
use crate::problems::sudoku::model::game::text::GameText;
use crate::problems::sudoku::Sudoku;

impl GamePage {
    /// The settings.
    pub fn settings(&self) -> &GameSettings {
        &self.settings
    }

    /// The notices about the link and the browser's storage.
    pub fn notices(&self) -> &[String] {
        &self.notices
    }

    /// The link to the puzzle in play.
    pub fn link(&self) -> String {
        self.settings.link(self.seed)
    }

    /// Where the game stands.
    pub fn state(&self) -> GameState {
        match (&self.play, self.not_one, self.maker.state()) {
            (Some(play), ..) if play.is_solved() => GameState::Solved,
            (Some(_), ..) => GameState::Playing,
            (None, Some(_), _) | (None, None, RunState::Failed) => GameState::Failed,
            _ => GameState::Generating,
        }
    }

    /// Why there is no game, when there is none: the worker's failure, or a shared puzzle's
    /// count of solutions.
    pub fn failure(&self) -> Option<String> {
        match self.not_one {
            Some(0) => Some(t(GameText::SharedNone).into()),
            Some(_) => Some(t(GameText::SharedSeveral).into()),
            None => self.maker.failure().map(str::to_string),
        }
    }

    /// The player of the maker's worker.
    pub fn maker(&self) -> &Player<Sudoku> {
        &self.maker
    }

    /// The puzzle made, once it is.
    pub fn made(&self) -> Option<&Made> {
        self.made.as_ref()
    }

    /// The game being played.
    pub fn play(&self) -> Option<&Play> {
        self.play.as_ref()
    }

    /// The selected cell.
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// Whether digits typed are pencil marks.
    pub fn pencil(&self) -> bool {
        self.pencil
    }

    /// When the clock started and when the puzzle was solved (ms since the epoch).
    pub fn times(&self) -> (Option<f64>, Option<f64>) {
        (self.started_ms, self.solved_ms)
    }

    /// Hints asked for.
    pub fn hints(&self) -> u32 {
        self.hints
    }

    /// The hint on show.
    pub fn hint(&self) -> Option<&Hint> {
        self.hint.as_ref()
    }

    /// The mistakes "Check" found, until the next move.
    pub fn checked(&self) -> Option<&[usize]> {
        self.checked.as_deref()
    }

    /// The message for the status line.
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// The step of the logic solve on show, if the solve is being replayed.
    pub fn replay(&self) -> Option<usize> {
        self.replay
    }

    /// The question asked, if any.
    pub fn asking(&self) -> Option<&Ask> {
        self.asking.as_ref()
    }

    /// The records, and what the last win changed in them.
    pub fn records(&self) -> (&Records, Option<Improved>) {
        (&self.records, self.improved)
    }

    /// What to do with the browser's saved game now.
    pub fn keep(&self) -> Keep {
        match (&self.play, &self.asking) {
            (_, Some(Ask::Resume(_))) | (None, _) => Keep::Nothing,
            (Some(play), _) if play.is_solved() => Keep::Forget,
            (Some(play), _) => {
                let marks = play.marks().to_vec();
                let (puzzle, digits) = (play.puzzle().clone(), play.grid());
                let (moves, hints) = (play.moves(), self.hints);
                let started_ms = self.started_ms.unwrap_or(0.0);
                let link = self.link();
                Keep::Save(
                    SavedGame { link, puzzle, digits, marks, moves, hints, started_ms }.to_text(),
                )
            }
        }
    }
}
