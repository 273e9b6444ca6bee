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
//! it, so that a mistyped code is refused rather than read as another puzzle.

use crate::core::grid::{Board, Square};
use crate::problems::math_maze::core::puzzle::{Given, PathPuzzle};
use crate::problems::math_maze::core::{MAX_MAZE_SIDE, MIN_MAZE_SIDE};

const ALPHABET: &[u8; 64] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_";

/// The first symbol of a format-1 code.
const FORMAT: u8 = 1;

/// Why a text is not a puzzle code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadCode {
    /// It holds a character that is not one of the code's 64 letters.
    Letter,
    /// It starts with a format this version does not know.
    Format,
    /// It is too short for what it says it holds, or longer.
    Length,
    /// Its check does not match: a symbol was mistyped or lost.
    Check,
    /// It reads, but what it holds is not a puzzle (a size or an end off the grid, a piece that
    /// does not fit its cell, two pieces on one cell).
    Puzzle,
}

/// The check over `symbols`: a 12-bit rolling sum (any single changed symbol changes it).
fn check(symbols: &[u8]) -> u16 {
    symbols.iter().fold(0u16, |h, &s| (h.wrapping_mul(67).wrapping_add(s as u16 + 1)) & 0xfff)
}

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
    let sum = check(&symbols);
    symbols.extend([(sum >> 6) as u8, (sum & 63) as u8]);
    symbols.into_iter().map(|s| ALPHABET[s as usize & 63] as char).collect()
}

/// The puzzle a code holds.
pub fn decode(code: &str) -> Result<PathPuzzle, BadCode> {
    let symbols = code
        .bytes()
        .map(|b| ALPHABET.iter().position(|&a| a == b).map(|s| s as u8))
        .collect::<Option<Vec<u8>>>()
        .ok_or(BadCode::Letter)?;
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
    let body = symbols.len() - 2;
    if check(&symbols[..body]) != (symbols[body] as u16) << 6 | symbols[body + 1] as u16 {
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
