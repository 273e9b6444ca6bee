//! What the math-maze page can be told and where it can be: its phases, actions and states.

use crate::core::grid::{Direction, Square};
use crate::model::driver::{Control, Input};
use crate::model::game::day::Day;
use crate::model::speed::Speed;
use crate::problems::math_maze::core::deduce::Difficulty;
use crate::problems::math_maze::model::text::MathMazeText;
use crate::problems::math_maze::MathMaze;

/// What the page shows before play: the carving, the solver's walk, or nothing more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The maze is being carved.
    Carving,
    /// The carved maze is being solved.
    Solving,
    /// Nothing is watched: the puzzle is being made or played.
    Done,
}

/// Which end a click on the grid chooses, while the player picks them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Picking {
    /// A cell of the left edge: the start.
    Start,
    /// A cell of the right edge: the finish.
    Finish,
}

/// Where the game is, as the `game-state` hook reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameState {
    /// The puzzle is being made, or the maze watched.
    Generating,
    /// A puzzle is being typed in.
    Editing,
    /// A typed-in puzzle has no solution or several: there is nothing to play.
    Unplayable,
    /// The player can draw.
    Playing,
    /// The path is complete and meets every clue.
    Solved,
    /// The worker making the puzzle (or the watched one) failed: Try again makes it again.
    Failed,
}

impl GameState {
    /// The name used by the `data-state` hook.
    pub fn name(self) -> &'static str {
        match self {
            GameState::Generating => "generating",
            GameState::Editing => "editing",
            GameState::Unplayable => "unplayable",
            GameState::Playing => "playing",
            GameState::Solved => "solved",
            GameState::Failed => "failed",
        }
    }

    /// The name shown on the page.
    pub fn label(self) -> &'static str {
        crate::model::i18n::t(match self {
            GameState::Generating => MathMazeText::StateGenerating,
            GameState::Editing => MathMazeText::StateEditing,
            GameState::Unplayable => MathMazeText::StateUnplayable,
            GameState::Playing => MathMazeText::StatePlaying,
            GameState::Solved => MathMazeText::StateSolved,
            GameState::Failed => MathMazeText::StateFailed,
        })
    }
}

/// What the player did on the grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GridAction {
    /// A tap, click, or Enter/Space on a cell (in mark mode: mark it empty, or unmark it).
    Click(Square),
    /// The pointer entered a cell while drawing (in mark mode: marking).
    Drag(Square),
    /// A right-click, a long press or X on a cell: mark it empty, or take its mark off.
    Mark(Square),
    /// An arrow key: move the end of the path.
    Step(Direction),
}

/// A change to the game in play from one of the game's buttons (or keys).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameChange {
    /// Take back the last move.
    Undo,
    /// Make the move taken back again.
    Redo,
    /// Clear the path.
    Restart,
    /// Mark the first cell that leaves the solution.
    Check,
    /// Show the solution.
    Reveal,
}

/// What the user does in the editor of a typed-in puzzle.
#[derive(Clone, Debug, PartialEq)]
pub enum EditChange {
    /// Open it on the puzzle shown (its clues, ends and pieces).
    Open,
    /// Set a field, named as its URL parameter (`rows`, `cols`, `start`, `finish`,
    /// `rowclues`, `colclues`, `givens`).
    Field {
        /// The parameter.
        key: &'static str,
        /// What was typed.
        text: String,
    },
    /// Close it without playing.
    Cancel,
    /// Check the puzzle and play it if it has one solution.
    Play,
}

/// Something the user did, a worker said, or a display frame.
#[derive(Clone, Debug, PartialEq)]
pub enum MazeAction {
    /// A message from worker `part` ([`MAKER`](crate::problems::math_maze::model::page::MAKER) or
    /// [`SHOW`](crate::problems::math_maze::model::page::SHOW)) at time `now` (milliseconds).
    Worker {
        /// The worker that spoke.
        part: usize,
        /// What it said.
        input: Input<MathMaze>,
        /// When, in milliseconds.
        now: f64,
    },
    /// A display frame, `ms` after the last.
    Frame(f64),
    /// A watchdog tick, `ms` after the last.
    Tick(f64),
    /// The player's controls (or their keys), which drive the watched carving and solving;
    /// Play while nothing is watched turns watching on.
    Show(Control),
    /// Turn watching the carving and solving on or off.
    SetWatching(bool),
    /// Turn practice (making the solve's decisions) on or off; on also turns watching on.
    SetPractice(bool),
    /// End the show and go to the puzzle.
    Skip,
    /// Change how fast the show plays.
    SetSpeed(Speed),
    /// A fresh puzzle from this seed (the same size, level, and random ends).
    NewGame {
        /// The new puzzle's seed.
        seed: u64,
    },
    /// Today's daily puzzle at the same size and level.
    Daily {
        /// The day whose puzzle it is (in UTC).
        today: Day,
    },
    /// Forget the player's records.
    ResetRecords,
    /// Lay out this many puzzles per printed page (1, 2 or 4), or go back to the game (0).
    SetPrint(u8),
    /// A hint from the player's position.
    Hint,
    /// Change the number of rows (`rows`) or columns to `side`; the ends are drawn again.
    SetSide {
        /// Whether it is the rows (else the columns).
        rows: bool,
        /// The new number of rows or columns.
        side: u16,
    },
    /// Change the difficulty.
    SetLevel(Difficulty),
    /// Draw both ends from the seed again.
    RandomEnds,
    /// Start (or cancel) choosing the ends by clicking edge cells.
    TogglePicking,
    /// Turn mark mode (a tap marks a cell empty instead of drawing) on or off.
    ToggleMarking,
    /// The browser could not store the game (its storage is full or refused).
    SaveFailed,
    /// The player acted on the grid at time `now`.
    Grid {
        /// What the player did.
        action: GridAction,
        /// When, in milliseconds.
        now: f64,
    },
    /// One of the game's buttons, at time `now`.
    Game {
        /// The button.
        change: GameChange,
        /// When, in milliseconds.
        now: f64,
    },
    /// A change to the editor of a typed-in puzzle.
    Edit(EditChange),
    /// Of a puzzle's two solutions, draw the other one.
    OtherSolution,
    /// Try making the puzzle again after the worker failed.
    RetryMaker,
    /// Hide the notices.
    DismissNotices,
}
