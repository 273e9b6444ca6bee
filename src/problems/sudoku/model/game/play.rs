//! A Sudoku being played: the digits and pencil marks the player has written over the givens,
//! with undo and redo, the cells that clash, the mistakes against the solution, and the
//! candidates filled in on request.

use crate::problems::sudoku::core::{Board, Grid};

/// The digits and pencil marks on the grid at one moment (what undo goes back to).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Position {
    /// Every cell's digit, givens included (0: empty).
    digits: Vec<u8>,
    /// Every cell's pencil marks (bit d for digit d).
    marks: Vec<u16>,
}

/// Why a change was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The cell is a given.
    Given,
    /// The puzzle is solved: the grid no longer changes.
    Solved,
}

/// A Sudoku being played.
///
/// ```
/// use runut::problems::sudoku::core::Grid;
/// use runut::problems::sudoku::model::game::play::Play;
/// let puzzle = Grid::parse("12.. 34.. 2143 4321").unwrap();
/// let solution = Grid::parse("1234 3412 2143 4321").unwrap();
/// let mut play = Play::new(puzzle, solution);
/// play.put(2, 3).unwrap();
/// play.put(3, 4).unwrap();
/// play.put(6, 1).unwrap();
/// assert!(!play.is_solved());
/// play.put(7, 2).unwrap();
/// assert!(play.is_solved() && play.moves() == 4);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Play {
    puzzle: Grid,
    solution: Grid,
    now: Position,
    undo: Vec<Position>,
    redo: Vec<Position>,
    moves: u32,
}

impl Play {
    /// A fresh game of `puzzle`, whose one solution is `solution`.
    pub fn new(puzzle: Grid, solution: Grid) -> Play {
        let cells = puzzle.cells().len();
        let now = Position { digits: puzzle.cells().to_vec(), marks: vec![0; cells] };
        Play { puzzle, solution, now, undo: Vec::new(), redo: Vec::new(), moves: 0 }
    }

    /// The game resumed: `digits` (every cell, givens included) and `marks` as saved, and the
    /// moves made; `None` if they do not fit the puzzle (another size, a given changed).
    pub fn resumed(
        puzzle: Grid,
        solution: Grid,
        digits: &Grid,
        marks: Vec<u16>,
        moves: u32,
    ) -> Option<Play> {
        let cells = puzzle.cells();
        let fits = digits.side() == puzzle.side()
            && marks.len() == cells.len()
            && cells.iter().zip(digits.cells()).all(|(&g, &d)| g == 0 || g == d);
        let now = Position { digits: digits.cells().to_vec(), marks };
        fits.then(|| Play { puzzle, solution, now, undo: Vec::new(), redo: Vec::new(), moves })
    }

    /// The puzzle: its givens.
    pub fn puzzle(&self) -> &Grid {
        &self.puzzle
    }

    /// Its one solution.
    pub fn solution(&self) -> &Grid {
        &self.solution
    }

    /// The grid as the player has filled it (givens included).
    pub fn grid(&self) -> Grid {
        let text: String = self
            .now
            .digits
            .iter()
            .map(|&d| if d == 0 { '.' } else { char::from(b'0' + d) })
            .collect();
        Grid::parse(&text).expect("a played grid is a grid")
    }

    /// The digit in `cell` (0: empty).
    pub fn digit(&self, cell: usize) -> u8 {
        self.now.digits[cell]
    }

    /// The pencil marks of every cell (bit d for digit d).
    pub fn marks(&self) -> &[u16] {
        &self.now.marks
    }

    /// Whether `cell` is a given.
    pub fn is_given(&self, cell: usize) -> bool {
        self.puzzle.get(cell) != 0
    }

    /// Moves made (digits written or erased, marks changed, candidates filled in).
    pub fn moves(&self) -> u32 {
        self.moves
    }

    /// Whether the grid is the solution.
    pub fn is_solved(&self) -> bool {
        self.now.digits == self.solution.cells()
    }

    /// Whether there is a move to undo, and one to redo.
    pub fn can_undo_redo(&self) -> (bool, bool) {
        (!self.undo.is_empty(), !self.redo.is_empty())
    }

