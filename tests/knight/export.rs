//! Exported tours read back exactly.

use crate::common;

use runut::core::grid::{Board, Square};
use runut::core::search::Search;
use runut::problems::knight::core::{Algorithm, KnightSearch};
use runut::problems::knight::model::export::{path_text, path_text_of, tour_csv, tour_grid};
use runut::problems::knight::model::palette::{move_colour, square_colour, tour_pixels};

#[test]
fn the_text_grid_is_the_seed_files_layout() {
    let board = Board::new(8, 8).unwrap();
    let mut search = KnightSearch::new(board, Square::new(0, 0), Algorithm::Warnsdorff, false);
    while search.step().is_some() {}
    let seed: Vec<String> = common::data_lines("knight-8x8-seed-boards.txt")[8..16].to_vec();
    let exported: Vec<String> =
        tour_grid(board, search.path()).lines().map(|l| l.trim().to_string()).collect();
    assert_eq!(exported, seed);
}

#[test]
fn the_csv_lists_every_move_in_order() {
    let path = [Square::new(0, 0), Square::new(2, 1), Square::new(4, 2)];
    let csv = tour_csv(&path);
    let rows: Vec<Vec<u16>> =
        csv.lines().skip(1).map(|l| l.split(',').map(|x| x.parse().unwrap()).collect()).collect();
    assert_eq!(csv.lines().next(), Some("move,row,col"));
    assert_eq!(rows, vec![vec![0, 0, 0], vec![1, 2, 1], vec![2, 4, 2]]);
}

#[test]
fn the_canvas_picture_colours_each_visited_square_by_its_move_and_chequers_the_rest() {
    let board = Board::new(8, 8).unwrap();
    let mut search = KnightSearch::new(board, Square::new(0, 0), Algorithm::Warnsdorff, false);
    while search.step().is_some() {}
    let path = search.path().to_vec();
    // Half the tour: the second half's squares stay chequered.
    let shown = &path[..21];
    let pixels = tour_pixels(board, shown);
    assert_eq!(pixels.len(), board.len() * 4);
    let pixel = |s: Square| {
        let at = board.index(s) * 4;
        [pixels[at], pixels[at + 1], pixels[at + 2], pixels[at + 3]]
    };
    let last = (shown.len() - 1) as f64;
    for (k, &s) in shown.iter().enumerate() {
        let [r, g, b, a] = pixel(s);
        let want = move_colour(k as f64 / last);
        // The picture's colours come from a table of 1,024 steps: at most one shade apart.
        for (got, want) in [r, g, b].into_iter().zip(want) {
            assert!(got.abs_diff(want) <= 1, "move {k}: {:?} against {want:?}", [r, g, b]);
        }
        assert_eq!(a, 255);
    }
    assert_eq!(pixel(shown[0])[..3], move_colour(0.0));
    assert_eq!(pixel(shown[20])[..3], move_colour(1.0));
    for &s in &path[21..] {
        assert_eq!(pixel(s), {
            let [r, g, b] = square_colour(u32::from(s.row), u32::from(s.col));
            [r, g, b, 255]
        });
    }
}

#[test]
fn the_path_text_matches_the_squares_written_one_by_one() {
    // Every row and column number from 0 to 999, so one to three digits each.
    let path: Vec<Square> = (0..1000).map(|i| Square::new(i, 999 - i)).collect();
    let expected: Vec<String> = path.iter().map(|s| format!("{},{}", s.row, s.col)).collect();
    assert_eq!(path_text(&path), expected.join(" "));
    assert_eq!(path_text(&[]), "");
}

#[test]
fn a_path_text_written_in_pieces_is_the_whole_text() {
    let path: Vec<Square> = (0..1000).map(|i| Square::new(i % 37, i / 37)).collect();
    let whole = path_text(&path);
    for piece in [1, 7, 333, 999, 1000, 5000] {
        let starts = (0..path.len()).step_by(piece);
        let pieces: String =
            starts.map(|from| path_text_of(&path, from..(from + piece).min(path.len()))).collect();
        assert_eq!(pieces, whole, "pieces of {piece} squares");
    }
}
