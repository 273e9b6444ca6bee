//! Playing a math maze, free of web APIs: the player's path from the start and the cells marked
//! empty, how clicks, drags, marks and arrow keys change them, undo and redo, the clues' status,
//! and saving a game in progress.

use crate::core::grid::{Direction, Square};
use crate::model::i18n::grid::cell_name;
use crate::model::i18n::say;
use crate::model::i18n::t;
use crate::problems::math_maze::core::puzzle::PathPuzzle;
use crate::problems::math_maze::core::{adjacent, line_counts};
use crate::problems::math_maze::model::marks::Marks;
use crate::problems::math_maze::model::text::MathMazeText;

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
    /// The cell is marked empty: the path cannot take it until the mark is taken off.
    Marked {
        /// The cell.
        cell: Square,
    },
    /// The cell is on the path: it cannot be marked empty.
    OnPath {
        /// The cell.
        cell: Square,
    },
    /// The cell is S, F or a given piece, always on the path: it cannot be marked empty.
    Fixed,
}

impl Refusal {
    /// The hint, in plain words.
    pub fn hint(self) -> String {
        match self {
            Refusal::NotBeside { end } => say(
                MathMazeText::NotBeside,
                &[("row", &(end.row + 1).to_string()), ("col", &(end.col + 1).to_string())],
            ),
            Refusal::AtFinish => t(MathMazeText::AtFinish).into(),
            Refusal::OffGrid => t(MathMazeText::OffGrid).into(),
            Refusal::Marked { cell } => {
                capitalised(say(MathMazeText::MarkedCell, &[("cell", &cell_name(cell))]))
            }
            Refusal::OnPath { cell } => {
                capitalised(say(MathMazeText::MarkOnPath, &[("cell", &cell_name(cell))]))
            }
            Refusal::Fixed => t(MathMazeText::MarkFixed).into(),
        }
    }
}

/// `text` with its first letter in upper case (a cell's name starting a sentence).
fn capitalised(text: String) -> String {
    let mut chars = text.chars();
    chars.next().map_or(String::new(), |c| c.to_uppercase().collect::<String>() + chars.as_str())
}

/// A position of the game: the path and the cells marked empty (what undo takes back).
type Position = (Vec<Square>, Marks);

/// A game in progress: the path drawn so far (always starting at the start), the cells marked
/// empty, and their history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    puzzle: PathPuzzle,
    path: Vec<Square>,
    marks: Marks,
    undo: Vec<Position>,
    redo: Vec<Position>,
    moves: u32,
}

