//! The math maze's two watched searches as pseudo-code, randomized depth-first carving and the
//! depth-first solve, and the code panel's state for their trails: the line of the last event,
//! the cell in hand, and one stack frame per cell of the path.

use crate::core::grid::Direction;
use crate::core::search::EventKind::{Advance, Exhausted, Retreat, Solution, Try};
use crate::model::code::{off_path, CodeLine, CodeState, Program, Variable};
use crate::model::i18n::grid::direction_name;
use crate::model::i18n::say;
use crate::model::i18n::t;
use crate::model::problem::ReplayOf;
use crate::model::status::at;
use crate::problems::math_maze::model::text::MathMazeText;
use crate::problems::math_maze::MathMaze;

/// Which of the maze's searches is watched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MakerSearch {
    /// Carving the maze by randomized depth-first search.
    Carve,
    /// Solving it by depth-first search from the start.
    Solve,
}

/// The pseudo-code of `search`.
pub fn program(search: MakerSearch) -> Program {
    let quiet = |indent, code, plain| CodeLine::quiet(indent, t(code), t(plain));
    let emits = |indent, kind, code, plain| CodeLine::emits(indent, kind, t(code), t(plain));
    match search {
        MakerSearch::Carve => Program {
            name: t(MathMazeText::CarveName),
            lines: vec![
                quiet(0, MathMazeText::C0Code, MathMazeText::C0Plain),
                quiet(1, MathMazeText::C1Code, MathMazeText::C1Plain),
                emits(1, Exhausted, MathMazeText::C2Code, MathMazeText::C2Plain),
                quiet(0, MathMazeText::C3Code, MathMazeText::C3Plain),
                emits(1, Try, MathMazeText::C4Code, MathMazeText::C4Plain),
                emits(1, Advance, MathMazeText::C5Code, MathMazeText::C5Plain),
                quiet(1, MathMazeText::C6Code, MathMazeText::C6Plain),
                quiet(2, MathMazeText::C7Code, MathMazeText::C7Plain),
                emits(1, Retreat, MathMazeText::C8Code, MathMazeText::C8Plain),
            ],
        },
        MakerSearch::Solve => Program {
            name: t(MathMazeText::SolveName),
            lines: vec![
                quiet(0, MathMazeText::S0Code, MathMazeText::S0Plain),
                quiet(1, MathMazeText::S1Code, MathMazeText::S1Plain),
                emits(1, Exhausted, MathMazeText::S2Code, MathMazeText::S2Plain),
                quiet(0, MathMazeText::S3Code, MathMazeText::S3Plain),
                emits(1, Try, MathMazeText::S4Code, MathMazeText::S4Plain),
                emits(1, Advance, MathMazeText::S5Code, MathMazeText::S5Plain),
                emits(1, Solution, MathMazeText::S6Code, MathMazeText::S6Plain),
                quiet(1, MathMazeText::S7Code, MathMazeText::S7Plain),
                quiet(2, MathMazeText::S8Code, MathMazeText::S8Plain),
                emits(1, Retreat, MathMazeText::S9Code, MathMazeText::S9Plain),
            ],
        },
    }
}

/// The code panel's state for the maze search written as `program` whose events built `trail`
/// (`ended`: whether it has ended).
pub fn code_state(
    program: &Program,
    search: MakerSearch,
    trail: &ReplayOf<MathMaze>,
    ended: bool,
) -> CodeState {
    let path = trail.path();
    let last = trail.last();
    let ended = ended.then_some(Exhausted);
    let mut state = CodeState::of_trail(program, trail, ended);
    let off_path = off_path(last);
    if let Some(c) = off_path.or(path.last().copied()) {
        state.variables.push(Variable::new("c", at(c)));
    }
    state.variables.push(Variable::new(
        t(match search {
            MakerSearch::Carve => MathMazeText::VarStackDepth,
            MakerSearch::Solve => MathMazeText::VarPathLength,
        }),
        path.len().to_string(),
    ));
    let call = t(match search {
        MakerSearch::Carve => MathMazeText::CallCarve,
        MakerSearch::Solve => MathMazeText::CallVisit,
    });
    let depth = path.len();
    state.with_frames(depth, |level| {
        let c = path[level - 1];
        let next = if level == depth { off_path } else { path.get(level).copied() };
        let loop_at = match next.and_then(|n| Direction::between(c, n)) {
            Some(d) => say(MathMazeText::Went, &[("dir", &direction_name(d))]),
            None => t(MathMazeText::LookingAround).to_string(),
        };
        (format!("{call}{}", at(c)), loop_at)
    })
}
