//! The editor of a typed-in puzzle on the math-maze page: open on the puzzle shown, edit its
//! fields, and play it (its verdict is then settled by the maker's worker).

use super::MazePage;
use crate::model::driver::PartCommand;
use crate::problems::math_maze::model::action::EditChange;
use crate::problems::math_maze::model::editor::{edited, Draft};

impl MazePage {
    /// Applies a change to the editor.
    pub(super) fn edit(&mut self, change: EditChange) -> Vec<PartCommand> {
        match change {
            EditChange::Open => {
                let puzzle = match (&self.settings.custom, self.made()) {
                    (Some(puzzle), _) => puzzle.clone(),
                    (None, Some(made)) => made.puzzle.clone(),
                    (None, None) => self.outline.bare.clone(),
                };
                self.picking = None;
                self.draft = Some(Draft { puzzle, notices: Vec::new() });
            }
            EditChange::Field { key, text } => {
                if let Some(draft) = &mut self.draft {
                    *draft = edited(&draft.puzzle, key, &text);
                }
            }
            EditChange::Cancel => self.draft = None,
            EditChange::Play => {
                let Some(Draft { puzzle, .. }) = self.draft.take() else { return Vec::new() };
                return self.update(|s| {
                    let ends = (Some(puzzle.start), Some(puzzle.finish));
                    (s.board, (s.start, s.finish)) = (puzzle.board, ends);
                    (s.daily, s.practice) = (None, false);
                    s.custom = Some(puzzle);
                });
            }
        }
        Vec::new()
    }

    /// The puzzle being typed in, while the editor is open.
    pub fn draft(&self) -> Option<&Draft> {
        self.draft.as_ref()
    }
}
