//! Tours as text and CSV, for "copy" and "download" (pure; the page adds the clipboard and files).

use crate::core::grid::{Board, Square};
use crate::model::i18n::t;
use crate::problems::knight::model::text::KnightText;

/// The board as a grid of move numbers, right-aligned, one row per line (as the seed programs
/// print it); squares off the path show `.`.
///
/// ```
/// use runut::core::grid::{Board, Square};
/// use runut::problems::knight::model::export::tour_grid;
/// let path = [Square::new(0, 0), Square::new(1, 2)];
/// assert_eq!(tour_grid(Board::new(2, 3).unwrap(), &path), "0 . .\n. . 1\n");
/// ```
pub fn tour_grid(board: Board, path: &[Square]) -> String {
    let mut visit = vec![None; board.len()];
    for (k, &s) in path.iter().enumerate().filter(|(_, s)| board.contains(**s)) {
        visit[board.index(s)] = Some(k);
    }
    let width = path.len().saturating_sub(1).to_string().len();
    let mut text = String::new();
    for r in 0..board.rows() {
        let cells: Vec<String> = (0..board.cols())
            .map(|c| match visit[board.index(Square::new(r, c))] {
                Some(k) => format!("{k:>width$}"),
                None => format!("{:>width$}", "."),
            })
            .collect();
        text.push_str(&cells.join(" "));
        text.push('\n');
    }
    text
}

/// The path as `r,c r,c …` (the boards' `data-path`), built in one buffer: a giant board's
/// million squares take milliseconds, not a formatted string per square.
///
/// ```
/// use runut::core::grid::Square;
/// use runut::problems::knight::model::export::path_text;
/// assert_eq!(path_text(&[Square::new(0, 0), Square::new(12, 305)]), "0,0 12,305");
/// ```
pub fn path_text(path: &[Square]) -> String {
    path_text_of(path, 0..path.len())
}

/// The part of [`path_text`] that writes the squares `range` of `path` (with the space before
/// them unless they start the path), so that a giant path's text can be written in pieces.
///
/// ```
/// use runut::core::grid::Square;
/// use runut::problems::knight::model::export::path_text_of;
/// let path = [Square::new(0, 0), Square::new(1, 2), Square::new(3, 3)];
/// let pieces = [path_text_of(&path, 0..1), path_text_of(&path, 1..3)];
/// assert_eq!(pieces.concat(), "0,0 1,2 3,3");
/// ```
pub fn path_text_of(path: &[Square], range: std::ops::Range<usize>) -> String {
    // Bytes, not chars: a 1000 × 1000 tour is eight million of them.
    fn push_number(text: &mut Vec<u8>, mut n: u16) {
        let mut digits = [0u8; 5];
        let mut i = digits.len();
        loop {
            i -= 1;
            digits[i] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        text.extend_from_slice(&digits[i..]);
    }
    let (first, mut text) = (range.start, Vec::with_capacity(range.len() * 8));
    for (k, s) in path[range].iter().enumerate() {
        if first + k > 0 {
            text.push(b' ');
        }
        push_number(&mut text, s.row);
        text.push(b',');
        push_number(&mut text, s.col);
    }
    // Digits, commas and spaces: always UTF-8.
    String::from_utf8(text).unwrap_or_default()
}

/// The path as CSV: a header, then `move,row,col` per square (0-based).
pub fn tour_csv(path: &[Square]) -> String {
    let rows = path.iter().enumerate().map(|(k, s)| format!("{k},{},{}\n", s.row, s.col));
    std::iter::once(format!("{}\n", t(KnightText::CsvHeader))).chain(rows).collect()
}
