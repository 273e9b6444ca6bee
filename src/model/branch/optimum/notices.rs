//! What is wrong with a number or a matrix typed into a link or a field, in words: the part of
//! a notice every page that reads them says the same way (the page adds what it uses instead).

use super::text::OptimumText;
use crate::core::grid::Square;
use crate::core::matrix::MatrixError;
use crate::core::numbers::NumberError;
use crate::model::i18n::grid::cell_name;
use crate::model::i18n::say;

/// How many characters of a typed entry a notice shows.
const SHOWN: usize = 24;

/// A typed entry as a notice shows it: without control or direction characters, at most
/// [`SHOWN`] characters, isolated from the text around it (the text form of `<bdi>`).
fn isolated(entry: &str) -> String {
    let bidi = |c: char| matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
    let shown: String =
        entry.chars().filter(|&c| !c.is_control() && !bidi(c)).take(SHOWN).collect();
    format!("\u{2068}{shown}\u{2069}")
}

/// What is wrong with `what` (a phrase naming the entry: "value 2"), whose error is `error`.
pub fn entry_problem(what: &str, error: &NumberError) -> String {
    match error {
        NumberError::NotANumber(entry) => {
            say(OptimumText::EntryNotWhole, &[("what", &what), ("entry", &isolated(entry))])
        }
        NumberError::Negative => say(OptimumText::EntryNegative, &[("what", &what)]),
        NumberError::TooLarge { max } => {
            say(OptimumText::EntryTooLarge, &[("what", &what), ("max", max)])
        }
        NumberError::Missing => say(OptimumText::EntryMissing, &[("what", &what)]),
    }
}

/// What is wrong with a matrix, whose error is `error` (rows and columns counted from 1).
///
/// ```
/// use runut::core::matrix::MatrixError;
/// use runut::core::numbers::NumberError;
/// use runut::model::branch::optimum::notices::matrix_problem;
/// let error = MatrixError::Entry { row: 1, col: 0, error: NumberError::Negative };
/// assert_eq!(matrix_problem(&error), "row 2, column 1 is below 0");
/// ```
pub fn matrix_problem(error: &MatrixError) -> String {
    match error {
        MatrixError::Size { rows, min, max } => {
            say(OptimumText::MatrixSize, &[("rows", rows), ("min", min), ("max", max)])
        }
        MatrixError::NotSquare { row, entries, expected } => {
            let args: [(&str, &dyn std::fmt::Display); 3] =
                [("row", &(row + 1)), ("entries", entries), ("expected", expected)];
            say(OptimumText::MatrixNotSquare, &args)
        }
        MatrixError::Entry { row, col, error } => {
            let index = |i: &usize| u16::try_from(*i).unwrap_or(u16::MAX);
            let what = cell_name(Square::new(index(row), index(col)));
            entry_problem(&what, error)
        }
    }
}
