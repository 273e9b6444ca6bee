//! What a hint shows: one sentence in the solver's own terms, and the cells it marks (those it
//! decides, on the path or empty, and those its reason reads).

use crate::core::grid::Square;
use crate::core::maze::deduce::hint::{Deduction, Line, Rule};
use crate::model::status::counted;

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
    format!("row {}, column {}", s.row + 1, s.col + 1)
}

fn capital(text: String) -> String {
    let mut chars = text.chars();
    chars.next().map_or(text.clone(), |c| c.to_ascii_uppercase().to_string() + chars.as_str())
}

fn cells(list: &[Square]) -> String {
    let names: Vec<String> = list.iter().map(|&s| cell(s)).collect();
    match names.len() {
        0 | 1 => names.concat(),
        n => format!("{} and {}", names[..n - 1].join(", "), names[n - 1]),
    }
}

/// What a line rule's sentence says of the line and its clue.
fn line_needs(line: Line, need: u16) -> String {
    match line {
        Line::Row(r) => format!("Row {} needs {}", r + 1, counted(need.into(), "path cell")),
        Line::Col(c) => format!("Column {} needs {}", c + 1, counted(need.into(), "path cell")),
        Line::Colour { of_start } => format!(
            "Colour the grid like a chessboard: the path alternates colours, so {need} of its cells are of {} colour",
            if of_start { "the start's" } else { "the other" }
        ),
    }
}

/// The hint a deduction gives.
pub fn hint_of(d: &Deduction) -> Hint {
    let on: Vec<Square> = d.decided.iter().filter(|c| c.1).map(|c| c.0).collect();
    let off: Vec<Square> = d.decided.iter().filter(|c| !c.1).map(|c| c.0).collect();
    let first = d.decided.first().map_or(String::new(), |&(s, _)| cell(s));
    let text = match d.rule {
        Rule::Fills { line, need } => format!(
            "{} and has exactly {} that can still take it: {} on the path.",
            line_needs(line, need),
            counted(need.into(), "cell"),
            if need == 1 { "it is" } else { "all of them are" }
        ),
        Rule::Full { line: line @ (Line::Row(_) | Line::Col(_)), need: 0 } => {
            format!("{}: all of its cells are empty.", line_needs(line, 0).replace("needs 0 path cells", "needs no path cell"))
        }
        Rule::Full { line, need } => {
            format!("{} and already has them: its other cells are empty.", line_needs(line, need))
        }
        Rule::DeadEnd => capital(format!(
            "{first} has fewer than two open ways in and out, so the path cannot pass through it: it is empty."
        )),
        Rule::Forced => capital(format!(
            "{} is on the path and has only as many open ways as the path needs: the path goes on to {}.",
            d.reasons.first().map_or(String::new(), |&s| cell(s)),
            cells(&on)
        )),
        Rule::Crossing { rows, after } => format!(
            "Where S and F lie decides whether the path crosses the line between {} {} and {} an odd or an even number of times; only one crossing is still open, and the count needs it: the path goes through {}.",
            if rows { "rows" } else { "columns" },
            after + 1,
            after + 2,
            cells(&on)
        ),
        Rule::Unreachable if off.len() == 1 => capital(format!(
            "{first} can no longer be reached from S without going through the path or an empty cell: it is empty."
        )),
        Rule::Unreachable => format!(
            "{} can no longer be reached from S without going through the path or an empty cell: they are empty.",
            capital(cells(&off))
        ),
        Rule::LookAhead => {
            let (guess, truth) = if on.is_empty() { ("on the path", "empty") } else { ("empty", "on the path") };
            capital(format!("If {first} were {guess}, the rules would soon contradict each other: so it is {truth}."))
        }
        Rule::Follow => format!("Every cell is decided: from the end of your path, the path goes on to {first}."),
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
        text: format!(
            "Your path leaves the solution at {}: the solution goes through {} there instead. Tap an earlier cell of your path to cut back, and go on from there.",
            cell(wrong),
            cell(right)
        ),
        marks: vec![(right, HintMark::Path), (wrong, HintMark::Reason)],
    }
}
