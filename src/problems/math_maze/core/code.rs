//! Puzzle codes: a short text that holds a clue puzzle itself (grid, ends, clues, given
//! pieces), so that it survives any change to the generator, unlike a seed.
//!
//! # Format 1 (frozen: a new layout gets a new first symbol, and old codes keep reading)
//! Every symbol is one of 64 letters (`0-9`, `A-Z`, `a-z`, `-`, `_`; safe in a URL) standing
//! for the numbers 0 to 63. In order: `1` (the format); rows; columns; the start's row (it is
//! on the left edge); the finish's row (on the right edge); each row's clue, top to bottom;
//! each column's clue, left to right; for each given piece, its cell's index (row × columns +
//! column) in two symbols (high six bits first), then its sides (`N` = 1, `E` = 2, `S` = 4,
//! `W` = 8; 0 for a bare given cell); and last a check of two symbols over everything before
//! it, so that a mistyped code is refused rather than read as another puzzle (the letters and
//! the check are [`crate::core::code`]'s).

pub use crate::core::code::BadCode;
use crate::core::code::{letters, seal, sealed};
use crate::core::grid::{Board, Square};
use crate::problems::math_maze::core::puzzle::{Given, PathPuzzle};
use crate::problems::math_maze::core::{MAX_MAZE_SIDE, MIN_MAZE_SIDE};

/// The first symbol of a format-1 code.
const FORMAT: u8 = 1;

/// The code of `puzzle` (clues above 63, which no grid's line can hold, are written as 63).
///
/// ```
/// use runut::core::grid::{Board, Square};
/// use runut::problems::math_maze::core::code::{decode, encode};
/// use runut::problems::math_maze::core::puzzle::PathPuzzle;
/// let path = [Square::new(0, 0), Square::new(0, 1), Square::new(1, 1)];
/// let puzzle = PathPuzzle::from_path(Board::new(2, 2).unwrap(), &path, vec![]);
/// assert_eq!(decode(&encode(&puzzle)), Ok(puzzle));
/// ```
pub fn encode(puzzle: &PathPuzzle) -> String {
    let board = puzzle.board;
    let mut symbols = vec![FORMAT, board.rows() as u8, board.cols() as u8];
    symbols.extend([puzzle.start.row as u8, puzzle.finish.row as u8]);
    symbols.extend(puzzle.row_clues.iter().chain(&puzzle.col_clues).map(|&c| c.min(63) as u8));
    for given in &puzzle.givens {
        let i = board.index(given.at);
        symbols.extend([(i >> 6) as u8, (i & 63) as u8, given.exits]);
    }
    seal(symbols)
}

/// The puzzle a code holds.
pub fn decode(code: &str) -> Result<PathPuzzle, BadCode> {
    let symbols = letters(code)?;
    if symbols.first() != Some(&FORMAT) {
        return Err(if symbols.len() < 2 { BadCode::Length } else { BadCode::Format });
    }
    let Some((&[_, rows, cols, start, finish], rest)) = symbols.split_first_chunk::<5>() else {
        return Err(BadCode::Length);
    };
    let (rows, cols) = (rows as usize, cols as usize);
    let givens_len = rest.len().checked_sub(rows + cols + 2).ok_or(BadCode::Length)?;
    if givens_len % 3 != 0 {
        return Err(BadCode::Length);
    }
    if !sealed(&symbols) {
        return Err(BadCode::Check);
    }
    let side = |n: usize| (MIN_MAZE_SIDE..=MAX_MAZE_SIDE).contains(&(n as u16));
    let board = Board::new(rows as u16, cols as u16)
        .filter(|_| side(rows) && side(cols))
        .ok_or(BadCode::Puzzle)?;
    let (start, finish) =
        (Square::new(start as u16, 0), Square::new(finish as u16, cols as u16 - 1));
    let clues = |from: usize, n: usize| rest[from..from + n].iter().map(|&c| c as u16).collect();
    let givens = rest[rows + cols..rows + cols + givens_len]
        .chunks(3)
        .map(|g| {
            let i = (g[0] as usize) << 6 | g[1] as usize;
            (i < board.len() && g[2] < 16)
                .then(|| Given { at: board.square_at(i), exits: g[2] })
                .ok_or(BadCode::Puzzle)
        })
        .collect::<Result<Vec<_>, _>>()?;
    if !(board.contains(start) && board.contains(finish)) {
        return Err(BadCode::Puzzle);
    }
    let puzzle = PathPuzzle {
        board,
        start,
        finish,
        row_clues: clues(0, rows),
        col_clues: clues(rows, cols),
        givens,
    };
    // Every piece as the URL form would accept it, at most one per cell.
    let pieces = &puzzle.givens;
    let once = pieces.iter().enumerate().all(|(k, g)| pieces[..k].iter().all(|h| h.at != g.at));
    if !(once && pieces.iter().all(|&g| puzzle.fits(g))) {
        return Err(BadCode::Puzzle);
    }
    Ok(puzzle)
}
