//! Hints: the next thing a player can work out, named by its technique and the cells it uses;
//! the mistakes first, if the grid has any; and, where logic is stuck, a cell of the solution.

use super::play::Play;
use super::text::GameText;
use crate::model::i18n::{say, t};
use crate::problems::sudoku::core::logic::{next_step, Candidates, Step, Technique};
use crate::problems::sudoku::core::{Board, House};
use crate::problems::sudoku::model::job::house_name;
use crate::problems::sudoku::model::settings::cell_name;

/// A hint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// These cells hold a digit that is not the solution's: mend them first.
    Mistakes(Vec<usize>),
    /// A step of logic from the grid as it stands.
    Step(Step),
    /// No technique the solver knows applies: a guess is needed; the cell with the fewest
    /// candidates and its digit.
    Guess {
        /// The cell.
        cell: usize,
        /// The solution's digit there.
        digit: u8,
    },
}

/// The hint for `play` as it stands, the candidates earlier hints took out (`eliminated`)
/// staying out; `None` once it is solved.
///
/// ```
/// use runut::problems::sudoku::core::Grid;
/// use runut::problems::sudoku::model::game::hint::{hint, Hint};
/// use runut::problems::sudoku::model::game::play::Play;
/// let solution = Grid::parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179").unwrap();
/// let mut play = Play::new(solution.with(0, 0), solution);
/// assert!(matches!(hint(&play, &[]), Some(Hint::Step(step)) if step.placed == Some((0, 5))));
/// play.put(0, 6).unwrap();
/// assert_eq!(hint(&play, &[]), Some(Hint::Mistakes(vec![0])));
/// ```
pub fn hint(play: &Play, eliminated: &[(usize, u8)]) -> Option<Hint> {
    if play.is_solved() {
        return None;
    }
    let mistakes = play.mistakes();
    if !mistakes.is_empty() {
        return Some(Hint::Mistakes(mistakes));
    }
    let grid = play.grid();
    let mut candidates = Candidates::new(&grid);
    for &(cell, digit) in eliminated {
        candidates.remove(cell, digit);
    }
    if let Some(step) = next_step(&grid, &candidates) {
        return Some(Hint::Step(step));
    }
    let cell = Board::new(&grid).fewest_candidates()?;
    Some(Hint::Guess { cell, digit: play.solution().get(cell) })
}

/// A technique's name in the language in use.
pub fn technique_name(technique: Technique) -> &'static str {
    t(match technique {
        Technique::NakedSingle => GameText::NakedSingle,
        Technique::HiddenSingle => GameText::HiddenSingle,
        Technique::Pointing => GameText::Pointing,
        Technique::Claiming => GameText::Claiming,
        Technique::NakedPair => GameText::NakedPair,
        Technique::HiddenPair => GameText::HiddenPair,
        Technique::NakedTriple => GameText::NakedTriple,
        Technique::HiddenTriple => GameText::HiddenTriple,
        Technique::XWing => GameText::XWing,
        Technique::XyWing => GameText::XyWing,
        Technique::Swordfish => GameText::Swordfish,
    })
}

/// Cells' names, joined: r1c2, r1c5.
fn cells_named(cells: impl IntoIterator<Item = usize>) -> String {
    cells.into_iter().map(|c| cell_name(c, 9)).collect::<Vec<_>>().join(", ")
}

/// Digits, joined: 3, 7.
fn digits_named(digits: &[u8]) -> String {
    digits.iter().map(u8::to_string).collect::<Vec<_>>().join(", ")
}

/// Houses' names, joined: row 1, box 2.
fn houses_named(houses: &[House]) -> String {
    houses.iter().map(|&h| house_name(h)).collect::<Vec<_>>().join(", ")
}

/// What a step says: its technique, the pattern it sees (the cells, digits and houses it uses),
/// and what it changes.
pub fn step_text(step: &Step) -> String {
    let (cells, digits) = (cells_named(step.cells.iter().copied()), digits_named(&step.digits));
    let half = step.houses.len() / 2;
    let (first, second) = step.houses.split_at(half.max(1).min(step.houses.len()));
    let (first, second) = (houses_named(first), houses_named(second));
    let removed = step.removed.first().map_or(0, |&(_, d)| d);
    let pincers = cells_named(step.cells.iter().skip(1).copied());
    let pivot = step.cells.first().map_or_else(String::new, |&c| cell_name(c, 9));
    let key = match step.technique {
        Technique::NakedSingle => GameText::SeeNakedSingle,
        Technique::HiddenSingle => GameText::SeeHiddenSingle,
        Technique::Pointing | Technique::Claiming => GameText::SeeIntersection,
        Technique::NakedPair | Technique::NakedTriple => GameText::SeeNakedSubset,
        Technique::HiddenPair | Technique::HiddenTriple => GameText::SeeHiddenSubset,
        Technique::XWing | Technique::Swordfish => GameText::SeeFish,
        Technique::XyWing => GameText::SeeXyWing,
    };
    let pattern = say(
        key,
        &[
            ("cells", &cells),
            ("digits", &digits),
            ("houses", &houses_named(&step.houses)),
            ("first", &first),
            ("second", &second),
            ("pivot", &pivot),
            ("pincers", &pincers),
            ("z", &removed),
        ],
    );
    let effect = match step.placed {
        Some((cell, digit)) => {
            say(GameText::StepPlace, &[("cell", &cell_name(cell, 9)), ("digit", &digit)])
        }
        None => {
            let removed: Vec<String> =
                step.removed.iter().map(|&(c, d)| format!("{d} ({})", cell_name(c, 9))).collect();
            say(GameText::StepRemove, &[("removed", &removed.join(", "))])
        }
    };
    format!("{}: {pattern} {effect}", technique_name(step.technique))
}

/// What a hint says.
pub fn hint_text(hint: &Hint) -> String {
    match hint {
        Hint::Mistakes(cells) => say(
            GameText::HintMistakes,
            &[("count", &cells.len()), ("cells", &cells_named(cells.iter().copied()))],
        ),
        Hint::Step(step) => step_text(step),
        Hint::Guess { cell, digit } => {
            say(GameText::HintGuess, &[("cell", &cell_name(*cell, 9)), ("digit", digit)])
        }
    }
}
