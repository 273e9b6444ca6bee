//! What every problem's one-line status shares: squares and numbers in words. The status lines
//! themselves live with their problems (`model::<problem>::status`), derived from the run's state
//! alone, so they are tested natively.

use crate::core::grid::Square;

/// A square as the status line names it: `(row, col)`, counted from 0.
pub fn at(square: Square) -> String {
    format!("({}, {})", square.row, square.col)
}

/// Formats an integer with thousands separators (`1234567` → `1,234,567`).
pub fn format_count(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// `n` and a noun, with an `s` unless `n` is 1 (`counted(1, "move")` → `1 move`).
pub fn counted(n: usize, noun: &str) -> String {
    format!("{n} {noun}{}", if n == 1 { "" } else { "s" })
}
