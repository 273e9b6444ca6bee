//! Test yourself on the knight's tour: every kind of question on many seeds, against plain
//! backtracking walked again here on the 3 × 4 board (the eight moves in the fixed order, a
//! visited square a dead node), recording every node up to the first tour.

use crate::common::quiz::{check_every_kind, Truth, TruthNode};
use runut::problems::knight::model::settings::KnightSettings;
use runut::problems::knight::Knight;

/// The fixed move order.
const MOVES: [(i32, i32); 8] =
    [(2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1)];

/// The forms of a path of squares (row, column) from 0, the start first.
fn forms(path: &[(i32, i32)]) -> Vec<String> {
    let squares: Vec<String> = path.iter().map(|(r, c)| format!("({},{})", r + 1, c + 1)).collect();
    let numbers: Vec<String> = path.iter().map(|(r, c)| format!("{},{}", r + 1, c + 1)).collect();
    vec![
        squares.join(" "),
        squares[1..].join(", "),
        numbers.join("; "),
        format!("[{}]", squares.join(" → ")),
    ]
}

/// Moves on from the last square of `path`, the node numbered `parent`; true once a tour is
/// found (the search stops there).
fn walk(rows: i32, cols: i32, parent: u32, path: &mut Vec<(i32, i32)>, truth: &mut Truth) -> bool {
    let at = *path.last().unwrap();
    for (dr, dc) in MOVES {
        let next = (at.0 + dr, at.1 + dc);
        if next.0 < 0 || next.1 < 0 || next.0 >= rows || next.1 >= cols {
            continue;
        }
        let number = truth.nodes.len() as u32 + 1;
        let dead = path.contains(&next);
        path.push(next);
        let tour = !dead && path.len() as i32 == rows * cols;
        let mut wrong_path = path.clone();
        *wrong_path.last_mut().unwrap() = at;
        let wrong = forms(&wrong_path)[..1].to_vec();
        let whole = if tour { forms(path) } else { Vec::new() };
        truth.nodes.push(TruthNode { parent, right: forms(path), wrong, whole, cost: None });
        if tour {
            truth.first = Some(number);
            truth.nodes_at_first = Some(u64::from(number));
            return true;
        }
        if !dead && walk(rows, cols, number, path, truth) {
            return true;
        }
        path.pop();
    }
    false
}

/// The tree of `settings`' board up to its first tour.
fn truth(settings: &KnightSettings) -> Truth {
    let start = (i32::from(settings.start.row), i32::from(settings.start.col));
    let (rows, cols) = (i32::from(settings.board.rows()), i32::from(settings.board.cols()));
    let mut truth = Truth { nodes: vec![TruthNode::default()], ..Truth::default() };
    walk(rows, cols, 1, &mut vec![start], &mut truth);
    truth
}

#[test]
fn every_kind_of_question_agrees_with_the_tree_walked_again() {
    check_every_kind::<Knight>(0..40, truth);
}
