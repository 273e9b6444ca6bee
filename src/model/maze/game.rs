//! Playing a math maze, free of web APIs: the player's path from the start, how clicks, drags
//! and arrow keys change it, undo and redo, the clues' status, and saving a game in progress.

use crate::core::grid::Square;
use crate::core::maze::puzzle::PathPuzzle;
use crate::core::maze::{adjacent, line_counts, Direction};
use crate::model::i18n::say;
use crate::model::i18n::t;
use crate::model::maze::hint::Hint;
use crate::model::maze::text::M;

/// How a row or column stands against its clue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClueStatus {
    /// Fewer path cells than the clue.
    Under,
    /// Exactly the clue.
    Met,
    /// More path cells than the clue.
    Over,
}

impl ClueStatus {
    fn of(count: u16, clue: u16) -> ClueStatus {
        match count.cmp(&clue) {
            std::cmp::Ordering::Less => ClueStatus::Under,
            std::cmp::Ordering::Equal => ClueStatus::Met,
            std::cmp::Ordering::Greater => ClueStatus::Over,
        }
    }

    /// The name used in the page (`data-status`, CSS): `under`, `met` or `over`.
    pub fn name(self) -> &'static str {
        match self {
            ClueStatus::Under => "under",
            ClueStatus::Met => "met",
            ClueStatus::Over => "over",
        }
    }
}

/// Why a click did not change the path: the gentle hint the page shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The cell does not share a side with the end of the path.
    NotBeside {
        /// The end of the path.
        end: Square,
    },
    /// The path already reaches the finish.
    AtFinish,
    /// The move would leave the grid.
    OffGrid,
}

impl Refusal {
    /// The hint, in plain words.
    pub fn hint(self) -> String {
        match self {
            Refusal::NotBeside { end } => say(
                M::NotBeside,
                &[("row", &(end.row + 1).to_string()), ("col", &(end.col + 1).to_string())],
            ),
            Refusal::AtFinish => t(M::AtFinish).into(),
            Refusal::OffGrid => t(M::OffGrid).into(),
        }
    }
}

/// A game in progress: the path drawn so far (always starting at the start) and its history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    puzzle: PathPuzzle,
    path: Vec<Square>,
    undo: Vec<Vec<Square>>,
    redo: Vec<Vec<Square>>,
    moves: u32,
}

impl Game {
    /// A fresh game: the path is just the start.
    pub fn new(puzzle: PathPuzzle) -> Game {
        let path = vec![puzzle.start];
        Game { puzzle, path, undo: Vec::new(), redo: Vec::new(), moves: 0 }
    }

    /// The puzzle being played.
    pub fn puzzle(&self) -> &PathPuzzle {
        &self.puzzle
    }

    /// The path so far, from the start.
    pub fn path(&self) -> &[Square] {
        &self.path
    }

    /// The last cell of the path.
    pub fn end(&self) -> Square {
        *self.path.last().expect("the path always holds the start")
    }

    /// Moves made (each cell added or each cut; undo and redo are not moves).
    pub fn moves(&self) -> u32 {
        self.moves
    }

    /// The position of `cell` on the path, if it is on it.
    pub fn position(&self, cell: Square) -> Option<usize> {
        self.path.iter().position(|&c| c == cell)
    }

    /// Whether there is a move to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether there is an undone move to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Clicks `cell`: a neighbour of the end extends the path, a cell on the path cuts the path
    /// back to it; anything else is refused with a hint.
    pub fn click(&mut self, cell: Square) -> Result<(), Refusal> {
        if let Some(i) = self.position(cell) {
            if i + 1 < self.path.len() {
                self.record(self.path[..=i].to_vec());
            }
            return Ok(());
        }
        if !self.puzzle.board.contains(cell) {
            return Err(Refusal::OffGrid);
        }
        if self.end() == self.puzzle.finish {
            return Err(Refusal::AtFinish);
        }
        if !adjacent(self.end(), cell) {
            return Err(Refusal::NotBeside { end: self.end() });
        }
        let mut longer = self.path.clone();
        longer.push(cell);
        self.record(longer);
        Ok(())
    }

