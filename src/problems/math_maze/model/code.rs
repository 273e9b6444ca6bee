//! The math maze's two watched searches as pseudo-code, randomized depth-first carving and the
//! depth-first solve, and the code panel's state for their trails: the line of the last event,
//! the cell in hand, and one stack frame per cell of the path.

use crate::problems::math_maze::core::carve::Direction;
use crate::core::search::EventKind::{Advance, Exhausted, Retreat, Solution, Try};
use crate::model::code::{off_path, CodeLine, CodeState, Program, Variable};
use crate::model::i18n::say;
use crate::model::i18n::t;
use crate::problems::math_maze::model::text::{direction_word, M};
use crate::problems::math_maze::model::MathMaze;
use crate::model::problem::Trail;
use crate::model::status::at;

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
            name: t(M::CarveName),
            lines: vec![
                quiet(0, M::C0Code, M::C0Plain),
                quiet(1, M::C1Code, M::C1Plain),
                emits(1, Exhausted, M::C2Code, M::C2Plain),
                quiet(0, M::C3Code, M::C3Plain),
                emits(1, Try, M::C4Code, M::C4Plain),
                emits(1, Advance, M::C5Code, M::C5Plain),
                quiet(1, M::C6Code, M::C6Plain),
                quiet(2, M::C7Code, M::C7Plain),
                emits(1, Retreat, M::C8Code, M::C8Plain),
            ],
        },
        MakerSearch::Solve => Program {
            name: t(M::SolveName),
            lines: vec![
                quiet(0, M::S0Code, M::S0Plain),
                quiet(1, M::S1Code, M::S1Plain),
                emits(1, Exhausted, M::S2Code, M::S2Plain),
                quiet(0, M::S3Code, M::S3Plain),
                emits(1, Try, M::S4Code, M::S4Plain),
                emits(1, Advance, M::S5Code, M::S5Plain),
                emits(1, Solution, M::S6Code, M::S6Plain),
                quiet(1, M::S7Code, M::S7Plain),
                quiet(2, M::S8Code, M::S8Plain),
                emits(1, Retreat, M::S9Code, M::S9Plain),
            ],
        },
    }
}

/// The code panel's state for the maze search written as `program` whose events built `trail`
/// (`ended`: whether it has ended).
pub fn code_state(
    program: &Program,
    search: MakerSearch,
    trail: &Trail<MathMaze>,
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
            MakerSearch::Carve => M::VarStackDepth,
            MakerSearch::Solve => M::VarPathLength,
        }),
        path.len().to_string(),
    ));
    let call = t(match search {
        MakerSearch::Carve => M::CallCarve,
        MakerSearch::Solve => M::CallVisit,
    });
    let depth = path.len();
    state.with_frames(depth, |level| {
        let c = path[level - 1];
        let next = if level == depth { off_path } else { path.get(level).copied() };
        let loop_at = match next.and_then(|n| Direction::between(c, n)) {
            Some(d) => say(M::Went, &[("dir", &direction_word(d))]),
            None => t(M::LookingAround).to_string(),
        };
        (format!("{call}{}", at(c)), loop_at)
    })
}
