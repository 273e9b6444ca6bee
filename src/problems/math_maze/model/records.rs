//! The math maze's records: its slot is a size and a level ([`MazeSlot`]); the records and the
//! streak are [`crate::model::game::records`]'.

use crate::core::grid::Board;
use crate::core::slug::Slugged;
use crate::model::game::records::{self, Slot};
use crate::problems::math_maze::core::deduce::Difficulty;
use crate::problems::math_maze::core::{MAX_MAZE_SIDE, MIN_MAZE_SIDE};

pub use crate::model::game::records::{Improved, Streak, Unreadable};

/// Sides a maze can have.
const SIDES: usize = (MAX_MAZE_SIDE - MIN_MAZE_SIDE + 1) as usize;

/// A size and a level: what a math maze's records keep a best for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MazeSlot {
    /// The grid's rows and columns.
    pub board: Board,
    /// The level.
    pub difficulty: Difficulty,
}

impl Slot for MazeSlot {
    const HEADER: &'static str = "runut-maze-records-1";
    const COUNT: usize = SIDES * SIDES * Difficulty::SLUGS.len();
    const WORDS: usize = 3;

    fn words(&self) -> String {
        let (rows, cols) = (self.board.rows(), self.board.cols());
        format!("{rows} {cols} {}", self.difficulty.slug())
    }

    fn read(words: &[&str]) -> Option<MazeSlot> {
        let side = |i: usize| {
            let side = words.get(i)?.parse::<u16>().ok()?;
            (MIN_MAZE_SIDE..=MAX_MAZE_SIDE).contains(&side).then_some(side)
        };
        let board = Board::new(side(0)?, side(1)?)?;
        let difficulty = Difficulty::from_slug(words.get(2)?)?;
        Some(MazeSlot { board, difficulty })
    }
}

/// The math maze's records.
///
/// ```
/// use runut::problems::math_maze::model::records::Records;
/// assert_eq!(Records::from_text(&Records::default().to_text()), Ok(Records::default()));
/// ```
pub type Records = records::Records<MazeSlot>;
/// A math maze's best results.
pub type Best = records::Best<MazeSlot>;
/// A solved math maze, as the records take it.
pub type Win = records::Win<MazeSlot>;
