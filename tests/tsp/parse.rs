//! The matrix text's typed errors, and what the diagonal means.

use runut::core::matrix::MatrixError;
use runut::core::numbers::NumberError;
use runut::problems::tsp::core::{Graph, GraphError, TEXTBOOK};

/// The matrix error of `text`.
fn error(text: &str) -> MatrixError {
    match Graph::parse(text) {
        Err(GraphError::Matrix(error)) => error,
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn the_textbooks_matrix_reads_back_as_it_is_written() {
    assert_eq!(Graph::textbook().roads().to_text(), TEXTBOOK);
}

#[test]
fn the_diagonal_is_ignored_whatever_it_says() {
    let zeros = Graph::parse("0,20,30;15,0,16;3,5,0").unwrap();
    let crosses = Graph::parse("x,20,30;15,x,16;3,5,x").unwrap();
    let numbers = Graph::parse("7,20,30;15,8,16;3,5,9").unwrap();
    assert_eq!(zeros, crosses);
    assert_eq!(numbers, crosses);
    assert_eq!(crosses.weight(1, 1), None);
}

#[test]
fn a_row_too_short_is_not_square() {
    assert_eq!(
        error("x,1,2;3,x;4,5,x"),
        MatrixError::NotSquare { row: 1, entries: 2, expected: 3 }
    );
}

#[test]
fn two_cities_are_too_few_and_thirteen_too_many() {
    assert_eq!(error("x,1;1,x"), MatrixError::Size { rows: 2, min: 3, max: 12 });
    let row = vec!["1"; 13].join(",");
    let thirteen = vec![row; 13].join(";");
    assert_eq!(error(&thirteen), MatrixError::Size { rows: 13, min: 3, max: 12 });
    assert_eq!(error(""), MatrixError::Size { rows: 0, min: 3, max: 12 });
}

#[test]
fn a_word_or_a_negative_weight_is_refused_where_it_stands() {
    let word = NumberError::NotANumber("far".into());
    assert_eq!(error("x,1,2;3,x,far;4,5,x"), MatrixError::Entry { row: 1, col: 2, error: word });
    let negative = NumberError::Negative;
    assert_eq!(error("x,1,2;3,x,4;-4,5,x"), MatrixError::Entry { row: 2, col: 0, error: negative });
    let large = NumberError::TooLarge { max: 9999 };
    assert_eq!(error("x,10000,2;3,x,4;4,5,x"), MatrixError::Entry { row: 0, col: 1, error: large });
}

#[test]
fn a_city_without_a_road_out_or_in_has_no_tour() {
    assert_eq!(Graph::parse("x,1,2;x,x,x;4,5,x"), Err(GraphError::NoRoadOut(1)));
    assert_eq!(Graph::parse("x,1,x;3,x,x;4,5,x"), Err(GraphError::NoRoadIn(2)));
}

#[test]
fn a_seed_always_makes_the_same_graph() {
    assert_eq!(Graph::random(12, 7, false), Graph::random(12, 7, false));
    assert_ne!(Graph::random(12, 7, false), Graph::random(12, 8, false));
    assert_eq!(Graph::random(9, 3, true).roads().asymmetry(), None);
}
