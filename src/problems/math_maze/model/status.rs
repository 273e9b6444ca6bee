//! The math-maze page's one-line status while the maze is watched being carved and solved.

use crate::core::grid::Square;
use crate::core::search::Event;
use crate::model::driver::RunState;
use crate::model::i18n::say;
use crate::model::i18n::t;
use crate::model::problem::ReplayOf;
use crate::model::status::{at, format_count};
use crate::problems::math_maze::model::text::MathMazeText;
use crate::problems::math_maze::MathMaze;

/// What watching a maze is showing, in one sentence: the carving, or the solver's walk.
pub fn maze_status(carving: bool, state: RunState, trail: &ReplayOf<MathMaze>) -> String {
    let cells = |n: u64| format_count(n);
    let on = |key: MathMazeText, s: Square| say(key, &[("cell", &at(s))]);
    match (carving, state, trail.last()) {
        (true, RunState::Finished, _) => t(MathMazeText::Carved).into(),
        (false, RunState::Finished, _) => say(
            MathMazeText::FoundRoute,
            &[
                ("length", &cells(trail.path().len() as u64)),
                ("dead", &cells(trail.stats().backtracks)),
            ],
        ),
        (true, _, Some(Event::Try { at: s, .. })) => on(MathMazeText::CarvingInto, s),
        (true, _, Some(Event::Advance { at: s, .. })) => {
            say(MathMazeText::CarvedNow, &[("n", &cells(trail.stats().nodes)), ("cell", &at(s))])
        }
        (true, _, Some(Event::Retreat { at: s, .. })) => on(MathMazeText::CarveBack, s),
        (false, _, Some(Event::Try { at: s, .. })) => on(MathMazeText::Following, s),
        (false, _, Some(Event::Advance { at: s, .. })) => on(MathMazeText::Reaches, s),
        (false, _, Some(Event::Retreat { at: s, .. })) => on(MathMazeText::DeadEndAt, s),
        (false, _, Some(Event::Solution { .. })) => t(MathMazeText::FinishReached).into(),
        (true, _, _) => t(MathMazeText::CarvingMaze).into(),
        (false, _, _) => t(MathMazeText::SolvingMaze).into(),
    }
}
