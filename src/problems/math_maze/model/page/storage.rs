//! The math-maze page and the browser's storage: what it finds there when it opens (saved games
//! that cannot be read get a notice), resuming a puzzle's saved game (with a notice), the games
//! to save after every action (the last puzzles', by their codes; the oldest dropped with a
//! notice), and a save that failed (a notice, once; the game goes on).

use super::MazePage;
use crate::model::i18n::{say, t};
use crate::problems::math_maze::core::puzzle::PathPuzzle;
use crate::problems::math_maze::model::game::Game;
use crate::problems::math_maze::model::saved::{SavedGame, KEPT_GAMES};
use crate::problems::math_maze::model::session::Session;
use crate::problems::math_maze::model::text::MathMazeText;

impl MazePage {
    /// The saved game of `puzzle` (whose code is the page's), if one is kept, resumed, with a
    /// notice saying so. A saved game of this puzzle whose path or marks are not a position of
    /// it is dropped with a notice.
    pub(super) fn resumed(&mut self, puzzle: &PathPuzzle) -> Option<Session> {
        let id = self.puzzle_id();
        let s = self.saved.of(&self.code, &id)?.clone();
        let game = Game::restored(puzzle.clone(), &s.path, s.moves)
            .and_then(|game| game.with_marks(&s.marks));
        let Some(game) = game else {
            self.saved.forget(&self.code, &id);
            self.notices.push(t(MathMazeText::GameUnreadable).into());
            return None;
        };
        self.notices.push(match s.moves {
            1 => t(MathMazeText::GameResumedOne).into(),
            moves => say(MathMazeText::GameResumed, &[("moves", &moves)]),
        });
        let mut session = Session::new(game, (s.started_ms > 0.0).then_some(s.started_ms));
        (session.hints, session.revealed) = (s.hints, s.revealed);
        Some(session)
    }

    /// Keeps the game in play as its puzzle's game to save, once it has begun (a move, a mark,
    /// a hint): a puzzle only looked at keeps no game, so it drops none. Keeping one more than
    /// [`KEPT_GAMES`] drops the oldest, with a notice.
    pub(super) fn keep(&mut self) {
        let Some(s) = &self.session else { return };
        let game = SavedGame {
            puzzle: self.puzzle_id(),
            path: s.game.saved_path(),
            moves: s.game.moves(),
            started_ms: s.started_ms.unwrap_or(0.0),
            hints: s.hints,
            revealed: s.revealed,
            marks: s.game.saved_marks(),
        };
        let begun = game.moves > 0 || game.hints > 0 || game.revealed || !game.marks.is_empty();
        if !begun {
            return;
        }
        if let Some(dropped) = self.saved.keep(&self.code, game) {
            let args: [(&str, &dyn std::fmt::Display); 3] =
                [("kept", &KEPT_GAMES), ("moves", &dropped.moves), ("puzzle", &dropped.puzzle)];
            self.notices.push(say(MathMazeText::GameDropped, &args));
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
