//! The player's moves on the math-maze page: clicks, drags and keys on the grid (or choosing
//! the ends, or giving pieces in the editor), marks (in mark mode, or by a right-click, a long
//! press or X), and the game's buttons.

use super::MazePage;
use crate::model::driver::PartCommand;
use crate::problems::math_maze::model::action::{GameChange, GridAction, Picking};
use crate::problems::math_maze::model::editor::cycle_piece;

impl MazePage {
    pub(super) fn grid(&mut self, action: GridAction, now: f64) -> Vec<PartCommand> {
        if let Some(draft) = &mut self.draft {
            // The editor takes clicks (a cell's next piece); the hidden game takes nothing.
            if let GridAction::Click(cell) = action {
                draft.puzzle = cycle_piece(&draft.puzzle, cell);
            }
            return Vec::new();
        }
        let board = self.spec().board;
        match (self.picking, action) {
            (Some(Picking::Start), GridAction::Click(cell)) if cell.col == 0 => {
                self.picking = Some(Picking::Finish);
                self.chooses_seed = false;
                return self.update(|s| (s.start, s.custom) = (Some(cell), None));
            }
            (Some(Picking::Finish), GridAction::Click(cell)) if cell.col == board.cols() - 1 => {
                let commands = self.update(|s| s.finish = Some(cell));
                self.picking = None;
                return commands;
            }
            (Some(_), GridAction::Click(_) | GridAction::Mark(_)) => return Vec::new(),
            _ => {}
        }
        if !self.playing() {
            // Nothing is drawn or marked while the maze is watched or the puzzle made.
            return Vec::new();
        }
        match (self.marking, action) {
            (_, GridAction::Mark(cell)) => {
                self.play(|s, now| s.mark(|g| g.toggle_mark(cell), now), now)
            }
            (true, GridAction::Click(cell)) => {
                // A tap in mark mode marks the cell, or takes its mark off; a stroke from it
                // does the same to every cell it enters.
                let on = !self.session.as_ref().is_some_and(|s| s.game.marks().contains(cell));
                self.paint = Some(on);
                self.play(|s, now| s.mark(|g| g.mark(cell, on), now), now);
            }
            (true, GridAction::Drag(cell)) => {
                let Some(on) = self.paint else { return Vec::new() };
                // A stroke passes over the path, S and F quietly.
                self.play(|s, now| s.mark(|g| Ok(g.mark(cell, on).unwrap_or(false)), now), now);
            }
            (_, action) => self.draw(action, now),
        }
        self.record_win(now);
        Vec::new()
    }

    /// A click, a drag or an arrow key on the path.
    fn draw(&mut self, action: GridAction, now: f64) {
        self.play(
            |s, now| {
                s.play(
                    |g| match action {
                        GridAction::Click(cell) => g.click(cell).err().map(|r| r.hint()),
                        GridAction::Drag(cell) => {
                            // Dragging past a cell it cannot join draws nothing, quietly.
                            let _ = g.click(cell);
                            None
                        }
                        GridAction::Step(d) => g.step(d).err().map(|r| r.hint()),
                        GridAction::Mark(cell) => g.toggle_mark(cell).err().map(|r| r.hint()),
                    },
                    now,
                )
            },
            now,
        );
    }

    pub(super) fn game(&mut self, change: GameChange, now: f64) {
        if self.draft.is_some() {
            return;
        }
        let Some(route) = self.made().map(|m| m.route.clone()) else { return };
        self.play(
            |s, now| match change {
                GameChange::Undo => s.play(|g| no_message(g.undo()), now),
                GameChange::Redo => s.play(|g| no_message(g.redo()), now),
                GameChange::Restart => s.play(
                    |g| {
                        g.restart();
                        None
                    },
                    now,
                ),
                GameChange::Check => s.check(&route),
                GameChange::Reveal => s.reveal(&route, now),
            },
            now,
        );
    }
}

/// Drops what a change to the game returns: the change leaves the player no message.
fn no_message<T>(_: T) -> Option<String> {
    None
}