    /// Makes a change to the position, if it changes anything: `Ok(true)` then.
    fn change(&mut self, cell: usize, edit: impl FnOnce(&mut Position)) -> Result<bool, Refusal> {
        if self.is_solved() {
            return Err(Refusal::Solved);
        }
        if self.is_given(cell) {
            return Err(Refusal::Given);
        }
        let before = self.now.clone();
        edit(&mut self.now);
        if self.now == before {
            return Ok(false);
        }
        self.undo.push(before);
        self.redo.clear();
        self.moves += 1;
        Ok(true)
    }

    /// Writes `digit` in `cell` (0 empties it); a digit written takes itself out of the pencil
    /// marks of the cells that see it.
    pub fn put(&mut self, cell: usize, digit: u8) -> Result<bool, Refusal> {
        let seen: Vec<usize> = self.seen(cell).collect();
        self.change(cell, |now| {
            now.digits[cell] = digit;
            if digit != 0 {
                now.marks[cell] = 0;
                for other in seen {
                    now.marks[other] &= !(1 << digit);
                }
            }
        })
    }

    /// Turns pencil mark `digit` of the empty `cell` on or off.
    pub fn toggle_mark(&mut self, cell: usize, digit: u8) -> Result<bool, Refusal> {
        self.change(cell, |now| {
            if now.digits[cell] == 0 {
                now.marks[cell] ^= 1 << digit;
            }
        })
    }

    /// Takes the pencil marks `removed` (cell, digit) off, as a hint's eliminations do; true if
    /// any was on.
    pub fn unmark(&mut self, removed: &[(usize, u8)]) -> bool {
        let on: Vec<(usize, u8)> =
            removed.iter().copied().filter(|&(c, d)| self.now.marks[c] & (1 << d) != 0).collect();
        let Some(&(first, _)) = on.first() else { return false };
        self.change(first, |now| {
            for (cell, digit) in on {
                now.marks[cell] &= !(1 << digit);
            }
        })
        .unwrap_or(false)
    }

    /// Fills every empty cell's pencil marks with the digits its houses do not hold (one move).
    pub fn fill_candidates(&mut self) -> Result<bool, Refusal> {
        let board = Board::new(&self.grid());
        let Some(empty) = (0..self.now.digits.len()).find(|&c| self.now.digits[c] == 0) else {
            return Ok(false);
        };
        self.change(empty, |now| {
            for (cell, marks) in now.marks.iter_mut().enumerate() {
                *marks = if now.digits[cell] == 0 { board.legal(cell) } else { 0 };
            }
        })
    }

    /// Undoes the last move; false if there is none.
    pub fn undo(&mut self) -> bool {
        let Some(before) = self.undo.pop() else { return false };
        self.redo.push(std::mem::replace(&mut self.now, before));
        self.moves += 1;
        true
    }

    /// Redoes the last move undone; false if there is none.
    pub fn redo(&mut self) -> bool {
        let Some(after) = self.redo.pop() else { return false };
        self.undo.push(std::mem::replace(&mut self.now, after));
        self.moves += 1;
        true
    }

    /// The cells that see `cell` (share a row, column or box with it), `cell` not included.
    fn seen(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        let houses = self.puzzle.houses(cell);
        let mut seen: Vec<usize> = houses
            .into_iter()
            .flat_map(|h| self.puzzle.cells_of(h))
            .filter(|&c| c != cell)
            .collect();
        seen.sort_unstable();
        seen.dedup();
        seen.into_iter()
    }

    /// The cells whose digit another cell of a house also holds.
    pub fn clashes(&self) -> Vec<usize> {
        let grid = self.grid();
        (0..self.now.digits.len())
            .filter(|&c| self.now.digits[c] != 0 && grid.holder(c, self.now.digits[c]).is_some())
            .collect()
    }

    /// The cells the player filled with a digit that is not the solution's.
    pub fn mistakes(&self) -> Vec<usize> {
        (0..self.now.digits.len())
            .filter(|&c| self.now.digits[c] != 0 && self.now.digits[c] != self.solution.get(c))
            .collect()
    }
}
