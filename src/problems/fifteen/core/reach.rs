//! [`Reachability`]: whether a position can reach the goal, decided as the course does with
//! KURANG(i) and X, before any search.

use super::position::Position;

/// The course's test: KURANG(i), for each tile i, counts the tiles j < i that stand after i
/// (row by row), the blank counted as the tile n² (16 on the 4 × 4); X is 1 when the blank
/// starts on a square whose row + column (from 0) is odd. The goal is reachable exactly when
/// Σ KURANG(i) + X is even.
///
/// Each move of the blank swaps it with one tile, which changes the parity of Σ KURANG, and
/// takes it to a square of the other colour, which changes X: the parity of the sum never
/// changes, and it is even at the goal. On the 3 × 3 board KURANG(9) + X is always even (the
/// blank on row r, column c has 8 − 3r − c squares after it, and 8 − 3r − c + r + c = 8 − 2r),
/// so there the rule is the parity of the inversions among the tiles alone, as it is usually
/// stated for boards of odd width; the figures shown are the same as on the 4 × 4.
///
/// ```
/// use runut::problems::fifteen::core::{Position, Reachability};
/// let start = Position::parse("1,2,3,4,5,6,0,8,9,10,7,11,13,14,15,12").unwrap();
/// let test = Reachability::of(&start);
/// assert_eq!((test.kurang(16), test.kurang(8), test.x()), (9, 1, 1));
/// assert_eq!(test.sum(), 16);
/// assert!(test.is_reachable());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reachability {
    /// KURANG(i) at index i − 1, for i = 1 … n².
    kurang: Vec<u32>,
    x: u32,
}

impl Reachability {
    /// The test of `position`.
    pub fn of(position: &Position) -> Reachability {
        let squares = position.tiles().len() as u8;
        let values: Vec<u8> =
            position.tiles().iter().map(|&t| if t == 0 { squares } else { t }).collect();
        let mut kurang = vec![0; values.len()];
        for (square, &value) in values.iter().enumerate() {
            let after = values[square + 1..].iter().filter(|&&other| other < value).count();
            kurang[usize::from(value) - 1] = after as u32;
        }
        let side = usize::from(position.side());
        let blank = position.blank();
        let x = ((blank / side + blank % side) % 2) as u32;
        Reachability { kurang, x }
    }

    /// KURANG(`tile`), for a tile from 1 to n² (n², 16 on the 4 × 4, is the blank).
    pub fn kurang(&self, tile: u8) -> u32 {
        self.kurang[usize::from(tile) - 1]
    }

    /// X: 1 when the blank starts on a square of odd row + column, else 0.
    pub fn x(&self) -> u32 {
        self.x
    }

    /// Σ KURANG(i) + X.
    pub fn sum(&self) -> u32 {
        self.kurang.iter().sum::<u32>() + self.x
    }

    /// Whether the goal is reachable: the sum is even.
    pub fn is_reachable(&self) -> bool {
        self.sum().is_multiple_of(2)
    }
}
