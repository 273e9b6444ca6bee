//! N-queens in Test yourself and on the teacher's sheet: 4 or 5 queens, a solution written as
//! the columns of the queens of rows 1 to n, x = (x1, …, xn), counted from 1.

use super::settings::QueensSettings;
use super::Queens;
use crate::core::grid::Square;
use crate::model::i18n::Text;
use crate::model::quiz::forms::tuple;
use crate::model::quiz::read::read_numbers;
use crate::model::quiz::{QuizWords, Quizzed};
use crate::problems::queens::core::Mode;

impl Quizzed for Queens {
    const WORDS: QuizWords = QuizWords {
        solution: Text {
            en: "the solution vector x = (x1, …, xn), x_k the column of the queen in row k",
            id: "vektor solusi x = (x1, …, xn), x_k kolom ratu di baris k",
        },
        partial: Text {
            en: "the partial vector (x1, …, xk), x_i the column of the queen in row i",
            id: "vektor parsial (x1, …, xk), x_i kolom ratu di baris i",
        },
        form: Text {
            en: "Write the columns from 1, row 1 first, e.g. 3,5,2,4,1 or x1=3, x2=5, …",
            id: "Tulis kolom-kolomnya mulai dari 1, baris 1 lebih dahulu, mis. 3,5,2,4,1 atau x1=3, x2=5, …",
        },
    };

    /// Four queens or five (the course's two small boards).
    fn instance(seed: u64) -> QueensSettings {
        QueensSettings { n: 4 + (seed % 2) as u16, mode: Mode::First, compare: false }
    }

    fn searched(settings: &QueensSettings) -> QueensSettings {
        QueensSettings { mode: Mode::All, compare: false, ..settings.clone() }
    }

    /// `(2, 4, 1, 3)`: each row's column, from 1.
    fn write_vector(_settings: &QueensSettings, decisions: &[Square], _whole: bool) -> String {
        tuple(decisions.iter().map(|at| at.col + 1))
    }

    /// Columns from 1 to n, row 1 first.
    fn read_vector(settings: &QueensSettings, text: &str) -> Option<Vec<Square>> {
        let numbers = read_numbers(text)?;
        let n = u64::from(settings.n);
        if numbers.len() as u64 > n || numbers.iter().any(|&c| c == 0 || c > n) {
            return Some(Vec::new());
        }
        Some(
            numbers
                .iter()
                .enumerate()
                .map(|(row, &c)| Square::new(row as u16, c as u16 - 1))
                .collect(),
        )
    }

    fn describe(settings: &QueensSettings) -> String {
        format!("n = {}", settings.n)
    }
}
