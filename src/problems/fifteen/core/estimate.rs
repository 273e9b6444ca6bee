//! [`Estimate`]: ĝ(i), the estimated cost of reaching the goal from a position.

use super::position::Position;
use serde::{Deserialize, Serialize};

crate::core::slug::slugged! {
    /// How ĝ(i) estimates the moves left; c(i) = f(i) + ĝ(i), f(i) being the depth. Neither ever
    /// overestimates, and each is 1 on a position one move from the goal.
    ///
    /// Each estimate with its name in URLs (`cost=`), as the page lists them.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
    pub enum Estimate {
        /// The course's: the non-blank tiles out of place.
        #[default]
        Misplaced = "misplaced",
        /// The sum of the non-blank tiles' distances to their places, in rows plus columns.
        Manhattan = "manhattan",
    }
}

impl Estimate {
    /// ĝ of `position`.
    ///
    /// ```
    /// use runut::problems::fifteen::core::{Estimate, Position};
    /// let start = Position::parse("1,2,3,4,5,6,0,8,9,10,7,11,13,14,15,12").unwrap();
    /// assert_eq!(Estimate::Misplaced.of(&start), 3);
    /// assert_eq!(Estimate::Manhattan.of(&start), 3);
    /// ```
    pub fn of(self, position: &Position) -> u32 {
        let scores = self.scores(position.side());
        let squares = position.tiles().iter().enumerate();
        squares.map(|(square, &tile)| u32::from(scores[usize::from(tile)][square])).sum()
    }

    /// What each tile on each square adds to ĝ, by tile then square (the blank, 0, adds
    /// nothing).
    pub(super) fn scores(self, side: u8) -> [[u8; 16]; 16] {
        let side = usize::from(side);
        let mut scores = [[0; 16]; 16];
        for (tile, row) in scores.iter_mut().enumerate().take(side * side).skip(1) {
            let home = tile - 1;
            for (square, score) in row.iter_mut().enumerate().take(side * side) {
                *score = match self {
                    Estimate::Misplaced => u8::from(square != home),
                    Estimate::Manhattan => {
                        (square / side).abs_diff(home / side) as u8
                            + (square % side).abs_diff(home % side) as u8
                    }
                };
            }
        }
        scores
    }
}
