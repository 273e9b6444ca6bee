//! Practice on the knight's tour: the learner says which square the knight tries next (`next`:
//! the fixed move order, or Warnsdorff's order after a backtrack) or, for Warnsdorff, which
//! square has the fewest onward moves (`degree`, the degrees shown after answering).

use super::settings::{KnightSettings, MAX_GRID_SIDE};
use crate::core::grid::{Board, Square};
use crate::core::search::Event;
use crate::model::i18n::{fill, t};
use crate::model::page::Practised;
use crate::model::practice::{Answer, Choice, Question, Verdict};
use crate::model::problem::ReplayOf;
use crate::model::status::at;
use crate::problems::knight::core::moves::KnightMoves;
use crate::problems::knight::core::{onward_degree, ordered_moves, Algorithm};
use crate::problems::knight::model::code::{onward_degrees, visited_by};
use crate::problems::knight::model::text::KnightText;
use crate::problems::knight::Knight;

/// The value of the "no move left" answer.
pub const NO_MOVE: &str = "back";
/// The kind of question "which square does the search try next?" (`data-kind`).
pub const NEXT: &str = "next";
/// The kind of question "which square has the fewest onward moves?" (Warnsdorff's rule).
pub const DEGREE: &str = "degree";

/// Where the innermost loop stands after the state of `trail`.
struct Loop {
    /// The square the knight is on (the end of the path).
    from: Square,
    /// The squares it tries from there, in its algorithm's order.
    order: Vec<Square>,
    /// How many of them the search has tried already.
    tried: usize,
    /// The squares on the path, by index.
    visited: Vec<bool>,
}

fn loop_of(board: Board, algorithm: Algorithm, trail: &ReplayOf<Knight>) -> Option<Loop> {
    let path = trail.path();
    let &from = path.last()?;
    let visited = visited_by(board, path);
    let mut order = Vec::with_capacity(8);
    ordered_moves(
        board,
        algorithm,
        algorithm.tie_break(),
        from,
        |s| visited[board.index(s)],
        |s| order.push(s),
    );
    let tried = match trail.last()? {
        Event::Advance { .. } => 0,
        Event::Reject { at, .. } | Event::Retreat { at, .. } => {
            order.iter().position(|&s| s == at)? + 1
        }
        _ => return None,
    };
    Some(Loop { from, order, tried, visited })
}

impl Practised for Knight {
    /// The knight's practice asks one kind of decision (the next square the search tries).
    type Drill = ();

    /// Which square the search tries next (or that none is left).
    fn question(settings: &KnightSettings, _: (), trail: &ReplayOf<Knight>) -> Option<Question> {
        let (board, algorithm) = (settings.board, settings.algorithm);
        if trail.path().len() == board.len() || trail.exhausted() {
            return None;
        }
        let Loop { from, order, tried, .. } = loop_of(board, algorithm, trail)?;
        let next = order.get(tried).copied();
        let fresh = tried == 0 && algorithm != Algorithm::Backtracking;
        let (kind, ask) = if fresh {
            (DEGREE, KnightText::AskDegree)
        } else if tried == 0 {
            (NEXT, KnightText::AskFirst)
        } else {
            (NEXT, KnightText::AskNext)
        };
        let prompt = fill(t(ask), &[("square", &at(from))]);
        let prompt = if algorithm == Algorithm::Backtracking {
            fill(t(KnightText::AskFixedOrder), &[("prompt", &prompt)])
        } else {
            prompt
        };
        let give_up = t(if algorithm.backtracks() {
            KnightText::GiveUpBacktrack
        } else {
            KnightText::GiveUpStuck
        });
        Some(Question {
            kind,
            prompt,
            choices: vec![Choice::new(NO_MOVE, give_up)],
            answer: next.map_or(Answer::Choice(NO_MOVE.into()), Answer::Square),
            about: Some(from),
        })
    }

    fn judge(
        settings: &KnightSettings,
        trail: &ReplayOf<Knight>,
        question: &Question,
        answer: &Answer,
    ) -> Verdict {
        let (board, algorithm) = (settings.board, settings.algorithm);
        let Some(Loop { from, order, tried, visited }) = loop_of(board, algorithm, trail) else {
            return Verdict::wrong(t(KnightText::NoDecision), Vec::new());
        };
        let next = order.get(tried).copied();
        let then = match next {
            Some(s) => fill(t(KnightText::ThenTries), &[("square", &at(s))]),
            None if algorithm.backtracks() => {
                fill(t(KnightText::ThenBacktracks), &[("square", &at(from))])
            }
            None => fill(t(KnightText::ThenStuck), &[("square", &at(from))]),
        };
        // A message about `square` (the answer, or where the knight is), then what the search does.
        let said = |key: KnightText, square: Square| {
            fill(t(key), &[("square", &at(square)), ("then", &then)])
        };
        let marked: Vec<Square> = next.into_iter().collect();
        let is_visited = |s: Square| visited[board.index(s)];
        let Answer::Square(s) = *answer else {
            return if next.is_none() {
                Verdict::right(said(KnightText::RightNoMove, from))
            } else {
                Verdict::wrong(said(KnightText::NotYet, from), marked)
            };
        };
        if !board.knight_moves(from).any(|m| m == s) {
            let text = fill(
                t(KnightText::NotAJump),
                &[("square", &at(s)), ("from", &at(from)), ("then", &then)],
            );
            return Verdict::wrong(text, marked);
        }
        if question.kind == DEGREE {
            let degree = |q: Square| onward_degree(board, q, is_visited);
            if is_visited(s) {
                return Verdict::wrong(said(KnightText::AlreadyOnPath, s), marked);
            }
            let fewest = board.knight_moves(from).filter(|&q| !is_visited(q)).map(degree).min();
            let fewest = fewest.unwrap_or(0);
            let degrees = onward_degrees(board, from, is_visited);
            let square = at(s);
            return if degree(s) == fewest {
                let tie = match next {
                    Some(n) if n != s => fill(t(KnightText::TieBreak), &[("square", &at(n))]),
                    _ => String::new(),
                };
                let fewest = fewest.to_string();
                let args: [(&str, &str); 4] = [
                    ("square", &square),
                    ("fewest", &fewest),
                    ("degrees", &degrees),
                    ("tie", &tie),
                ];
                Verdict::right(fill(t(KnightText::RightDegree), &args))
            } else {
                let (degree, fewest) = (degree(s).to_string(), fewest.to_string());
                let args: [(&str, &str); 5] = [
                    ("square", &square),
                    ("degree", &degree),
                    ("fewest", &fewest),
                    ("degrees", &degrees),
                    ("then", &then),
                ];
                Verdict::wrong(fill(t(KnightText::WrongDegree), &args), marked)
            };
        }
        if Some(s) == next {
            let (i, n) = ((tried + 1).to_string(), order.len().to_string());
            return Verdict::right(fill(
                t(KnightText::RightOrder),
                &[("square", &at(s)), ("i", &i), ("n", &n)],
            ));
        }
        let reason = match order.iter().position(|&q| q == s) {
            Some(i) if i < tried => KnightText::TriedAlready,
            Some(_) => KnightText::ComesLater,
            None => KnightText::NotInOrder,
        };
        let reason = fill(t(reason), &[("square", &at(s))]);
        Verdict::wrong(format!("{reason}{then}"), marked)
    }

    /// Giant boards (drawn on a canvas, without clickable squares) have no practice.
    fn practice_allowed(settings: &KnightSettings) -> bool {
        let board = settings.board;
        board.rows() <= MAX_GRID_SIDE && board.cols() <= MAX_GRID_SIDE
    }
}
