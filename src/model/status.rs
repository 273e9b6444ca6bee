//! What every problem's one-line status shares: squares and numbers in words. The status lines
//! themselves live with their problems (`problems::<problem>::model::status`), derived from the
//! run's state alone, so they are tested natively; a backtracking page's is framed by
//! [`crate::model::backtracking::words`].

use crate::core::grid::Square;

/// A square as the page names it: `(row, col)`, counted from 1 as the course counts them (the
/// links and the automation hooks count from 0).
///
/// ```
/// use runut::core::grid::Square;
/// assert_eq!(runut::model::status::at(Square::new(0, 2)), "(1, 3)");
/// ```
pub fn at(square: Square) -> String {
    format!("({}, {})", square.row + 1, square.col + 1)
}

/// Formats an integer with thousands separators (`1234567` → `1,234,567`).
pub fn format_count(n: u64) -> String {
    crate::model::i18n::number(crate::model::i18n::lang(), n)
}

/// `value` rounded to `decimals` places, trailing zeros kept (`fixed(2.5, 2)` → `2.50`).
///
/// Numbers are written with integers only: Rust's float formatting would cost the page's wasm
/// some 8 KB, and the page writes few kinds of numbers.
///
/// ```
/// use runut::model::status::{decimal, fixed};
/// assert_eq!(fixed(12.345, 1), "12.3");
/// assert_eq!(fixed(-0.004, 2), "0.00");
/// assert_eq!(fixed(1234.5, 0), "1235");
/// assert_eq!(decimal(12.589, 2), "12.59");
/// assert_eq!(decimal(10.0, 2), "10");
/// assert_eq!(decimal(1.5, 2), "1.5");
/// ```
pub fn fixed(value: f64, decimals: u32) -> String {
    let scale = 10i64.pow(decimals.min(6));
    let scaled = (value * scale as f64).round() as i64;
    let sign = if scaled < 0 { "-" } else { "" };
    let (whole, part) =
        (scaled.unsigned_abs() / scale as u64, scaled.unsigned_abs() % scale as u64);
    match decimals {
        0 => format!("{sign}{whole}"),
        d => format!("{sign}{whole}.{part:0width$}", width = d.min(6) as usize),
    }
}

/// `ms` milliseconds as seconds with `decimals` places, in the page's language: `2.5 s` in
/// English, `2,5 dtk` in Indonesian (a decimal comma, the unit *detik*).
///
/// ```
/// use runut::model::i18n::{set_lang, Lang};
/// use runut::model::status::seconds;
/// assert_eq!(seconds(2_500.0, 1), "2.5 s");
/// set_lang(Lang::Id);
/// assert_eq!(seconds(2_500.0, 1), "2,5 dtk");
/// ```
pub fn seconds(ms: f64, decimals: u32) -> String {
    let mut value = fixed(ms / 1000.0, decimals);
    if crate::model::i18n::lang() == crate::model::i18n::Lang::Id {
        value = value.replace('.', ",");
    }
    let key = crate::model::i18n::common::CommonText::Seconds;
    crate::model::i18n::say(key, &[("s", &value)])
}

/// `value` kept within `low..=high`, like `f64::clamp`, whose assertion message formats floats
/// and so would bring float formatting back into the page's wasm.
///
/// ```
/// assert_eq!(runut::model::status::bounded(7.5, 1.0, 5.0), 5.0);
/// ```
#[allow(clippy::manual_clamp)]
pub fn bounded(value: f64, low: f64, high: f64) -> f64 {
    value.max(low).min(high)
}

/// `value` rounded to at most `decimals` places, without trailing zeros (`decimal(2.50, 2)` →
/// `2.5`, `decimal(3.0, 2)` → `3`).
pub fn decimal(value: f64, decimals: u32) -> String {
    let text = fixed(value, decimals);
    if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        text
    }
}

/// `n` in subscript digits (x₁₂).
pub fn subscript(n: u16) -> String {
    n.to_string()
        .chars()
        .map(|d| char::from_u32(0x2080 + d.to_digit(10).unwrap_or(0)).unwrap_or(d))
        .collect()
}