impl Game {
    /// A fresh game: the path is just the start, and nothing is marked.
    pub fn new(puzzle: PathPuzzle) -> Game {
        let path = vec![puzzle.start];
        let (undo, redo) = (Vec::new(), Vec::new());
        Game { puzzle, path, marks: Marks::default(), undo, redo, moves: 0 }
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

    /// The cells marked empty.
    pub fn marks(&self) -> &Marks {
        &self.marks
    }

    /// Moves made (each cell added or each cut; undo, redo and marks are not moves).
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
    /// back to it; anything else (a cell marked empty too) is refused with a hint.
    pub fn click(&mut self, cell: Square) -> Result<(), Refusal> {
        if let Some(i) = self.position(cell) {
            if i + 1 < self.path.len() {
                self.record(self.path[..=i].to_vec(), self.marks.clone(), true);
            }
            return Ok(());
        }
        if !self.puzzle.board.contains(cell) {
            return Err(Refusal::OffGrid);
        }
        if self.marks.contains(cell) {
            return Err(Refusal::Marked { cell });
        }
        if self.end() == self.puzzle.finish {
            return Err(Refusal::AtFinish);
        }
        if !adjacent(self.end(), cell) {
            return Err(Refusal::NotBeside { end: self.end() });
        }
        let mut longer = self.path.clone();
        longer.push(cell);
        self.record(longer, self.marks.clone(), true);
        Ok(())
    }

    /// Marks `cell` empty (`on`) or takes its mark off (undoable, not a move); whether that
    /// changed anything. A cell of the path, S, F and the given pieces cannot be marked.
    pub fn mark(&mut self, cell: Square, on: bool) -> Result<bool, Refusal> {
        if !self.puzzle.board.contains(cell) {
            return Err(Refusal::OffGrid);
        }
        if on && self.is_fixed(cell) {
            return Err(Refusal::Fixed);
        }
        if on && self.position(cell).is_some() {
            return Err(Refusal::OnPath { cell });
        }
        let mut marks = self.marks.clone();
        if !marks.set(cell, on) {
            return Ok(false);
        }
        self.record(self.path.clone(), marks, false);
        Ok(true)
    }

    /// Marks `cell` empty, or takes its mark off if it has one.
    pub fn toggle_mark(&mut self, cell: Square) -> Result<bool, Refusal> {
        self.mark(cell, !self.marks.contains(cell))
    }

    /// Whether `cell` is S, F or a given piece: always on the path.
    fn is_fixed(&self, cell: Square) -> bool {
        let p = &self.puzzle;
        cell == p.start || cell == p.finish || p.givens.iter().any(|g| g.at == cell)
    }

    /// Moves the end of the path one cell in `direction` (an arrow key): back onto the
    /// previous cell takes the last cell off; elsewhere it extends the path.
    pub fn step(&mut self, direction: Direction) -> Result<(), Refusal> {
        let next = direction.neighbour(&self.puzzle.board, self.end()).ok_or(Refusal::OffGrid)?;
        self.click(next)
    }

    /// Undoes the last move or mark; false if there is none.
    pub fn undo(&mut self) -> bool {
        let Some(previous) = self.undo.pop() else { return false };
        let now = self.replace(previous);
        self.redo.push(now);
        true
    }

    /// Redoes the last undone move or mark; false if there is none.
    pub fn redo(&mut self) -> bool {
        let Some(next) = self.redo.pop() else { return false };
        let now = self.replace(next);
        self.undo.push(now);
        true
    }

    /// Goes back to the bare start, with no cell marked (undoable).
    pub fn restart(&mut self) {
        if self.path.len() > 1 || !self.marks.is_empty() {
            self.record(vec![self.puzzle.start], Marks::default(), self.path.len() > 1);
        }
    }

    /// Replaces the path with `route` (revealing the solution; undoable); marks on it go.
    pub fn show(&mut self, route: &[Square]) {
        let marks = self.marks.without(route);
        if self.path != route || marks != self.marks {
            self.record(route.to_vec(), marks, true);
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

    /// The marks as saved: `r,c` cells separated by spaces (empty when none).
    pub fn saved_marks(&self) -> String {
        self.marks.to_text()
    }

    /// This restored game with the saved `marks`; `None` if one is not a cell that can be
    /// marked (off the grid, twice, on the path, S, F or a given piece).
    pub fn with_marks(mut self, marks: &str) -> Option<Game> {
        let marks = Marks::from_text(marks, self.puzzle.board)?;
        let bad = |&c: &Square| self.is_fixed(c) || self.position(c).is_some();
        if marks.cells().iter().any(bad) {
            return None;
        }
        self.marks = marks;
        Some(self)
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

    /// Puts `position` in place; returns the one it replaces.
    fn replace(&mut self, (path, marks): Position) -> Position {
        (std::mem::replace(&mut self.path, path), std::mem::replace(&mut self.marks, marks))
    }

    /// Goes to a new position (undoable), counted as a move if `is_move`.
    fn record(&mut self, path: Vec<Square>, marks: Marks, is_move: bool) {
        let before = self.replace((path, marks));
        self.undo.push(before);
        self.redo.clear();
        if is_move {
            self.moves = self.moves.saturating_add(1);
        }
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
