//! What the Sudoku tree writes at a node: the cell and the digit, and for a dead node why (the
//! house and cell that already hold the digit, or the cell it leaves with no digit); its edge
//! says the digit.

use super::problem::SudokuFound;
use super::settings::{cell_name, SudokuSettings};
use super::status::dead_text;
use super::Sudoku;
use crate::core::grid::Square;
use crate::model::page::problem::found_paths;
use crate::model::page::TreeLabels;
use crate::model::problem::ReplayOf;
use crate::problems::sudoku::core::{cell_of, decision, digit_of, Dead, Grid};

/// Why `at` is dead under the nodes `above`, if it is.
fn dead(settings: &SudokuSettings, above: &[Square], at: Square) -> Option<Dead> {
    let board = settings.tree_order().board_at(&settings.puzzle, above);
    settings.tree_order().why_dead(&board, cell_of(at), digit_of(at))
}

impl TreeLabels for Sudoku {
    fn node_label(settings: &SudokuSettings, _: &[String], above: &[Square], at: Square) -> String {
        let side = settings.puzzle.side();
        let why = dead(settings, above, at)
            .map(|why| format!(" — {}", dead_text(why, settings.tree_order(), side)));
        format!(": {} = {}{}", cell_name(cell_of(at), side), digit_of(at), why.unwrap_or_default())
    }

    fn edge_label(_: &[String], _: &[Square], at: Square) -> String {
        digit_of(at).to_string()
    }

    fn dead_mark(
        settings: &SudokuSettings,
        _: &[String],
        above: &[Square],
        at: Square,
    ) -> Option<String> {
        Some(cell_name(dead(settings, above, at)?.cell(), settings.puzzle.side()))
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
