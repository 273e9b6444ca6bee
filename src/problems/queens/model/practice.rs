//! Practice on n-queens: the learner decides where each queen goes (`place`), or plays the
//! bounding function, saying whether each candidate is safe or which queen attacks it (`safe`).

use super::settings::QueensSettings;
use crate::core::grid::Square;
use crate::core::search::Event;
use crate::model::i18n::say;
use crate::model::i18n::t;
use crate::model::page::Practised;
use crate::model::practice::{Answer, Choice, Question, Verdict};
use crate::model::problem::ReplayOf;
use crate::problems::queens::core::{Conflict, QueensSearch};
use crate::problems::queens::model::text::QueensText;
use crate::problems::queens::Queens;

crate::core::slug::slugged! {
    /// Which decisions the learner makes.
    ///
    /// Each drill's name in the page's drill list.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub enum Drill {
        /// Where each queen goes: the first safe column of its row.
        #[default]
        Place = "place",
        /// The bounding function: is each candidate safe, or which queen attacks it?
        Safe = "safe",
    }
}

/// The value of the "no safe column" answer.
pub const NO_COLUMN: &str = "none";
/// The value of the "safe" answer.
pub const SAFE: &str = "safe";
/// The kind of question "where does the next queen go?" (`data-kind`).
pub const PLACE: &str = "place";
/// The kind of question "is this candidate safe, or which queen attacks it?".
pub const SAFE_KIND: &str = "safe";

impl Practised for Queens {
    type Drill = Drill;

    fn question(
        settings: &QueensSettings,
        drill: Drill,
        trail: &ReplayOf<Queens>,
    ) -> Option<Question> {
        let n = settings.n;
        let queens = trail.path();
        match (drill, trail.last()) {
            (Drill::Place, Some(Event::Root | Event::Advance { .. }))
                if queens.len() < n as usize =>
            {
                Some(place_question(n, queens, 0))
            }
            (Drill::Place, Some(Event::Retreat { at, .. })) => {
                Some(place_question(n, queens, at.col + 1))
            }
            (Drill::Safe, Some(Event::Try { at, .. })) => Some(safe_question(queens, at)),
            _ => None,
        }
    }

    fn judge(
        _: &QueensSettings,
        trail: &ReplayOf<Queens>,
        question: &Question,
        answer: &Answer,
    ) -> Verdict {
        let queens = trail.path();
        match question.kind {
            SAFE_KIND => judge_safe(queens, question.about, answer),
            _ => judge_place(question, queens, answer),
        }
    }
}

/// Where does the queen of the next row go, trying columns from `from` on?
fn place_question(n: u16, queens: &[Square], from: u16) -> Question {
    let k = queens.len() as u16;
    let safe = (from..n)
        .map(|col| Square::new(k, col))
        .find(|&s| QueensSearch::conflict(queens, s).is_none());
    let prompt = if from > 0 { QueensText::PlacePromptAgain } else { QueensText::PlacePrompt };
    Question {
        kind: PLACE,
        prompt: say(prompt, &[("queen", &(k + 1)), ("row", &(k + 1))]),
        choices: vec![Choice::new(NO_COLUMN, t(QueensText::NoColumnSafe))],
        answer: safe.map_or(Answer::Choice(NO_COLUMN.into()), Answer::Square),
        about: None,
    }
}

/// Is the candidate safe, or which queen attacks it?
fn safe_question(queens: &[Square], candidate: Square) -> Question {
    let mut choices = vec![Choice::new(SAFE, t(QueensText::Safe))];
    choices.extend(queens.iter().map(|q| {
        Choice::new(
            (q.row + 1).to_string(),
            say(QueensText::AttackedBy, &[("queen", &(q.row + 1))]),
        )
    }));
    let answer = match QueensSearch::conflict(queens, candidate) {
        None => SAFE.to_string(),
        Some(conflict) => (conflict.by().row + 1).to_string(),
    };
    Question {
        kind: SAFE_KIND,
        prompt: say(
            QueensText::SafePrompt,
            &[("queen", &(candidate.row + 1)), ("col", &(candidate.col + 1))],
        ),
        choices,
        answer: Answer::Choice(answer),
        about: Some(candidate),
    }
}