    /// Moves the end of the path one cell in `direction` (an arrow key): back onto the
    /// previous cell takes the last cell off; elsewhere it extends the path.
    pub fn step(&mut self, direction: Direction) -> Result<(), Refusal> {
        let next = direction.neighbour(&self.puzzle.board, self.end()).ok_or(Refusal::OffGrid)?;
        self.click(next)
    }

    /// Undoes the last move; false if there is none.
    pub fn undo(&mut self) -> bool {
        let Some(previous) = self.undo.pop() else { return false };
        self.redo.push(std::mem::replace(&mut self.path, previous));
        true
    }

    /// Redoes the last undone move; false if there is none.
    pub fn redo(&mut self) -> bool {
        let Some(next) = self.redo.pop() else { return false };
        self.undo.push(std::mem::replace(&mut self.path, next));
        true
    }

    /// Goes back to the bare start (undoable).
    pub fn restart(&mut self) {
        if self.path.len() > 1 {
            self.record(vec![self.puzzle.start]);
        }
    }

    /// Replaces the path with `route` (revealing the solution; undoable).
    pub fn show(&mut self, route: &[Square]) {
        if self.path != route {
            self.record(route.to_vec());
        }
    }

    /// The status of every row's clue, then every column's.
    pub fn clue_status(&self) -> (Vec<ClueStatus>, Vec<ClueStatus>) {
        let (rows, cols) = line_counts(self.puzzle.board, &self.path);
        let status = |counts: Vec<u16>, clues: &[u16]| {
            counts.into_iter().zip(clues).map(|(n, &c)| ClueStatus::of(n, c)).collect()
        };
        (status(rows, &self.puzzle.row_clues), status(cols, &self.puzzle.col_clues))
    }

    /// Whether the path solves the puzzle.
    pub fn is_solved(&self) -> bool {
        self.puzzle.is_solution(&self.path)
    }

    /// The first cell of the path that leaves the solution `route`, if any ("check my path").
    pub fn first_wrong(&self, route: &[Square]) -> Option<Square> {
        self.path
            .iter()
            .zip(route)
            .find(|(a, b)| a != b)
            .map(|(&a, _)| a)
            .or_else(|| (self.path.len() > route.len()).then(|| self.path[route.len()]))
    }

    /// The path as saved: `r,c` cells separated by spaces.
    pub fn saved_path(&self) -> String {
        self.path.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" ")
    }

    /// Restores a saved path (and the number of moves); `None` if it is not a path of this
    /// puzzle from its start through side-by-side cells.
    pub fn restored(puzzle: PathPuzzle, saved: &str, moves: u32) -> Option<Game> {
        let path: Option<Vec<Square>> =
            saved.split_whitespace().map(|s| s.parse::<Square>().ok()).collect();
        let path = path?;
        let mut game = Game::new(puzzle);
        if path.first() != Some(&game.puzzle.start) {
            return None;
        }
        for &cell in &path[1..] {
            if game.position(cell).is_some() {
                return None;
            }
            game.click(cell).ok()?;
        }
        game.undo.clear();
        game.moves = moves;
        Some(game)
    }

    fn record(&mut self, path: Vec<Square>) {
        self.undo.push(std::mem::replace(&mut self.path, path));
        self.redo.clear();
        self.moves = self.moves.saturating_add(1);
    }
}

/// The direction of an arrow key's `key` name.
pub fn arrow_direction(key: &str) -> Option<Direction> {
    match key {
        "ArrowUp" => Some(Direction::North),
        "ArrowRight" => Some(Direction::East),
        "ArrowDown" => Some(Direction::South),
        "ArrowLeft" => Some(Direction::West),
        _ => None,
    }
}

/// A duration in milliseconds as `m:ss` (or `h:mm:ss`).
///
/// ```
/// assert_eq!(runut::model::maze::game::clock(83_400.0), "1:23");
/// ```
pub fn clock(ms: f64) -> String {
    let seconds = (ms / 1000.0).max(0.0) as u64;
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

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

    /// "Check my path": marks the first cell that leaves `route`, and says so.
    pub fn check(&mut self, route: &[Square]) {
        self.wrong = self.game.first_wrong(route);
        self.message = Some(match self.wrong {
            Some(cell) => say(
                M::FirstWrong,
                &[("row", &(cell.row + 1).to_string()), ("col", &(cell.col + 1).to_string())],
            ),
            None => t(M::SoFarSoGood).into(),
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
