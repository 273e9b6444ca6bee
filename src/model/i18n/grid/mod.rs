//! The words of the pages drawn on a grid (the knight's tour, n-queens, the labyrinth, the math
//! maze and the cost matrices): a cell by its row and column, the four directions and the size
//! fields, written once in each language.

use super::{say, t};
use crate::core::grid::{Direction, Square};

mod en;
mod id;

crate::model::i18n::catalogue! { GridText;
    Cell, North, East, South, West, Rows, Columns,
}

/// A cell in words, counted from 1: "row 2, column 3".
///
/// ```
/// use runut::core::grid::Square;
/// use runut::model::i18n::grid::cell_name;
/// assert_eq!(cell_name(Square::new(1, 2)), "row 2, column 3");
/// ```
pub fn cell_name(cell: Square) -> String {
    let (row, col) = (u32::from(cell.row) + 1, u32::from(cell.col) + 1);
    say(GridText::Cell, &[("row", &row), ("col", &col)])
}

/// A direction's name: "north", "east", "south" or "west".
pub fn direction_name(direction: Direction) -> &'static str {
    t(match direction {
        Direction::North => GridText::North,
        Direction::East => GridText::East,
        Direction::South => GridText::South,
        Direction::West => GridText::West,
    })
}
