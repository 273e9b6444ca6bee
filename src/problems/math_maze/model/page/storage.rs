//! The math-maze page and the browser's storage: what it finds there when it opens (a saved game
//! that cannot be read gets a notice), resuming the saved game, the game to save after every
//! action, and a save that failed (a notice, once; the game goes on).

use super::MazePage;
use crate::model::i18n::t;
use crate::problems::math_maze::core::puzzle::PathPuzzle;
use crate::problems::math_maze::model::game::Game;
use crate::problems::math_maze::model::saved::SavedGame;
use crate::problems::math_maze::model::session::Session;
use crate::problems::math_maze::model::text::MathMazeText;

impl MazePage {
    /// The saved game, if it is of `puzzle` (this puzzle's id), resumed. A saved game of this
    /// puzzle whose path or marks are not a position of it is dropped with a notice; one of
    /// another puzzle is simply not this game.
    pub(super) fn resumed(&mut self, puzzle: &PathPuzzle) -> Option<Session> {
        let id = self.puzzle_id();
        let s = self.saved.as_ref().filter(|s| s.puzzle == id)?;
        let game = Game::restored(puzzle.clone(), &s.path, s.moves)
            .and_then(|game| game.with_marks(&s.marks));
        let Some(game) = game else {
            self.notices.push(t(MathMazeText::GameUnreadable).into());
            return None;
        };
        let mut session = Session::new(game, (s.started_ms > 0.0).then_some(s.started_ms));
        (session.hints, session.revealed) = (s.hints, s.revealed);
        Some(session)
    }

    /// Keeps the game in play as the one to save.
    pub(super) fn keep(&mut self) {
        if let Some(s) = &self.session {
            self.saved = Some(SavedGame {
                puzzle: self.puzzle_id(),
                path: s.game.saved_path(),
                moves: s.game.moves(),
                started_ms: s.started_ms.unwrap_or(0.0),
                hints: s.hints,
                revealed: s.revealed,
                marks: s.game.saved_marks(),
            });
        }
    }

    /// The browser could not store the game (storage full or refused): say so once; the game
    /// goes on on screen.
    pub(super) fn save_failed(&mut self) {
        if !self.unsaved {
            self.unsaved = true;
            self.notices.push(t(MathMazeText::GameNotSaved).into());
        }
    }
}
