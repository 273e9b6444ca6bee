//! Practice on the knight's tour: the learner says which square the knight tries next (`next`:
//! the fixed move order, or Warnsdorff's order after a backtrack) or, for Warnsdorff, which
//! square has the fewest onward moves (`degree`, the degrees shown after answering).

use crate::core::grid::{Board, Square};
use crate::core::knight::moves::KnightMoves;
use crate::core::knight::{onward_degree, ordered_moves, Algorithm};
use crate::model::knight::code::{onward_degrees, visited_by};
use crate::model::practice::{Answer, Choice, Question, QuestionKind, Verdict};
use crate::model::problems::{Event, Trail};
use crate::model::status::at;

/// The value of the "no move left" answer.
pub const NO_MOVE: &str = "back";

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

fn loop_of(board: Board, algorithm: Algorithm, trail: &Trail) -> Option<Loop> {
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

/// The squares plain backtracking tries from the end of the path, in its fixed order, for the
/// board to number while the learner practises (empty for the Warnsdorff searches, whose order
/// is what the learner works out).
pub fn fixed_order(board: Board, algorithm: Algorithm, trail: &Trail) -> Vec<Square> {
    match (algorithm, trail.path().last()) {
        (Algorithm::Backtracking, Some(&from)) => board.knight_moves(from).collect(),
        _ => Vec::new(),
    }
}

/// The decision the knight's search makes next after the state of `trail`, if that state
/// comes right before one: which square it tries next (or that none is left).
pub fn question(board: Board, algorithm: Algorithm, trail: &Trail) -> Option<Question> {
    if trail.path().len() == board.len() || trail.exhausted() {
        return None;
    }
    let Loop { from, order, tried, .. } = loop_of(board, algorithm, trail)?;
    let next = order.get(tried).copied();
    let fresh = tried == 0 && algorithm != Algorithm::Backtracking;
    let (kind, prompt) = if fresh {
        (QuestionKind::Degree, format!("The knight is on {}. Which unvisited square a jump away has the fewest onward moves?", at(from)))
    } else if tried == 0 {
        (
            QuestionKind::Next,
            format!("The knight is on {}. Which square does it try first?", at(from)),
        )
    } else {
        (QuestionKind::Next, format!("Which square does the knight on {} try next?", at(from)))
    };
    let prompt = if algorithm == Algorithm::Backtracking {
        format!("{prompt} The numbers on the board are its moves' fixed order.")
    } else {
        prompt
    };
    let give_up =
        if algorithm.backtracks() { "No move left: backtrack" } else { "No move left: stuck" };
    Some(Question {
        kind,
        prompt,
        choices: vec![Choice::new(NO_MOVE, give_up)],
        answer: next.map_or(Answer::Choice(NO_MOVE.into()), Answer::Square),
        about: Some(from),
    })
}

/// Judges `answer` to `question`, asked after the state of `trail`.
pub fn judge(
    board: Board,
    algorithm: Algorithm,
    trail: &Trail,
    question: &Question,
    answer: &Answer,
) -> Verdict {
    let Some(Loop { from, order, tried, visited }) = loop_of(board, algorithm, trail) else {
        return Verdict::wrong("There is no decision to make here.", Vec::new());
    };
    let next = order.get(tried).copied();
    let then = match next {
        Some(s) => format!(" The search tries {}.", at(s)),
        None if algorithm.backtracks() => {
            format!(" Every move from {} has been tried, so the knight backtracks.", at(from))
        }
        None => {
            format!(" No unvisited square is a jump from {}: Warnsdorff's rule is stuck.", at(from))
        }
    };
    let marked: Vec<Square> = next.into_iter().collect();
    let is_visited = |s: Square| visited[board.index(s)];
    let Answer::Square(s) = *answer else {
        return if next.is_none() {
            Verdict::right(format!("Right: no move from {} is left to try.{then}", at(from)))
        } else {
            Verdict::wrong(
                format!("Not yet: a move from {} is still to try.{then}", at(from)),
                marked,
            )
        };
    };
    if !board.knight_moves(from).any(|m| m == s) {
        return Verdict::wrong(
            format!("{} is not a knight's jump from {}.{then}", at(s), at(from)),
            marked,
        );
    }
    if question.kind == QuestionKind::Degree {
        let degree = |q: Square| onward_degree(board, q, is_visited);
        if is_visited(s) {
            return Verdict::wrong(format!("{} is already on the path.{then}", at(s)), marked);
        }
        let fewest = board.knight_moves(from).filter(|&q| !is_visited(q)).map(degree).min();
        let fewest = fewest.unwrap_or(0);
        let degrees = onward_degrees(board, from, is_visited);
        return if degree(s) == fewest {
            let tie = match next {
                Some(n) if n != s => format!(" It ties with {}, which the tie-break picks.", at(n)),
                _ => String::new(),
            };
            Verdict::right(format!(
                "Right: {} has {fewest} onward moves, the fewest ({degrees}).{tie}",
                at(s)
            ))
        } else {
            Verdict::wrong(
                format!(
                    "{} has {} onward moves, but some square has only {fewest} ({degrees}).{then}",
                    at(s),
                    degree(s)
                ),
                marked,
            )
        };
    }
    if Some(s) == next {
        return Verdict::right(format!(
            "Right: {} is move {} of {} in the order.",
            at(s),
            tried + 1,
            order.len()
        ));
    }
    let reason = match order.iter().position(|&q| q == s) {
        Some(i) if i < tried => format!("{} was tried already.", at(s)),
        Some(_) => format!("{} comes later in the order.", at(s)),
        None => format!("{} is not in this search's order of moves (it is visited).", at(s)),
    };
    Verdict::wrong(format!("{reason}{then}"), marked)
}
