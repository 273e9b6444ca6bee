//! The course's ways of writing a vector, shared by the problems' answers: a tuple of numbers
//! `(1, 0, 1)` and squares as (row, column) pairs counted from 1, `(1,1) (3,2)`.

use super::read::read_numbers;
use crate::core::grid::Square;
use std::fmt::Display;

/// `values` as a tuple: `(1, 0, 1)`.
///
/// ```
/// use runut::model::quiz::forms::tuple;
/// assert_eq!(tuple([1, 0, 1]), "(1, 0, 1)");
/// ```
pub fn tuple<T: Display>(values: impl IntoIterator<Item = T>) -> String {
    let values: Vec<String> = values.into_iter().map(|v| v.to_string()).collect();
    format!("({})", values.join(", "))
}

/// Squares as the page names them, (row, column) from (1, 1): `(1,1) (3,2)`.
///
/// ```
/// use runut::core::grid::Square;
/// use runut::model::quiz::forms::squares_text;
/// assert_eq!(squares_text(&[Square::new(0, 0), Square::new(2, 1)]), "(1,1) (3,2)");
/// ```
pub fn squares_text(squares: &[Square]) -> String {
    let pairs: Vec<String> =
        squares.iter().map(|s| format!("({},{})", s.row + 1, s.col + 1)).collect();
    pairs.join(" ")
}

/// Squares typed as (row, column) pairs from (1, 1), in any of the vector forms
/// ([`read_numbers`]): `None` for an odd count of numbers or a 0.
///
/// ```
/// use runut::core::grid::Square;
/// use runut::model::quiz::forms::read_squares;
/// assert_eq!(read_squares("(1,1) (3, 2)"), Some(vec![Square::new(0, 0), Square::new(2, 1)]));
/// assert_eq!(read_squares("1 1 3"), None);
/// ```
pub fn read_squares(text: &str) -> Option<Vec<Square>> {
    let numbers = read_numbers(text)?;
    if numbers.len() % 2 != 0 || numbers.iter().any(|&n| n == 0 || n > u64::from(u16::MAX)) {
        return None;
    }
    Some(numbers.chunks(2).map(|p| Square::new(p[0] as u16 - 1, p[1] as u16 - 1)).collect())
}

/// The text of a field after a click on `square`: the square, as (row, column) from (1, 1),
/// added after what is written.
///
/// ```
/// use runut::core::grid::Square;
/// use runut::model::quiz::forms::square_added;
/// assert_eq!(square_added("(1,1)", Square::new(2, 1)), "(1,1) (3,2)");
/// assert_eq!(square_added(" ", Square::new(0, 0)), "(1,1)");
/// ```
pub fn square_added(field: &str, square: Square) -> String {
    let field = field.trim_end();
    let square = squares_text(&[square]);
    if field.trim().is_empty() {
        square
    } else {
        format!("{field} {square}")
    }
}

/// Which of `n` things a set of `numbers` takes, the thing `k` named by `label(k)` (things of
/// the same label are taken one for each time it is written); `None` when a number names no
/// thing left to take.
pub fn taken_set(
    n: usize,
    label: impl Fn(usize) -> u64,
    numbers: impl IntoIterator<Item = u64>,
) -> Option<Vec<bool>> {
    let mut taken = vec![false; n];
    for number in numbers {
        let k = (0..n).find(|&k| label(k) == number && !taken[k])?;
        taken[k] = true;
    }
    Some(taken)
}