fn judge_place(question: &Question, queens: &[Square], answer: &Answer) -> Verdict {
    let k = queens.len() as u16;
    let right = match &question.answer {
        Answer::Square(s) => Some(*s),
        Answer::Choice(_) => None,
    };
    let then = match right {
        Some(s) => say(QueensText::ThenPlaces, &[("queen", &(k + 1)), ("col", &(s.col + 1))]),
        None => say(QueensText::ThenBacktracks, &[("row", &(k + 1))]),
    };
    let marked = right.into_iter().collect::<Vec<_>>();
    if *answer == question.answer {
        return Verdict::right(match right {
            Some(s) => say(QueensText::RightFirstSafe, &[("col", &(s.col + 1)), ("row", &(k + 1))]),
            None => say(QueensText::RightAllAttacked, &[("row", &(k + 1)), ("queen", &k)]),
        });
    }
    let Answer::Square(s) = *answer else {
        return Verdict::wrong(say(QueensText::NotYet, &[("then", &then)]), marked);
    };
    if s.row != k {
        return Verdict::wrong(
            say(QueensText::WrongRow, &[("queen", &(k + 1)), ("row", &(k + 1)), ("then", &then)]),
            marked,
        );
    }
    if let Some(conflict) = QueensSearch::conflict(queens, s) {
        let by = conflict.by();
        let key = if matches!(conflict, Conflict::Column { .. }) {
            QueensText::WrongSharesColumn
        } else {
            QueensText::WrongSharesDiagonal
        };
        let why = say(
            key,
            &[
                ("row", &(s.row + 1)),
                ("col", &(s.col + 1)),
                ("queen", &(by.row + 1)),
                ("by_col", &(by.col + 1)),
                ("k", &(k + 1)),
                ("i", &(s.col + 1)),
                ("then", &then),
            ],
        );
        return Verdict::wrong(why, [vec![s, by], marked].concat());
    }
    let why = match right {
        Some(r) if s.col > r.col => say(
            QueensText::WrongLater,
            &[("col", &(s.col + 1)), ("first", &(r.col + 1)), ("then", &then)],
        ),
        _ => say(QueensText::WrongTried, &[("col", &(s.col + 1)), ("then", &then)]),
    };
    Verdict::wrong(why, marked)
}

fn judge_safe(queens: &[Square], candidate: Option<Square>, answer: &Answer) -> Verdict {
    let Some(c) = candidate else {
        return Verdict::wrong(t(QueensText::NoCandidate), Vec::new());
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
    let place = say(QueensText::QueenInColumn, &[("queen", &(c.row + 1)), ("col", &(c.col + 1))]);
    match (attackers.first(), named) {
        (None, _) if is_safe_answer => {
            Verdict::right(say(QueensText::RightSafe, &[("place", &place)]))
        }
        (None, _) => Verdict::wrong(say(QueensText::WrongSafe, &[("place", &place)]), Vec::new()),
        (Some(&first), Some(q)) if attackers.contains(&q) => Verdict::right(say(
            QueensText::RightAttacker,
            &[("queen", &(q.row + 1)), ("place", &place), ("first", &(first.row + 1))],
        )),
        (Some(&first), _) => Verdict::wrong(
            say(
                if first.col == c.col {
                    QueensText::WrongAttackedColumn
                } else {
                    QueensText::WrongAttackedDiagonal
                },
                &[
                    ("row", &(c.row + 1)),
                    ("col", &(c.col + 1)),
                    ("queen", &(first.row + 1)),
                    ("by_col", &(first.col + 1)),
                ],
            ),
            vec![c, first],
        ),
    }
}
