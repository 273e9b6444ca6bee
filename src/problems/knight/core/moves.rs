//! How a knight moves: its eight jumps in the seed programs' order, on any board.

use crate::core::grid::{Board, Square};

/// The knight's eight moves as (row delta, column delta), in the order the seed programs try them.
pub const KNIGHT_MOVES: [(i32, i32); 8] =
    [(2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1)];

/// Knight moves on a board.
///
/// ```
/// use runut::core::grid::{Board, Square};
/// use runut::problems::knight::core::moves::KnightMoves;
/// let board = Board::new(3, 4).unwrap();
/// let moves: Vec<Square> = board.knight_moves(Square::new(0, 0)).collect();
/// assert_eq!(moves, vec![Square::new(2, 1), Square::new(1, 2)]);
/// ```
pub trait KnightMoves {
    /// The squares a knight on `from` can reach, in the order of [`KNIGHT_MOVES`].
    fn knight_moves(&self, from: Square) -> impl Iterator<Item = Square> + '_;
}

impl KnightMoves for Board {
    fn knight_moves(&self, from: Square) -> impl Iterator<Item = Square> + '_ {
        let (rows, cols) = (self.rows() as i32, self.cols() as i32);
        KNIGHT_MOVES.iter().filter_map(move |&(dr, dc)| {
            let row = from.row as i32 + dr;
            let col = from.col as i32 + dc;
            let inside = row >= 0 && col >= 0 && row < rows && col < cols;
            inside.then(|| Square::new(row as u16, col as u16))
        })
    }
}

/// Whether a knight moves from `a` to `b` in one jump.
pub fn is_knight_move(a: Square, b: Square) -> bool {
    let dr = (a.row as i32 - b.row as i32).abs();
    let dc = (a.col as i32 - b.col as i32).abs();
    (dr == 1 && dc == 2) || (dr == 2 && dc == 1)
}
