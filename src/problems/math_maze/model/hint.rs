//! What a hint shows: one sentence in the solver's own terms, and the cells it marks (those it
//! decides, on the path or empty, and those its reason reads).

use crate::core::grid::Square;
use crate::model::i18n::grid::cell_name;
use crate::model::i18n::say;
use crate::problems::math_maze::core::deduce::hint::{Deduction, Line, Rule};
use crate::problems::math_maze::model::text::{and_list, count, MathMazeText};

/// How a hint marks a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintMark {
    /// The hint decides it is on the path.
    Path,
    /// The hint decides it is empty.
    Empty,
    /// The hint's reason reads it.
    Reason,
}

impl HintMark {
    /// The name hooks use (`data-hint`).
    pub fn name(self) -> &'static str {
        &self.class()["hint-".len()..]
    }

    /// The class styles use (`hint-path`, …).
    pub fn class(self) -> &'static str {
        match self {
            HintMark::Path => "hint-path",
            HintMark::Empty => "hint-empty",
            HintMark::Reason => "hint-reason",
        }
    }
}

/// A hint on screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The sentence.
    pub text: String,
    /// The cells it marks.
    pub marks: Vec<(Square, HintMark)>,
}

fn cell(s: Square) -> String {
    cell_name(s)
}

fn capital(text: String) -> String {
    let mut chars = text.chars();
    chars.next().map_or(text.clone(), |c| c.to_uppercase().collect::<String>() + chars.as_str())
}

fn cells(list: &[Square]) -> String {
    let names: Vec<String> = list.iter().map(|&s| cell(s)).collect();
    and_list(&names)
}

/// What a line rule's sentence says of the line and its clue.
fn line_needs(line: Line, need: u16) -> String {
    let path_cells = count(need.into(), MathMazeText::PathCellOne, MathMazeText::PathCellMany);
    match line {
        Line::Row(r) => {
            say(MathMazeText::NeedsRow, &[("line", &(r + 1).to_string()), ("cells", &path_cells)])
        }
        Line::Col(c) => {
            say(MathMazeText::NeedsCol, &[("line", &(c + 1).to_string()), ("cells", &path_cells)])
        }
        Line::Colour { of_start } => say(
            if of_start { MathMazeText::ColourStart } else { MathMazeText::ColourOther },
            &[("need", &need.to_string())],
        ),
    }
}

/// The hint a deduction gives.
pub fn hint_of(d: &Deduction) -> Hint {
    let on: Vec<Square> = d.decided.iter().filter(|c| c.1).map(|c| c.0).collect();
    let off: Vec<Square> = d.decided.iter().filter(|c| !c.1).map(|c| c.0).collect();
    let first = d.decided.first().map_or(String::new(), |&(s, _)| cell(s));
    let text = match d.rule {
        Rule::Fills { line, need } => say(
            if need == 1 { MathMazeText::FillsOne } else { MathMazeText::FillsMany },
            &[("needs", &line_needs(line, need)), ("n", &need.to_string())],
        ),
        Rule::Full { line: Line::Row(r), need: 0 } => {
            say(MathMazeText::FullNoneRow, &[("line", &(r + 1).to_string())])
        }
        Rule::Full { line: Line::Col(c), need: 0 } => {
            say(MathMazeText::FullNoneCol, &[("line", &(c + 1).to_string())])
        }
        Rule::Full { line, need } => say(MathMazeText::Full, &[("needs", &line_needs(line, need))]),
        Rule::DeadEnd => capital(say(MathMazeText::DeadEnd, &[("cell", &first)])),
        Rule::Forced => capital(say(
            MathMazeText::Forced,
            &[
                ("cell", &d.reasons.first().map_or(String::new(), |&s| cell(s))),
                ("cells", &cells(&on)),
            ],
        )),
        Rule::Crossing { rows, after } => say(
            if rows { MathMazeText::CrossingRows } else { MathMazeText::CrossingCols },
            &[
                ("a", &(after + 1).to_string()),
                ("b", &(after + 2).to_string()),
                ("cells", &cells(&on)),
            ],
        ),
        Rule::Unreachable if off.len() == 1 => {
            capital(say(MathMazeText::UnreachableOne, &[("cell", &first)]))
        }
        Rule::Unreachable => {
            capital(say(MathMazeText::UnreachableMany, &[("cells", &cells(&off))]))
        }
        Rule::LookAhead => {
            let guess = if on.is_empty() {
                MathMazeText::LookAheadOnPath
            } else {
                MathMazeText::LookAheadEmpty
            };
            capital(say(guess, &[("cell", &first)]))
        }
        Rule::Follow => say(MathMazeText::Follow, &[("cell", &first)]),
    };
    let mut marks: Vec<(Square, HintMark)> = d
        .decided
        .iter()
        .map(|&(s, on)| (s, if on { HintMark::Path } else { HintMark::Empty }))
        .collect();
    for &s in &d.reasons {
        if !marks.iter().any(|m| m.0 == s) {
            marks.push((s, HintMark::Reason));
        }
    }
    Hint { text, marks }
}

/// The hint for a path that has left the solution: where it left, and where the solution goes
/// instead.
pub fn off_route(wrong: Square, right: Square) -> Hint {
    Hint {
        text: say(MathMazeText::OffRoute, &[("wrong", &cell(wrong)), ("right", &cell(right))]),
        marks: vec![(right, HintMark::Path), (wrong, HintMark::Reason)],
    }
}

/// The hint for a cell marked empty that the solution goes through: take the mark off.
pub fn wrong_mark(marked: Square) -> Hint {
    Hint {
        text: capital(say(MathMazeText::WrongMark, &[("cell", &cell(marked))])),
        marks: vec![(marked, HintMark::Path)],
    }
}
