//! The math-maze page's hinting: asking for a hint and showing it (what a hint says and marks is
//! [`hint`](crate::problems::math_maze::model::hint)'s). Where the path leaves the solution or a
//! mark is wrong is said at once; else the next deduction is asked of the worker that made the
//! puzzle (it is idle once the puzzle is made). The deduction starts from the player's path, the
//! cells the player marked empty and what earlier hints decided, so that it tells the player
//! something new.

use super::{MazePage, MAKER};
use crate::core::grid::Square;
use crate::model::driver::{tag, Control, Input, PartCommand};
use crate::problems::math_maze::model::hint::{hint_of, off_route, wrong_mark};
use crate::problems::math_maze::model::job::MazeJob;
use crate::problems::math_maze::model::problem::hinted;
use crate::problems::math_maze::model::session::Session;

/// What the player's position already shows: the cells earlier hints decided and the cells
/// marked empty (each once).
fn known(session: &Session) -> Vec<(Square, bool)> {
    let mut known = session.known.clone();
    for &cell in session.game.marks().cells() {
        if !known.iter().any(|k| k.0 == cell) {
            known.push((cell, false));
        }
    }
    known
}

impl MazePage {
    /// A hint: where the path leaves the solution if it does, or a mark the solution goes
    /// through (said at once), else the next deduction, asked of the maker's worker.
    pub(super) fn ask_hint(&mut self, commands: &mut Vec<PartCommand>) {
        let (Some(session), Some((made, _, _))) = (&mut self.session, &self.made) else { return };
        let route = &made.route;
        if self.hint_pending || self.print_pending || session.game.is_solved() {
            return;
        }
        if let Some(wrong) = session.game.first_wrong(route) {
            let k = session.game.position(wrong).unwrap_or(0);
            let right = route[k.min(route.len() - 1)];
            session.take_hint(off_route(wrong, right), &[(right, true)]);
            return;
        }
        if let Some(&cell) = session.game.marks().cells().iter().find(|c| route.contains(c)) {
            session.take_hint(wrong_mark(cell), &[(cell, true)]);
            return;
        }
        let job = MazeJob::Hint {
            puzzle: made.puzzle.clone(),
            difficulty: made.spec.difficulty,
            path: session.game.path().to_vec(),
            known: known(session),
        };
        self.hint_pending = true;
        self.hint_position = (session.game.path().to_vec(), session.game.marks().clone());
        commands.extend(tag(MAKER, self.maker.handle(Input::Load(job))));
        commands.extend(tag(MAKER, self.maker.control(Control::Play)));
    }

    /// Once the maker's worker has answered a hint: show it.
    pub(super) fn follow_hint(&mut self) {
        let Some(found) = hinted(self.maker.found()) else { return };
        self.hint_pending = false;
        if let (Some(session), Some(deduction)) = (&mut self.session, found) {
            // An answer for a path or marks the player has since changed, or a puzzle since
            // solved, is no longer a hint: it is dropped (and not counted).
            let (path, marks) = &self.hint_position;
            let same = session.game.path() == path && session.game.marks() == marks;
            if same && !session.game.is_solved() {
                session.take_hint(hint_of(deduction), &deduction.decided);
            }
        }
    }
}
