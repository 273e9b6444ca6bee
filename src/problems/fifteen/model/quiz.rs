//! The 15-puzzle in Test yourself and on the teacher's sheet: the 8-puzzle a few moves from the
//! goal, least-cost branch and bound with the tiles out of place, and the answer written as the
//! blank's moves (`down, right, down`). Its kinds, the next E-node and a node's cost among
//! them, come from branch and bound's shared reading of the tree.

use super::settings::{move_word, Compare, FifteenSettings};
use super::Fifteen;
use crate::core::grid::Square;
use crate::model::i18n::{fill, Text};
use crate::model::quiz::read::read_words;
use crate::model::quiz::{QuizWords, Quizzed};
use crate::problems::fifteen::core::{Estimate, Move, Position};

/// Why a node costs what it does: c = f + ĝ.
const COST_REASON: Text = Text {
    en: "c = f + ĝ = {f} + {g}: f = {f}, the moves from the start, and ĝ = {g}, the tiles out of place (not counting the blank).",
    id: "c = f + ĝ = {f} + {g}: f = {f}, banyak langkah dari awal, dan ĝ = {g}, ubin yang tidak pada tempatnya (kosong tidak dihitung).",
};

/// The move a word names: English or Indonesian, or its first letter in English.
fn named_move(word: &str) -> Option<Move> {
    match word {
        "up" | "u" | "atas" => Some(Move::Up),
        "right" | "r" | "kanan" => Some(Move::Right),
        "down" | "d" | "bawah" => Some(Move::Down),
        "left" | "l" | "kiri" => Some(Move::Left),
        _ => None,
    }
}

impl Quizzed for Fifteen {
    const WORDS: QuizWords = QuizWords {
        solution: Text {
            en: "the blank's moves from the start to the goal",
            id: "langkah-langkah ubin kosong dari awal ke tujuan",
        },
        partial: Text {
            en: "the blank's moves from the start down to that node",
            id: "langkah-langkah ubin kosong dari awal sampai simpul itu",
        },
        form: Text {
            en: "Write the blank's moves, e.g. left, up, left (or L U L).",
            id: "Tulis langkah-langkah ubin kosong, mis. kiri, atas, kiri.",
        },
    };

    /// The 8-puzzle, three to six moves of the blank from the goal.
    fn instance(seed: u64) -> FifteenSettings {
        let start = Position::shuffled(3, 3 + (seed % 4) as u32, seed);
        FifteenSettings { start, ..FifteenSettings::default() }
    }

    fn searched(settings: &FifteenSettings) -> FifteenSettings {
        FifteenSettings { compare: Compare::Nothing, played: Vec::new(), ..settings.clone() }
    }

    /// `down, right, down`, in the page's language.
    fn write_vector(_settings: &FifteenSettings, decisions: &[Square], _whole: bool) -> String {
        let words: Vec<&str> =
            decisions.iter().map(|at| move_word(Move::from_choice(at.col as u8))).collect();
        words.join(", ")
    }

    /// Moves named in either language (`ke` may come before each, as in Indonesian).
    fn read_vector(_settings: &FifteenSettings, text: &str) -> Option<Vec<Square>> {
        let words = read_words(text)?;
        let moves: Option<Vec<Move>> =
            words.iter().filter(|w| *w != "ke").map(|w| named_move(w)).collect();
        let moves = moves?;
        Some(
            moves
                .iter()
                .enumerate()
                .map(|(i, m)| Square::new(i as u16, u16::from(m.choice())))
                .collect(),
        )
    }

    fn describe(settings: &FifteenSettings) -> String {
        settings.start.to_string()
    }

    fn cost_reason(settings: &FifteenSettings, decisions: &[Square]) -> Option<String> {
        let moves = decisions.iter().map(|at| Move::from_choice(at.col as u8));
        let reached = settings.start.after(moves);
        let f = decisions.len().to_string();
        let g = Estimate::Misplaced.of(&reached).to_string();
        (settings.estimate == Estimate::Misplaced)
            .then(|| fill(COST_REASON.get(), &[("f", &f), ("g", &g)]))
    }
}
