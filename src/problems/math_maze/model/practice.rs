//! Practice on the maze's solve: "which way next?" The learner clicks the cell the depth-first
//! walk enters next (it looks north, east, south and west in turn, through open sides to cells
//! it has not visited), or says it backs up from a dead end.

use crate::core::grid::{Direction, Square};
use crate::core::search::Event;
use crate::model::i18n::say;
use crate::model::i18n::t;
use crate::model::practice::{Answer, Choice, Question, Verdict};
use crate::model::problem::ReplayOf;
use crate::model::status::at;
use crate::problems::math_maze::core::{Maze, Walk};
use crate::problems::math_maze::model::text::MathMazeText;
use crate::problems::math_maze::MathMaze;

/// The value of the "dead end: back up" answer.
pub const BACK: &str = "back";
/// The kind of question "which cell does the walk try next?" (`data-kind`).
pub const NEXT: &str = "next";

/// The walk's next step from the state of `trail`: the cell it enters next, or `None` when it
/// backs up first. `None` outside a decision (the walk has not started, or is at the finish).
fn next_step(
    maze: &Maze,
    walk: &Walk,
    trail: &ReplayOf<MathMaze>,
) -> Option<(Square, Option<Square>)> {
    if !matches!(trail.last(), Some(Event::Advance { .. } | Event::Retreat { .. })) {
        return None;
    }
    let &top = trail.path().last()?;
    if walk.route.last() == Some(&top) {
        return None;
    }
    let next = walk.visit_order.get(trail.stats().nodes as usize).copied();
    let entered =
        next.filter(|&n| Direction::between(top, n).is_some_and(|d| maze.is_open(top, d)));
    Some((top, entered))
}

/// The decision the walk through `maze` (which went as `walk` goes) makes next after the state
/// of `trail`, if that state comes right before one.
pub fn question(maze: &Maze, walk: &Walk, trail: &ReplayOf<MathMaze>) -> Option<Question> {
    let (top, entered) = next_step(maze, walk, trail)?;
    Some(Question {
        kind: NEXT,
        prompt: say(MathMazeText::Prompt, &[("cell", &at(top))]),
        choices: vec![Choice::new(BACK, t(MathMazeText::BackUp))],
        answer: entered.map_or(Answer::Choice(BACK.into()), Answer::Square),
        about: Some(top),
    })
}

/// Judges `answer` to the question asked after the state of `trail`.
pub fn judge(maze: &Maze, walk: &Walk, trail: &ReplayOf<MathMaze>, answer: &Answer) -> Verdict {
    let Some((top, entered)) = next_step(maze, walk, trail) else {
        return Verdict::wrong(t(MathMazeText::NoDecision), Vec::new());
    };
    let visited = &walk.visit_order[..(trail.stats().nodes as usize).min(walk.visit_order.len())];
    let then = match entered {
        Some(n) => say(MathMazeText::ThenEnters, &[("cell", &at(n))]),
        None => t(MathMazeText::ThenBacks).to_string(),
    };
    let marked: Vec<Square> = entered.into_iter().collect();
    let Answer::Square(s) = *answer else {
        return match entered {
            None => Verdict::right(say(
                MathMazeText::RightDeadEnd,
                &[("cell", &at(top)), ("then", &then)],
            )),
            Some(_) => Verdict::wrong(say(MathMazeText::NotDeadEnd, &[("then", &then)]), marked),
        };
    };
    if Some(s) == entered {
        return Verdict::right(say(MathMazeText::RightFirst, &[("cell", &at(s))]));
    }
    let why = match Direction::between(top, s) {
        None => MathMazeText::NotNext,
        Some(d) if !maze.is_open(top, d) => MathMazeText::WallBetween,
        Some(_) if visited.contains(&s) => MathMazeText::Visited,
        Some(_) => MathMazeText::InTurn,
    };
    let why = say(why, &[("cell", &at(s)), ("top", &at(top))]);
    Verdict::wrong(format!("{why}{then}"), marked)
}
