//! What the games (the math maze, Sudoku's game) share: days and the daily puzzle's seeds
//! ([`day`]), the clock's text ([`clock`]) and the player's records and streak ([`records`]); their puzzle codes' letters are
//! [`crate::core::code`]'s.

pub mod day;
pub mod records;

/// A duration in milliseconds as `m:ss` (or `h:mm:ss`).
///
/// ```
/// assert_eq!(runut::model::game::clock(83_400.0), "1:23");
/// ```
pub fn clock(ms: f64) -> String {
    let seconds = (ms / 1000.0).max(0.0) as u64;
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}
