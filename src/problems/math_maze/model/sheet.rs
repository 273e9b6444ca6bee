//! A math-maze puzzle drawn for paper: the grid, the clues above and beside it, S and F, the
//! given pieces, and (on the solution sheet) the path. Black lines on white, in whole SVG units,
//! so that the page writes every coordinate without floats.

use crate::core::grid::{Direction, Square};
use crate::problems::math_maze::core::puzzle::PathPuzzle;

/// A cell's side, in SVG units.
pub const CELL: u32 = 40;
/// The margin left of the grid and above it, where the clues are written.
pub const MARGIN: u32 = 36;

/// What a printed sheet draws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sheet {
    /// The SVG view box: `0 0 width height`.
    pub view_box: String,
    /// The grid's lines, as one SVG path.
    pub grid: String,
    /// Each clue and each end letter: where its text is centred, and the text.
    pub labels: Vec<(u32, u32, String)>,
    /// The given pieces' strokes, from each given cell's centre out of the sides the path
    /// leaves it by, as one SVG path.
    pub pieces: String,
    /// The bare given cells (only the cell is given): their centres.
    pub dots: Vec<(u32, u32)>,
    /// The path through the cells' centres, on the solution sheet.
    pub path: Option<String>,
}

fn centre(cell: Square) -> (u32, u32) {
    (MARGIN + u32::from(cell.col) * CELL + CELL / 2, MARGIN + u32::from(cell.row) * CELL + CELL / 2)
}

/// The sheet of `puzzle`, with `solution` drawn through it if given.
///
/// ```
/// use runut::core::grid::{Board, Square};
/// use runut::problems::math_maze::core::puzzle::PathPuzzle;
/// use runut::problems::math_maze::model::sheet::sheet;
/// let path = [Square::new(0, 0), Square::new(0, 1)];
/// let puzzle = PathPuzzle::from_path(Board::new(1, 2).unwrap(), &path, vec![]);
/// let sheet = sheet(&puzzle, Some(&path));
/// assert_eq!(sheet.view_box, "0 0 134 94");
/// assert_eq!(sheet.path.as_deref(), Some("M56 56L96 56"));
/// ```
pub fn sheet(puzzle: &PathPuzzle, solution: Option<&[Square]>) -> Sheet {
    let (rows, cols) = (u32::from(puzzle.board.rows()), u32::from(puzzle.board.cols()));
    let (right, bottom) = (MARGIN + cols * CELL, MARGIN + rows * CELL);
    let mut grid = String::new();
    for r in 0..=rows {
        grid.push_str(&format!("M{MARGIN} {}H{right}", MARGIN + r * CELL));
    }
    for c in 0..=cols {
        grid.push_str(&format!("M{} {MARGIN}V{bottom}", MARGIN + c * CELL));
    }
    let mut labels = Vec::new();
    for (c, clue) in puzzle.col_clues.iter().enumerate() {
        labels.push((MARGIN + c as u32 * CELL + CELL / 2, MARGIN / 2, clue.to_string()));
    }
    for (r, clue) in puzzle.row_clues.iter().enumerate() {
        labels.push((MARGIN / 2, MARGIN + r as u32 * CELL + CELL / 2, clue.to_string()));
    }
    for (cell, letter) in [(puzzle.start, "S"), (puzzle.finish, "F")] {
        let (x, y) = centre(cell);
        labels.push((x, y, letter.to_string()));
    }
    let mut pieces = String::new();
    let mut dots = Vec::new();
    for given in &puzzle.givens {
        let (x, y) = centre(given.at);
        if given.exits == 0 {
            dots.push((x, y));
        }
        for d in Direction::ALL.into_iter().filter(|d| given.exits & d.bit() != 0) {
            let half = CELL / 2;
            let (tx, ty) = match d {
                Direction::North => (x, y - half),
                Direction::East => (x + half, y),
                Direction::South => (x, y + half),
                Direction::West => (x - half, y),
            };
            pieces.push_str(&format!("M{x} {y}L{tx} {ty}"));
        }
    }
    let path = solution.map(|cells| {
        let points: Vec<String> =
            cells.iter().map(|&c| format!("{} {}", centre(c).0, centre(c).1)).collect();
        format!("M{}", points.join("L"))
    });
    Sheet {
        view_box: format!("0 0 {} {}", right + MARGIN / 2, bottom + MARGIN / 2),
        grid,
        labels,
        pieces,
        dots,
        path,
    }
}
