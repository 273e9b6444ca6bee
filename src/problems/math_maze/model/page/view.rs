//! What the math-maze page shows, read and derived from its state.

use super::{MazePage, Outline};
use crate::core::grid::Square;
use crate::model::driver::RunState;
use crate::model::i18n::say;
use crate::model::i18n::t;
use crate::model::player::Player;
use crate::model::status::format_count;
use crate::problems::math_maze::core::generate::{Made, PuzzleSpec};
use crate::problems::math_maze::core::puzzle::PathPuzzle;
use crate::problems::math_maze::core::verdict::PuzzleVerdict;
use crate::problems::math_maze::model::action::{GameState, Phase, Picking};
use crate::problems::math_maze::model::custom::impossible_text;
use crate::problems::math_maze::model::game::ClueStatus;
use crate::problems::math_maze::model::records::{Improved, Records};
use crate::problems::math_maze::model::saved::SavedGames;
use crate::problems::math_maze::model::session::Session;
use crate::problems::math_maze::model::settings::MazeSettings;
use crate::problems::math_maze::model::status::maze_status;
use crate::problems::math_maze::model::text::{level_word, MathMazeText};
use crate::problems::math_maze::model::view::{
    carving_views, clue_summary, differing_views, playing_views, searching_views, solving_views,
    CellView,
};
use crate::problems::math_maze::MathMaze;
use std::rc::Rc;

impl MazePage {
    /// Whether the user asked for reduced motion (no show starts by itself).
    pub fn reduced_motion(&self) -> bool {
        self.reduced_motion
    }

    /// The settings, with the seed and both ends filled in (so the link names this puzzle).
    pub fn settings(&self) -> &MazeSettings {
        &self.settings
    }

    /// Notices about settings that could not be honoured.
    pub fn notices(&self) -> &[String] {
        &self.notices
    }

    /// The puzzle the settings name.
    pub fn spec(&self) -> PuzzleSpec {
        self.settings.spec()
    }

    /// A typed-in puzzle's verdict, once settled.
    pub fn verdict(&self) -> Option<&PuzzleVerdict> {
        self.verdict.as_ref()
    }

    /// The puzzle's outline: the maze, its walk and the bare clues.
    pub fn outline(&self) -> &Rc<Outline> {
        &self.outline
    }

    /// The player making the puzzle.
    pub fn maker(&self) -> &Player<MathMaze> {
        &self.maker
    }

    /// The player of the watched carving and solving.
    pub fn show(&self) -> &Player<MathMaze> {
        &self.show
    }

    /// What is being watched, if anything.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Whether the carving or the solving is being watched.
    pub fn watching(&self) -> bool {
        self.phase != Phase::Done
    }

    /// Which end a click chooses, while the player picks them.
    pub fn picking(&self) -> Option<Picking> {
        self.picking
    }

    /// The puzzle made for these settings, once the worker has sent it.
    pub fn made(&self) -> Option<&Made> {
        self.made.as_ref().map(|m| &m.0)
    }

    /// The game in play (or finished), once the puzzle is made.
    pub fn session(&self) -> Option<&Session> {
        self.session.as_ref()
    }

    /// The maker's time (ms) and solver runs for the puzzle, once made.
    pub fn made_stats(&self) -> Option<(f64, u64)> {
        self.made.as_ref().map(|m| (m.1, m.2))
    }

    /// Whether a hint is being worked out.
    pub fn hint_pending(&self) -> bool {
        self.hint_pending
    }

    /// Whether mark mode is on: a tap on the grid marks a cell empty instead of drawing.
    pub fn marking(&self) -> bool {
        self.marking
    }

    /// Whether the puzzle could not be made, or the watched maze not shown, because a worker
    /// failed (Try again makes or shows it again).
    pub fn failed(&self) -> bool {
        let maker = self.session.is_none() && self.maker.state() == RunState::Failed;
        maker || (self.watching() && self.show.state() == RunState::Failed)
    }

    /// What the page says of a puzzle easier than its level (one the level below completes):
    /// the mazes of a small grid often give themselves away, and a link's seed is kept.
    pub fn grading_note(&self) -> Option<String> {
        let made = self.made().filter(|m| !m.graded)?;
        let level = made.spec.difficulty;
        let below = level.below()?;
        let (level, below) = (level_word(level), level_word(below));
        let tries = (self.reseeds + 1).to_string();
        Some(if self.chooses_seed {
            say(
                MathMazeText::GradingTries,
                &[("tries", &tries), ("below", &below), ("level", &level)],
            )
        } else {
            say(MathMazeText::GradingSeed, &[("below", &below), ("level", &level)])
        })
    }

    /// The player's records (kept in local storage).
    pub fn records(&self) -> &Records {
        &self.records
    }

    /// What the last win changed in the records (none before a win, or after a reveal).
    pub fn improved(&self) -> Option<Improved> {
        self.improved
    }

    /// The games to keep in local storage: the last puzzles' games in progress, each by its
    /// puzzle's code, the one played last first.
    pub fn saved(&self) -> &SavedGames {
        &self.saved
    }

