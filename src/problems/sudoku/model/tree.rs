//! What the Sudoku tree writes at a node: the cell and the digit, and for a dead node the house
//! and the cell that already hold the digit; its edge says the digit.

use super::problem::SudokuFound;
use super::settings::{cell_name, SudokuSettings};
use super::status::clash_text;
use super::Sudoku;
use crate::core::grid::Square;
use crate::model::page::problem::found_paths;
use crate::model::page::TreeLabels;
use crate::model::problem::ReplayOf;
use crate::problems::sudoku::core::{cell_of, decision, digit_of, filled, Grid};

/// Why `at` is dead under the nodes `above`, if it is: the house and cell that hold its digit.
fn dead_reason(settings: &SudokuSettings, above: &[Square], at: Square) -> Option<String> {
    let grid = filled(&settings.puzzle, above);
    let (house, by) = grid.holder(cell_of(at), digit_of(at))?;
    Some(clash_text(house, by, grid.side()))
}

impl TreeLabels for Sudoku {
    fn node_label(settings: &SudokuSettings, above: &[Square], at: Square) -> String {
        let side = settings.puzzle.side();
        let why = dead_reason(settings, above, at).map(|why| format!(" — {why}"));
        format!(": {} = {}{}", cell_name(cell_of(at), side), digit_of(at), why.unwrap_or_default())
    }

    fn edge_label(_: &[Square], at: Square) -> String {
        digit_of(at).to_string()
    }

    fn dead_mark(settings: &SudokuSettings, above: &[Square], at: Square) -> Option<String> {
        let grid = filled(&settings.puzzle, above);
        let (_, by) = grid.holder(cell_of(at), digit_of(at))?;
        Some(cell_name(by, grid.side()))
    }

    /// `data-value`: the digit the node puts (what a node's children differ by).
    fn node_attribute(_: &[Square], at: Square) -> Option<(&'static str, String)> {
        Some(("data-value", digit_of(at).to_string()))
    }

    /// The worker's solutions as paths: each empty cell's digit, in row-major order.
    fn solutions(
        settings: &SudokuSettings,
        trail: &ReplayOf<Sudoku>,
        found: Option<&SudokuFound>,
    ) -> Vec<Vec<Square>> {
        let puzzle = &settings.puzzle;
        let path = |grid: &Grid| {
            let empty = (0..puzzle.cells().len()).filter(|&c| puzzle.get(c) == 0);
            empty.map(|c| decision(c, grid.get(c))).collect()
        };
        let listed = match found {
            Some(SudokuFound::Solutions(list)) => Some(list.iter().map(path).collect()),
            _ => None,
        };
        found_paths(trail, listed)
    }
}
