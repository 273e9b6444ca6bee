//! The printed sheets: every clue, both ends and every given piece are drawn where their cells
//! are, and the solution sheet draws the path through every one of its cells in order.

use runut::core::grid::Board;
use runut::core::grid::Square;
use runut::problems::math_maze::core::deduce::Difficulty;
use runut::problems::math_maze::core::generate::{PuzzleMaker, PuzzleSpec};
use runut::problems::math_maze::model::sheet::{sheet, CELL, MARGIN};

#[test]
fn a_sheet_draws_the_grid_the_clues_the_ends_the_pieces_and_the_path() {
    let board = Board::new(7, 9).unwrap();
    let (start, finish) = PuzzleSpec::random_ends(board, 11);
    let made = PuzzleMaker::new(PuzzleSpec {
        board,
        seed: 11,
        start,
        finish,
        difficulty: Difficulty::Easy,
    })
    .finish();
    let puzzle = &made.puzzle;
    let blank = sheet(puzzle, None);
    assert_eq!(blank.path, None, "the puzzle sheet shows no path");
    // One line per row and column boundary.
    assert_eq!(blank.grid.matches('M').count(), (7 + 1) + (9 + 1));
    // Clues: the columns' above the grid, the rows' to its left, each centred on its line.
    let centre = |i: usize| MARGIN + i as u32 * CELL + CELL / 2;
    for (c, clue) in puzzle.col_clues.iter().enumerate() {
        assert!(blank.labels.contains(&(centre(c), MARGIN / 2, clue.to_string())));
    }
    for (r, clue) in puzzle.row_clues.iter().enumerate() {
        assert!(blank.labels.contains(&(MARGIN / 2, centre(r), clue.to_string())));
    }
    let at = |s: Square| (centre(s.col.into()), centre(s.row.into()));
    assert!(blank.labels.contains(&(at(start).0, at(start).1, "S".into())));
    assert!(blank.labels.contains(&(at(finish).0, at(finish).1, "F".into())));
    // Each given piece: one stroke per side the path leaves it by, or a dot for a bare cell.
    let strokes: u32 = puzzle.givens.iter().map(|g| g.exits.count_ones()).sum();
    assert_eq!(blank.pieces.matches('M').count() as u32, strokes);
    let bare = puzzle.givens.iter().filter(|g| g.exits == 0).map(|g| at(g.at)).collect::<Vec<_>>();
    assert_eq!(blank.dots, bare);
    // The solution: the route's cells' centres, in order.
    let solved = sheet(puzzle, Some(&made.route));
    let expected: Vec<String> =
        made.route.iter().map(|&s| format!("{} {}", at(s).0, at(s).1)).collect();
    assert_eq!(solved.path, Some(format!("M{}", expected.join("L"))));
    assert_eq!((solved.grid, solved.labels), (blank.grid, blank.labels));
}
