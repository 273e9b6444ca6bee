//! The math maze's daily puzzle: one a day for every size and level, the same for everyone,
//! named by the date in UTC (`daily=YYYY-MM-DD`; days and their seeds are
//! [`crate::model::game::day`]'s).

use crate::core::grid::Board;
use crate::core::slug::Slugged;
use crate::model::game::day::{day_seed, Day};
use crate::problems::math_maze::core::deduce::Difficulty;

/// The seed of the daily puzzle of `day` on `board` at `difficulty`: the same for everyone,
/// different for every day, size and level.
pub fn daily_seed(day: Day, board: Board, difficulty: Difficulty) -> u64 {
    let level = Difficulty::all().position(|d| d == difficulty).unwrap_or(0) as u64;
    day_seed(day, &[u64::from(board.rows()), u64::from(board.cols()), level])
}