    /// Whether the player can draw now (nothing watched, the puzzle made, no editor open).
    pub fn playing(&self) -> bool {
        !self.watching() && self.session.is_some() && self.draft.is_none()
    }

    /// The clues, ends and pieces the grid shows: the draft's while the editor is open.
    pub fn grid_puzzle(&self) -> &PathPuzzle {
        self.draft.as_ref().map_or(&self.outline.bare, |d| &d.puzzle)
    }

    /// Whether the game is solved (or revealed).
    pub fn solved(&self) -> bool {
        self.playing() && self.session.as_ref().is_some_and(|s| s.game.is_solved())
    }

    /// Where the game is.
    pub fn game_state(&self) -> GameState {
        match (self.playing(), self.solved()) {
            _ if self.draft.is_some() => GameState::Editing,
            (false, _)
                if matches!(
                    self.verdict,
                    Some(PuzzleVerdict::None(_) | PuzzleVerdict::Several(..))
                ) =>
            {
                GameState::Unplayable
            }
            (false, _) if self.failed() => GameState::Failed,
            (false, _) => GameState::Generating,
            (true, true) => GameState::Solved,
            (true, false) => GameState::Playing,
        }
    }

    /// Whether the game can take back a move / make one again.
    pub fn can_undo_redo(&self) -> (bool, bool) {
        match self.session().filter(|_| self.playing()) {
            Some(s) => (s.game.can_undo(), s.game.can_redo()),
            None => (false, false),
        }
    }

    /// The clues with their status while playing: rows, then columns.
    pub fn clues(&self) -> [Vec<(u16, Option<ClueStatus>)>; 2] {
        let status = self.session().filter(|_| self.playing()).map(|s| s.game.clue_status());
        let (rows, cols) = match status {
            Some((r, c)) => (Some(r), Some(c)),
            None => (None, None),
        };
        let shown = self.grid_puzzle();
        [with_status(&shown.row_clues, rows), with_status(&shown.col_clues, cols)]
    }

    /// What every cell shows, and the line drawn through the cells.
    pub fn cells(&self) -> (Vec<CellView>, Vec<Square>) {
        let trail = self.show().trail();
        let entered = trail.stats().nodes as usize;
        if let Some(draft) = &self.draft {
            return (searching_views(&draft.puzzle, &[]), Vec::new());
        }
        let (outline, path) = (self.outline(), trail.path());
        match (self.phase(), &outline.carved, self.session(), self.made()) {
            (Phase::Carving, Some((maze, _)), ..) => {
                (carving_views(maze, entered, path), path.to_vec())
            }
            (Phase::Solving, Some((maze, walk)), ..) => {
                (solving_views(maze, walk, entered, path), path.to_vec())
            }
            (Phase::Carving | Phase::Solving, None, ..) => {
                (searching_views(&outline.bare, path), path.to_vec())
            }
            (Phase::Done, _, Some(s), Some(made)) => (
                playing_views(&s.game, &made.puzzle, s.wrong, s.hint.as_ref()),
                s.game.path().to_vec(),
            ),
            _ => match &self.verdict {
                Some(PuzzleVerdict::Several(a, b)) => {
                    let (shown, other) = if self.shown_solution == 0 { (a, b) } else { (b, a) };
                    (differing_views(&outline.bare, shown, other), shown.clone())
                }
                _ => (searching_views(&outline.bare, &[]), Vec::new()),
            },
        }
    }

    /// The status line.
    pub fn status(&self) -> String {
        if self.draft.is_some() {
            return t(MathMazeText::EditorStatus).to_string();
        }
        match (self.picking(), self.session()) {
            (Some(Picking::Start), _) => t(MathMazeText::PickStart).to_string(),
            (Some(Picking::Finish), _) => t(MathMazeText::PickFinish).to_string(),
            _ if self.watching() => maze_status(
                self.phase() == Phase::Carving,
                self.show().state(),
                self.show().trail(),
            ),
            (None, Some(s)) => s.message.clone().unwrap_or_else(|| clue_summary(&s.game)),
            (None, None) if self.failed() => t(MathMazeText::MakerFailed).to_string(),
            (None, None) if self.settings.custom.is_some() => match &self.verdict {
                None => {
                    let tried = format_count(self.maker().trail().stats().nodes);
                    say(MathMazeText::CheckingCount, &[("n", &tried)])
                }
                Some(PuzzleVerdict::None(why)) => {
                    say(MathMazeText::NoSolution, &[("why", &impossible_text(*why))])
                }
                Some(_) => say(
                    MathMazeText::SeveralStatus,
                    &[("n", &(self.shown_solution + 1).to_string())],
                ),
            },
            (None, None) => {
                let stats = self.maker().trail().stats();
                let (runs, pieces) = (format_count(stats.nodes), format_count(stats.solutions));
                say(MathMazeText::MakingSure, &[("runs", &runs), ("pieces", &pieces)])
            }
        }
    }
}

/// Clues with their status (none while the maze is shown).
fn with_status(clues: &[u16], status: Option<Vec<ClueStatus>>) -> Vec<(u16, Option<ClueStatus>)> {
    clues.iter().enumerate().map(|(i, &c)| (c, status.as_ref().map(|s| s[i]))).collect()
}
