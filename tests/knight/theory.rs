//! The existence theorems agree with exhaustive search on every board up to 5 × 6.

use runut::core::grid::{Board, Square};
use runut::core::search::Search;
use runut::problems::knight::core::count::count_tours;
use runut::problems::knight::core::theory::{closed_tours_exist, colour_allows, open_tours_exist};
use runut::problems::knight::core::{Algorithm, KnightSearch, Outcome};
use runut::problems::knight::model::status::theory;

/// Whether a tour (closed, with `closed`) starts on `start`: Warnsdorff with backtracking
/// explores the whole tree when there is none.
fn tour_from(board: Board, start: Square, closed: bool) -> bool {
    let mut search = KnightSearch::new(board, start, Algorithm::WarnsdorffBacktracking, closed);
    while search.step().is_some() {}
    search.outcome() == Some(Outcome::Tour)
}

fn tour_exists(board: Board, closed: bool) -> bool {
    board.class_representatives().into_iter().any(|s| tour_from(board, s, closed))
}

#[test]
fn the_theorems_agree_with_search_on_every_board_up_to_5_by_6() {
    for rows in 1..=5u16 {
        for cols in 1..=6u16 {
            let board = Board::new(rows, cols).unwrap();
            let any_tour = tour_exists(board, false);
            // Open tours exist where some tour exists that is not closed.
            let open = board.len() == 1
                || board.class_representatives().into_iter().any(|s| {
                    board.len() <= 25 && count_tours(board, s, false).open > 0
                        || board.len() > 25 && any_tour
                });
            assert_eq!(open_tours_exist(board), open, "open tours on {rows} x {cols}");
            assert_eq!(
                closed_tours_exist(board),
                tour_exists(board, true),
                "closed on {rows} x {cols}"
            );
        }
    }
}

#[test]
fn on_odd_boards_tours_start_only_on_the_majority_colour() {
    for (rows, cols) in [(3, 7), (5, 5), (3, 9), (1, 1)] {
        let board = Board::new(rows, cols).unwrap();
        for s in board.class_representatives() {
            let counts = count_tours(board, s, false);
            let some = counts.open + counts.closed > 0;
            // The colouring argument is necessary; on 5 x 5 it is also sufficient.
            assert!(colour_allows(board, s) || !some, "{rows} x {cols} from {s}");
            if (rows, cols) == (5, 5) {
                assert_eq!(some, colour_allows(board, s), "5 x 5 from {s}");
            }
        }
    }
}

#[test]
fn a_closed_tour_of_one_square_does_not_exist() {
    let board = Board::new(1, 1).unwrap();
    let mut search = KnightSearch::new(board, Square::new(0, 0), Algorithm::Backtracking, true);
    while search.step().is_some() {}
    assert_eq!(search.outcome(), Some(Outcome::NoTour));
}

#[test]
fn the_explanation_names_the_reason() {
    let five = Board::new(5, 5).unwrap();
    assert!(theory(five, Square::new(0, 0)).contains("closed tours do not"));
    assert!(theory(five, Square::new(0, 1)).contains("majority colour"));
    assert!(theory(Board::new(4, 4).unwrap(), Square::new(0, 0)).contains("no tour exists"));
    assert!(theory(Board::new(8, 8).unwrap(), Square::new(0, 0)).contains("both open and closed"));
    assert!(theory(Board::new(3, 8).unwrap(), Square::new(0, 0)).contains("Schwenk"));
}
