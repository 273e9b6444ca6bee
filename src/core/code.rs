//! Puzzle codes' letters: a short text that holds a puzzle itself (so that it survives any
//! change to a generator, unlike a seed), written in 64 letters that are safe in a URL, and
//! sealed by a check so that a mistyped code is refused rather than read as another puzzle.
//! Each game lays out its own symbols (`problems::math_maze::core::code`,
//! `problems::sudoku::core::code`).

/// The 64 letters, standing for the numbers 0 to 63.
const ALPHABET: &[u8; 64] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_";

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
    /// It reads, but what it holds is not a puzzle.
    Puzzle,
}

/// The check over `symbols`: a 12-bit rolling sum (any single changed symbol changes it).
pub fn check(symbols: &[u8]) -> u16 {
    symbols.iter().fold(0u16, |h, &s| (h.wrapping_mul(67).wrapping_add(s as u16 + 1)) & 0xfff)
}

/// The code of `symbols` (each 0 to 63): their letters and a check of two more.
///
/// ```
/// use runut::core::code::{letters, seal, sealed};
/// let code = seal(vec![1, 2, 63]);
/// assert_eq!(code.len(), 5);
/// assert!(sealed(&letters(&code).unwrap()));
/// ```
pub fn seal(mut symbols: Vec<u8>) -> String {
    let sum = check(&symbols);
    symbols.extend([(sum >> 6) as u8, (sum & 63) as u8]);
    symbols.into_iter().map(|s| ALPHABET[s as usize & 63] as char).collect()
}

/// The symbols a code's letters stand for (its check still on the end).
pub fn letters(code: &str) -> Result<Vec<u8>, BadCode> {
    code.bytes()
        .map(|b| ALPHABET.iter().position(|&a| a == b).map(|s| s as u8))
        .collect::<Option<Vec<u8>>>()
        .ok_or(BadCode::Letter)
}

/// Whether the last two of `symbols` are the check over the others.
pub fn sealed(symbols: &[u8]) -> bool {
    match symbols.len().checked_sub(2) {
        Some(body) => {
            check(&symbols[..body]) == (symbols[body] as u16) << 6 | symbols[body + 1] as u16
        }
        None => false,
    }
}
