//! The knight's tour in Test yourself and on the teacher's sheet: the 3 × 4 board from a start
//! drawn from a seed, plain backtracking, and a tour written square by square as the page names
//! the squares, (row, column) from (1, 1).

use super::settings::KnightSettings;
use super::Knight;
use crate::core::grid::{Board, Square};
use crate::model::i18n::Text;
use crate::model::quiz::forms::{read_squares, square_added, squares_text};
use crate::model::quiz::{Kind, QuizWords, Quizzed};
use crate::problems::knight::core::Algorithm;

impl Quizzed for Knight {
    const WORDS: QuizWords = QuizWords {
        solution: Text {
            en: "the tour, square by square from the start",
            id: "perjalanan, petak demi petak dari awal",
        },
        partial: Text {
            en: "the path, square by square from the start, the node's own square last",
            id: "lintasan, petak demi petak dari awal, petak simpul itu sendiri paling akhir",
        },
        form: Text {
            en: "Write the squares as (row, column) from (1, 1), e.g. (1,1) (3,2) (1,3), or click them on the board.",
            id: "Tulis petak-petaknya sebagai (baris, kolom) mulai dari (1, 1), mis. (1,1) (3,2) (1,3), atau klik di papan.",
        },
    };

    /// The search stops at its first tour: there is no whole tree to count.
    fn kinds() -> &'static [Kind] {
        &[Kind::FirstNode, Kind::FirstSolution, Kind::NodesToFirst, Kind::VectorAt, Kind::ParentOf]
    }

    /// The 3 × 4 board (the smallest with a tour), from a square drawn from the seed.
    fn instance(seed: u64) -> KnightSettings {
        let board = Board::new(3, 4).expect("3 × 4 is a board");
        let start = board.square_at((seed % 12) as usize);
        KnightSettings {
            board,
            start,
            algorithm: Algorithm::Backtracking,
            ..KnightSettings::default()
        }
    }

    fn searched(settings: &KnightSettings) -> KnightSettings {
        KnightSettings { compare: None, ..settings.clone() }
    }

    /// `(1,1) (3,2) (1,3)`.
    fn write_vector(_settings: &KnightSettings, decisions: &[Square], _whole: bool) -> String {
        squares_text(decisions)
    }

    /// Squares from (1, 1), with or without the start.
    fn read_vector(settings: &KnightSettings, text: &str) -> Option<Vec<Square>> {
        let mut squares = read_squares(text)?;
        if squares.first() != Some(&settings.start) {
            squares.insert(0, settings.start);
        }
        Some(squares)
    }

    fn describe(settings: &KnightSettings) -> String {
        let (board, start) = (&settings.board, settings.start);
        format!("{} × {}; ({},{})", board.rows(), board.cols(), start.row + 1, start.col + 1)
    }

    /// A click on a square adds it to the path written.
    fn clicked(_settings: &KnightSettings, field: &str, square: Square) -> Option<String> {
        Some(square_added(field, square))
    }
}
