//! Exported tours read back exactly.

use crate::common;

use runut::core::grid::{Board, Square};
use runut::core::knight::{Algorithm, KnightSearch};
use runut::core::search::Search;
use runut::model::knight::export::{tour_csv, tour_grid};

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
