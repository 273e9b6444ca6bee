//! Practice on n-queens: the learner decides where each queen goes (`place`), or plays the
//! bounding function, saying whether each candidate is safe or which queen attacks it (`safe`).

use crate::core::grid::Square;
use crate::core::queens::{Conflict, QueensSearch};
use crate::model::practice::{Answer, Choice, Question, QuestionKind, Verdict};
use crate::model::problems::{Event, Trail};

/// Which decisions the learner makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drill {
    /// Where each queen goes: the first safe column of its row.
    Place,
    /// The bounding function: is each candidate safe, or which queen attacks it?
    Safe,
}

/// The value of the "no safe column" answer.
pub const NO_COLUMN: &str = "none";
/// The value of the "safe" answer.
pub const SAFE: &str = "safe";

/// The decision the search on an `n` × `n` board makes next after the state of `trail`, if that
/// state comes right before one.
pub fn question(n: u16, drill: Drill, trail: &Trail) -> Option<Question> {
    let queens = trail.path();
    match (drill, trail.last()) {
        (Drill::Place, Some(Event::Root | Event::Advance { .. })) if queens.len() < n as usize => {
            Some(place_question(n, queens, 0))
        }
        (Drill::Place, Some(Event::Retreat { at, .. })) => {
            Some(place_question(n, queens, at.col + 1))
        }
        (Drill::Safe, Some(Event::Try { at, .. })) => Some(safe_question(queens, at)),
        _ => None,
    }
}

/// Where does the queen of the next row go, trying columns from `from` on?
fn place_question(n: u16, queens: &[Square], from: u16) -> Question {
    let k = queens.len() as u16;
    let safe = (from..n)
        .map(|col| Square::new(k, col))
        .find(|&s| QueensSearch::conflict(queens, s).is_none());
    let again = if from > 0 { " now" } else { "" };
    Question {
        kind: QuestionKind::Place,
        prompt: format!("Where does queen {} go{again}? Click its square in row {}.", k + 1, k + 1),
        choices: vec![Choice::new(NO_COLUMN, "No column is safe: backtrack")],
        answer: safe.map_or(Answer::Choice(NO_COLUMN.into()), Answer::Square),
        about: None,
    }
}

/// Is the candidate safe, or which queen attacks it?
fn safe_question(queens: &[Square], candidate: Square) -> Question {
    let mut choices = vec![Choice::new(SAFE, "Safe")];
    choices.extend(
        queens.iter().map(|q| {
            Choice::new((q.row + 1).to_string(), format!("Attacked by queen {}", q.row + 1))
        }),
    );
    let answer = match QueensSearch::conflict(queens, candidate) {
        None => SAFE.to_string(),
        Some(conflict) => (conflict.by().row + 1).to_string(),
    };
    Question {
        kind: QuestionKind::Safe,
        prompt: format!(
            "Queen {} in column {}: safe, or attacked — by which queen?",
            candidate.row + 1,
            candidate.col + 1
        ),
        choices,
        answer: Answer::Choice(answer),
        about: Some(candidate),
    }
}

/// Judges `answer` to `question`, asked with `queens` on the board.
pub fn judge(question: &Question, queens: &[Square], answer: &Answer) -> Verdict {
    match question.kind {
        QuestionKind::Safe => judge_safe(queens, question.about, answer),
        _ => judge_place(question, queens, answer),
    }
}

fn judge_place(question: &Question, queens: &[Square], answer: &Answer) -> Verdict {
    let k = queens.len() as u16;
    let right = match &question.answer {
        Answer::Square(s) => Some(*s),
        Answer::Choice(_) => None,
    };
    let then = match right {
        Some(s) => format!(" The search places queen {} in column {}.", k + 1, s.col + 1),
        None => format!(" No column of row {} is safe, so the search backtracks.", k + 1),
    };
    let marked = right.into_iter().collect::<Vec<_>>();
    if *answer == question.answer {
        return Verdict::right(match right {
            Some(s) => {
                format!("Right: column {} is the first safe column of row {}.", s.col + 1, k + 1)
            }
            None => format!(
                "Right: every column left in row {} is attacked, so queen {k} must move.",
                k + 1
            ),
        });
    }
    let Answer::Square(s) = *answer else {
        return Verdict::wrong(format!("Not yet: a column is still safe.{then}"), marked);
    };
    if s.row != k {
        return Verdict::wrong(
            format!(
                "Queen {} goes in row {}: the search fills the rows from the top.{then}",
                k + 1,
                k + 1
            ),
            marked,
        );
    }
    if let Some(conflict) = QueensSearch::conflict(queens, s) {
        let by = conflict.by();
        let line = if matches!(conflict, Conflict::Column { .. }) { "column" } else { "diagonal" };
        let why = format!(
            "Row {}, column {} shares a {line} with queen {} in column {}: PLACE({}, {}) is false.{then}",
            s.row + 1,
            s.col + 1,
            by.row + 1,
            by.col + 1,
            k + 1,
            s.col + 1
        );
        return Verdict::wrong(why, [vec![s, by], marked].concat());
    }
    let why = match right {
        Some(r) if s.col > r.col => format!(
            "Column {} is safe too, but the search tries the columns from left to right and column {} comes first.{then}",
            s.col + 1,
            r.col + 1
        ),
        _ => format!("Column {} was tried before the search backtracked.{then}", s.col + 1),
    };
    Verdict::wrong(why, marked)
}

fn judge_safe(queens: &[Square], candidate: Option<Square>, answer: &Answer) -> Verdict {
    let Some(c) = candidate else {
        return Verdict::wrong("There is no candidate to judge.", Vec::new());
    };
    let attackers: Vec<Square> =
        queens.iter().copied().filter(|&q| QueensSearch::conflict(&[q], c).is_some()).collect();
    let named = match answer {
        Answer::Choice(v) if v == SAFE => None,
        Answer::Choice(v) => v
            .parse::<u16>()
            .ok()
            .and_then(|row| queens.get(usize::from(row).checked_sub(1)?))
            .copied(),
        Answer::Square(s) => queens.iter().copied().find(|q| q == s),
    };
    let is_safe_answer = matches!(answer, Answer::Choice(v) if v == SAFE);
    let place = format!("queen {} in column {}", c.row + 1, c.col + 1);
    match (attackers.first(), named) {
        (None, _) if is_safe_answer => {
            Verdict::right(format!("Right: no queen attacks {place}: it is safe."))
        }
        (None, _) => Verdict::wrong(
            format!(
                "No queen attacks {place}: every queen above is on another column and diagonal."
            ),
            Vec::new(),
        ),
        (Some(&first), Some(q)) if attackers.contains(&q) => Verdict::right(format!(
            "Right: queen {} attacks {place}; PLACE stops at queen {}.",
            q.row + 1,
            first.row + 1
        )),
        (Some(&first), _) => Verdict::wrong(
            format!(
                "Row {}, column {} shares a {} with queen {} in column {}: it is attacked.",
                c.row + 1,
                c.col + 1,
                if first.col == c.col { "column" } else { "diagonal" },
                first.row + 1,
                first.col + 1
            ),
            vec![c, first],
        ),
    }
}
