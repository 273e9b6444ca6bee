//! Sudoku in Test yourself and on the teacher's sheet: a 4 × 4 puzzle searched in plain order,
//! a node written as the digits it puts in the empty cells, in row-major order.

use super::settings::SudokuSettings;
use super::Sudoku;
use crate::core::grid::Square;
use crate::core::search::Mode;
use crate::model::i18n::Text;
use crate::model::quiz::forms::tuple;
use crate::model::quiz::read::read_numbers;
use crate::model::quiz::{QuizWords, Quizzed};
use crate::problems::sudoku::core::search::make::small_puzzle;
use crate::problems::sudoku::core::{decision, digit_of, Order};

impl Quizzed for Sudoku {
    const WORDS: QuizWords = QuizWords {
        solution: Text {
            en: "the digits of the empty cells, row by row",
            id: "angka-angka sel kosong, baris demi baris",
        },
        partial: Text {
            en: "the digits placed so far, in the empty cells row by row",
            id: "angka-angka yang sudah ditempatkan, di sel kosong baris demi baris",
        },
        form: Text {
            en: "Write the digits of the empty cells in row order, e.g. 2,4,1,3",
            id: "Tulis angka-angka sel kosong menurut urutan baris, mis. 2,4,1,3",
        },
    };

    /// A 4 × 4 puzzle with 6 to 8 givens.
    fn instance(seed: u64) -> SudokuSettings {
        let puzzle = small_puzzle(seed, 6 + (seed % 3) as usize);
        SudokuSettings { puzzle, order: Order::Plain, mode: Mode::First, compare: false }
    }

    /// In plain order (so that a node's digits fill the empty cells in row order), every
    /// solution up to the second.
    fn searched(settings: &SudokuSettings) -> SudokuSettings {
        SudokuSettings { order: Order::Plain, mode: Mode::All, compare: false, ..settings.clone() }
    }

    /// `(2, 4, 1, 3)`: the digits placed, in row order of their cells.
    fn write_vector(_: &SudokuSettings, decisions: &[Square], _whole: bool) -> String {
        tuple(decisions.iter().map(|&at| digit_of(at)))
    }

    /// Digits for the empty cells, in row order.
    fn read_vector(settings: &SudokuSettings, text: &str) -> Option<Vec<Square>> {
        let numbers = read_numbers(text)?;
        let puzzle = &settings.puzzle;
        let empty: Vec<usize> = (0..puzzle.cells().len()).filter(|&c| puzzle.get(c) == 0).collect();
        let side = puzzle.side() as u64;
        if numbers.len() > empty.len() || numbers.iter().any(|&d| d == 0 || d > side) {
            return Some(Vec::new());
        }
        Some(numbers.iter().zip(empty).map(|(&d, cell)| decision(cell, d as u8)).collect())
    }

    fn describe(settings: &SudokuSettings) -> String {
        settings.puzzle.text()
    }
}
