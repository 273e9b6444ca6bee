//! What theory says about knight's tours on an m × n board, before any search.
//!
//! - **Closed tours** (Schwenk, 1991) exist on every m × n board (m ≤ n) except when m and n are
//!   both odd; m is 1, 2 or 4; or m = 3 and n is 4, 6 or 8.
//! - **Open tours** (Cull & De Curtins, 1978; Conrad et al., 1994) exist on every m × n board
//!   (m ≤ n) except when m is 1 or 2 (but 1 × 1); m = 3 and n is 3, 5 or 6; or m = n = 4.
//! - **Colouring**: a knight always lands on the other colour, so a tour alternates colours. On a
//!   board with an odd number of squares one colour has one square more, and a tour must start
//!   and end on it; a closed tour would need the two colours to be equal.

use crate::core::grid::{Board, Square};

/// Whether some closed tour exists on `board`.
pub fn closed_tours_exist(board: Board) -> bool {
    let (m, n) = sides(board);
    !(m % 2 == 1 && n % 2 == 1 || matches!(m, 1 | 2 | 4) || m == 3 && matches!(n, 4 | 6 | 8))
}

/// Whether some open tour exists on `board` (a 1 × 1 board is its own tour).
pub fn open_tours_exist(board: Board) -> bool {
    let (m, n) = sides(board);
    match m {
        1 => n == 1,
        2 => false,
        3 => !matches!(n, 3 | 5 | 6),
        4 => n != 4,
        _ => true,
    }
}

fn sides(board: Board) -> (u16, u16) {
    (board.rows().min(board.cols()), board.rows().max(board.cols()))
}

/// Whether `square` has the colour of the corner (0, 0).
fn corner_colour(square: Square) -> bool {
    (square.row + square.col).is_multiple_of(2)
}

/// Whether a tour can start on `square` by the colouring argument (on a board with an odd number
/// of squares, only the majority colour, the corner's, can).
pub fn colour_allows(board: Board, square: Square) -> bool {
    board.len().is_multiple_of(2) || corner_colour(square)
}
