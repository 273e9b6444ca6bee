//! A won game, taken into the player's records.

use super::MazePage;
use crate::model::game::day::Day;
use crate::problems::math_maze::model::records::{MazeSlot, Win};

impl MazePage {
    /// Puts the session's win in the records, once, unless the solution was revealed.
    pub(super) fn record_win(&mut self, now: f64) {
        let Some(session) = &self.session else { return };
        let Some(ms) = session.solving_time_ms() else { return };
        if self.recorded {
            return;
        }
        self.recorded = true;
        // A typed-in puzzle is no size and level's: only made puzzles set records.
        if session.revealed || self.settings.custom.is_some() {
            return;
        }
        let spec = self.spec();
        let win = Win {
            slot: MazeSlot { board: spec.board, difficulty: spec.difficulty },
            ms: ms.max(0.0) as u64,
            moves: session.game.moves(),
            daily: self.settings.daily,
            hinted: session.hints > 0,
        };
        self.improved = Some(self.records.record(win, Day::from_ms(now)));
    }
}
