//! [`Move`]: where the blank goes, in the order the course generates children.

use serde::{Deserialize, Serialize};

/// A move of the blank; its number (0 to 3) is the node's choice, the order children are
/// generated in: up, right, down, left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Move {
    /// The blank goes up a row (the tile above it comes down).
    Up,
    /// The blank goes right.
    Right,
    /// The blank goes down a row.
    Down,
    /// The blank goes left.
    Left,
}

impl Move {
    /// Every move, in generation order.
    pub const ALL: [Move; 4] = [Move::Up, Move::Right, Move::Down, Move::Left];

    /// The move numbered `choice` (0 to 3; others wrap).
    pub fn from_choice(choice: u8) -> Move {
        Move::ALL[usize::from(choice % 4)]
    }

    /// Its number, the node's choice.
    pub fn choice(self) -> u8 {
        self as u8
    }

    /// The move that undoes it.
    pub fn opposite(self) -> Move {
        Move::from_choice(self.choice() + 2)
    }

    /// Where the blank on `square` of a board `side` wide goes, if it stays on the board.
    pub fn from_square(self, square: usize, side: usize) -> Option<usize> {
        let (row, col) = (square / side, square % side);
        match self {
            Move::Up => (row > 0).then(|| square - side),
            Move::Right => (col + 1 < side).then_some(square + 1),
            Move::Down => (row + 1 < side).then_some(square + side),
            Move::Left => (col > 0).then(|| square - 1),
        }
    }
}
