//! Test yourself on Sudoku: every kind of question on many seeds, against the course's tree
//! walked again here (every digit tried in the first empty cell is a node, dead or alive).

use super::reference::count_solutions;
use crate::common::quiz::{changed, check_every_kind, tuple_forms, Truth, TruthNode};
use runut::problems::sudoku::model::settings::SudokuSettings;
use runut::problems::sudoku::Sudoku;

/// Whether `digit` may go in `cell` of the 4 × 4 `cells`.
fn fits(cells: &[u8], cell: usize, digit: u8) -> bool {
    let (row, col) = (cell / 4, cell % 4);
    let (top, left) = (row / 2 * 2, col / 2 * 2);
    (0..4).all(|i| {
        cells[row * 4 + i] != digit
            && cells[i * 4 + col] != digit
            && cells[(top + i / 2) * 4 + left + i % 2] != digit
    })
}

/// Fills the first empty cell of `cells` below the node numbered `parent`; `x` the digits placed.
fn walk(cells: &mut Vec<u8>, parent: u32, x: &mut Vec<u64>, truth: &mut Truth) {
    let Some(cell) = cells.iter().position(|&d| d == 0) else { return };
    for digit in 1..=4u8 {
        let dead = !fits(cells, cell, digit);
        x.push(u64::from(digit));
        cells[cell] = digit;
        let number = truth.nodes.len() as u32 + 1;
        let whole = !dead && !cells.contains(&0);
        let wrong = tuple_forms(&changed(x, 4))[..1].to_vec();
        let all = if whole { tuple_forms(x) } else { Vec::new() };
        truth.nodes.push(TruthNode {
            parent,
            right: tuple_forms(x),
            wrong,
            whole: all,
            cost: None,
        });
        if whole && truth.first.is_none() {
            truth.first = Some(number);
            truth.nodes_at_first = Some(u64::from(number));
        }
        if !dead && !whole {
            walk(cells, number, x, truth);
        }
        cells[cell] = 0;
        x.pop();
    }
}

/// The whole tree of `settings`' puzzle (it has one solution, so the search's check of
/// uniqueness searches it all).
fn truth(settings: &SudokuSettings) -> Truth {
    let mut cells = settings.puzzle.cells().to_vec();
    assert_eq!(count_solutions(&cells, 2), 1, "the quiz's puzzle has one solution");
    let mut truth = Truth { nodes: vec![TruthNode::default()], ..Truth::default() };
    walk(&mut cells, 1, &mut Vec::new(), &mut truth);
    truth.total = Some(truth.nodes.len() as u64);
    truth
}

#[test]
fn every_kind_of_question_agrees_with_the_tree_walked_again() {
    check_every_kind::<Sudoku>(0..30, truth);
}
