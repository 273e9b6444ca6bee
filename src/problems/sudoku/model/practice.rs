//! Practice on Sudoku: the learner plays the order, picking the cell the search fills next
//! (`cell`), or the search itself, saying which digit goes in that cell next (`digit`).

use super::settings::{cell_name, SudokuSettings};
use super::text::SudokuText;
use super::Sudoku;
use crate::core::grid::Square;
use crate::core::search::Event;
use crate::model::i18n::{say, t};
use crate::model::page::Practised;
use crate::model::practice::{Answer, Choice, Question, Verdict};
use crate::model::problem::ReplayOf;
use crate::problems::sudoku::core::{cell_of, digit_of, digits, Board, Order};

crate::core::slug::slugged! {
    /// Which decisions the learner makes.
    ///
    /// Each drill's name in the page's drill list.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub enum Drill {
        /// Which cell the search fills next.
        #[default]
        Cell = "cell",
        /// Which digit goes in that cell next.
        Digit = "digit",
    }
}

/// The kind of question "which cell is filled next?" (`data-kind`).
pub const CELL_KIND: &str = "cell";
/// The kind of question "which digit goes in the cell next?".
pub const DIGIT_KIND: &str = "digit";
/// The value of the answer "no digit fits: back up".
pub const NO_DIGIT: &str = "none";

/// The board square of `cell` on a grid of `side`.
fn square(cell: usize, side: usize) -> Square {
    Square::new((cell / side) as u16, (cell % side) as u16)
}

/// Where the search stands for a question: the board filled by the path, and the cell the
/// deepest node's children fill with the digits tried there so far (after a backtrack, up to
/// the digit taken back).
fn standing(settings: &SudokuSettings, trail: &ReplayOf<Sudoku>) -> Option<(Board, usize, u8)> {
    let path = trail.path();
    let board = settings.order.board_at(&settings.puzzle, path);
    match trail.last()? {
        Event::Root | Event::Advance { .. } => {
            let cell = settings.order.next_cell(&board)?;
            Some((board, cell, 0))
        }
        Event::Retreat { at, .. } => Some((board, cell_of(at), digit_of(at))),
        _ => None,
    }
}

/// The next digit above `from` that `cell` may take on `board`.
fn next_digit(board: &Board, cell: usize, from: u8) -> Option<u8> {
    digits(board.legal(cell)).find(|&d| d > from)
}

impl Practised for Sudoku {
    type Drill = Drill;

    fn question(
        settings: &SudokuSettings,
        drill: Drill,
        trail: &ReplayOf<Sudoku>,
    ) -> Option<Question> {
        let side = settings.puzzle.side();
        let (board, cell, from) = standing(settings, trail)?;
        let name = cell_name(cell, side);
        match drill {
            Drill::Cell if from == 0 => Some(Question {
                kind: CELL_KIND,
                prompt: t(match settings.order {
                    Order::Plain | Order::ForwardChecking => SudokuText::CellPromptPlain,
                    Order::FewestCandidates | Order::Singles => SudokuText::CellPromptFewest,
                })
                .to_string(),
                choices: Vec::new(),
                answer: Answer::Square(square(cell, side)),
                about: None,
            }),
            Drill::Cell => None,
            Drill::Digit => {
                let mut choices: Vec<Choice> =
                    (1..=side).map(|d| Choice::new(d.to_string(), d.to_string())).collect();
                choices.push(Choice::new(NO_DIGIT, t(SudokuText::NoDigit)));
                let answer =
                    next_digit(&board, cell, from).map_or(NO_DIGIT.into(), |d| d.to_string());
                let key =
                    if from == 0 { SudokuText::DigitPrompt } else { SudokuText::DigitPromptAgain };
                Some(Question {
                    kind: DIGIT_KIND,
                    prompt: say(key, &[("cell", &name), ("digit", &from)]),
                    choices,
                    answer: Answer::Choice(answer),
                    about: Some(square(cell, side)),
                })
            }
        }
    }

    fn judge(
        settings: &SudokuSettings,
        trail: &ReplayOf<Sudoku>,
        question: &Question,
        answer: &Answer,
    ) -> Verdict {
        let side = settings.puzzle.side();
        let Some((board, cell, from)) = standing(settings, trail) else {
            return Verdict::wrong(t(SudokuText::NoQuestion), Vec::new());
        };
        let name = cell_name(cell, side);
        let legal = board.legal(cell).count_ones();
        if question.kind == CELL_KIND {
            let args: [(&str, &dyn std::fmt::Display); 2] = [("cell", &name), ("legal", &legal)];
            let why = say(
                match settings.order {
                    Order::Plain | Order::ForwardChecking => SudokuText::WhyFirstEmpty,
                    Order::FewestCandidates | Order::Singles => SudokuText::WhyFewest,
                },
                &args,
            );
            if *answer == question.answer {
                return Verdict::right(why);
            }
            let picked = match answer {
                Answer::Square(s) => usize::from(s.row) * side + usize::from(s.col),
                Answer::Choice(_) => return Verdict::wrong(why, vec![square(cell, side)]),
            };
            let theirs = if board.grid().get(picked) != 0 {
                say(SudokuText::PickedFilled, &[("picked", &cell_name(picked, side))])
            } else {
                say(
                    SudokuText::PickedOther,
                    &[
                        ("picked", &cell_name(picked, side)),
                        ("legal", &board.legal(picked).count_ones()),
                    ],
                )
            };
            return Verdict::wrong(format!("{theirs} {why}"), vec![square(cell, side)]);
        }
        let right = next_digit(&board, cell, from);
        let why = match right {
            Some(d) => {
                say(SudokuText::WhyDigit, &[("digit", &d), ("cell", &name), ("from", &from)])
            }
            None => say(SudokuText::WhyNoDigit, &[("cell", &name), ("from", &from)]),
        };
        if *answer == question.answer {
            Verdict::right(why)
        } else {
            Verdict::wrong(why, vec![square(cell, side)])
        }
    }
}
