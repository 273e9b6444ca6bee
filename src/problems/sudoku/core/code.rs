//! Sudoku's puzzle codes: a short text that holds a 9 × 9 puzzle's givens themselves, so that a
//! shared puzzle survives any change to the generator (the letters and the check are
//! [`crate::core::code`]'s).
//!
//! # Format 1 (frozen: a new layout gets a new first symbol, and old codes keep reading)
//! In order: `1` (the format); fourteen symbols of six bits, the 81 cells' "given" bits in row
//! order (the first cell is the first symbol's high bit; the last three bits are 0); the given
//! digits in row order, three to a pair of symbols (`(a − 1) × 81 + (b − 1) × 9 + (c − 1)`, high
//! six bits first; a last group of one or two is filled with ones); and a check of two symbols.
//! A puzzle of 25 givens is a code of 35 letters.

use crate::core::code::{letters, seal, sealed, BadCode};
use crate::problems::sudoku::core::search::grid::Grid;

/// The first symbol of a format-1 code.
const FORMAT: u8 = 1;
/// Symbols holding the 81 "given" bits.
const MASK_SYMBOLS: usize = 14;

/// The code of a 9 × 9 `puzzle` (`None` for a 4 × 4 one, which has no code).
///
/// ```
/// use runut::problems::sudoku::core::code::{decode, encode};
/// use runut::problems::sudoku::core::{named::named, Grid};
/// let easy = Grid::parse(named("easy").unwrap().grid).unwrap();
/// let code = encode(&easy).unwrap();
/// assert!(code.len() < 45);
/// assert_eq!(decode(&code), Ok(easy));
/// ```
pub fn encode(puzzle: &Grid) -> Option<String> {
    if puzzle.side() != 9 {
        return None;
    }
    let cells = puzzle.cells();
    let mut symbols = vec![FORMAT];
    symbols.extend((0..MASK_SYMBOLS).map(|s| {
        (0..6).fold(0u8, |bits, b| {
            let given = cells.get(s * 6 + b).is_some_and(|&d| d != 0);
            bits << 1 | u8::from(given)
        })
    }));
    let digits: Vec<u16> = cells.iter().filter(|&&d| d != 0).map(|&d| u16::from(d - 1)).collect();
    for group in digits.chunks(3) {
        let digit = |i: usize| group.get(i).copied().unwrap_or(0);
        let n = digit(0) * 81 + digit(1) * 9 + digit(2);
        symbols.extend([(n >> 6) as u8, (n & 63) as u8]);
    }
    Some(seal(symbols))
}

/// The puzzle a code holds: [`BadCode::Puzzle`] if its givens clash (whether it has exactly one
/// solution is for a search to say).
pub fn decode(code: &str) -> Result<Grid, BadCode> {
    let symbols = letters(code.trim())?;
    if symbols.first() != Some(&FORMAT) {
        return Err(if symbols.len() < 2 { BadCode::Length } else { BadCode::Format });
    }
    let given: Vec<bool> = symbols
        .get(1..=MASK_SYMBOLS)
        .ok_or(BadCode::Length)?
        .iter()
        .flat_map(|&s| (0..6).rev().map(move |b| s >> b & 1 == 1))
        .take(81)
        .collect();
    let count = given.iter().filter(|&&g| g).count();
    let body = symbols.len() - 2;
    if body != 1 + MASK_SYMBOLS + count.div_ceil(3) * 2 {
        return Err(BadCode::Length);
    }
    if !sealed(&symbols) {
        return Err(BadCode::Check);
    }
    let mut digits = Vec::with_capacity(count + 2);
    for pair in symbols[1 + MASK_SYMBOLS..body].chunks(2) {
        let n = u16::from(pair[0]) << 6 | u16::from(pair[1]);
        if n >= 729 {
            return Err(BadCode::Puzzle);
        }
        digits.extend([n / 81, n / 9 % 9, n % 9].map(|d| d as u8 + 1));
    }
    let mut digits = digits.into_iter();
    let text: String = given
        .iter()
        .map(|&g| if g { digits.next().map_or('.', |d| char::from(b'0' + d)) } else { '.' })
        .collect();
    let grid = Grid::parse(&text).map_err(|_| BadCode::Puzzle)?;
    if grid.clash().is_some() {
        return Err(BadCode::Puzzle);
    }
    Ok(grid)
}
