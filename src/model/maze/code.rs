//! The math maze's two watched searches as pseudo-code, randomized depth-first carving and the
//! depth-first solve, and the code panel's state for their trails: the line of the last event,
//! the cell in hand, and one stack frame per cell of the path.

use crate::core::maze::carve::Direction;
use crate::core::search::EventKind::{Advance, Exhausted, Retreat, Solution, Try};
use crate::model::code::{off_path, CodeLine, CodeState, Program, Variable};
use crate::model::problems::Trail;
use crate::model::status::at;

/// Which of the maze's searches is watched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MazeSearch {
    /// Carving the maze by randomized depth-first search.
    Carve,
    /// Solving it by depth-first search from the start.
    Solve,
}

/// The pseudo-code of `search`.
pub fn program(search: MazeSearch) -> Program {
    match search {
        MazeSearch::Carve => Program {
            name: "Randomized depth-first carving",
            lines: vec![
                CodeLine::quiet(0, "procedure CARVE-MAZE", "To carve a perfect maze, starting with every wall up:"),
                CodeLine::quiet(1, "CARVE(a random cell)", "start carving from a cell chosen at random;"),
                CodeLine::emits(1, Exhausted, "every cell is carved: done", "every cell has been reached once, so every cell joins every other by exactly one way."),
                CodeLine::quiet(0, "procedure CARVE(c)", "To carve from cell c:"),
                CodeLine::emits(1, Try, "mark c carved", "c is reached for the first time;"),
                CodeLine::emits(1, Advance, "knock down the wall between c and the cell it came from", "the wall it came through is knocked down."),
                CodeLine::quiet(1, "while c has an uncarved neighbour do", "As long as c has a neighbour nobody has reached,"),
                CodeLine::quiet(2, "CARVE(one of them, chosen at random)", "carve on from one of them, chosen at random."),
                CodeLine::emits(1, Retreat, "return", "No neighbour is left: back up to the cell before (backtrack)."),
            ],
        },
        MazeSearch::Solve => Program {
            name: "Depth-first solve",
            lines: vec![
                CodeLine::quiet(0, "procedure SOLVE(start, finish)", "To find the way from start to finish:"),
                CodeLine::quiet(1, "VISIT(start)", "walk from the start;"),
                CodeLine::emits(1, Exhausted, "the walk is over", "the walk is over: the route is the path."),
                CodeLine::quiet(0, "procedure VISIT(c)", "To walk on from cell c:"),
                CodeLine::emits(1, Try, "mark c visited", "c is entered for the first time;"),
                CodeLine::emits(1, Advance, "path ← path + c", "it joins the path."),
                CodeLine::emits(1, Solution, "if c = finish then output path; stop", "If c is the finish, the path is the route: done."),
                CodeLine::quiet(1, "for each direction d in N, E, S, W do", "Otherwise look north, east, south and west in turn:"),
                CodeLine::quiet(2, "if no wall on side d and its cell is unvisited then VISIT(it)", "through each open side to an unvisited cell, walk on."),
                CodeLine::emits(1, Retreat, "path ← path − c", "A dead end: c leaves the path (backtrack)."),
            ],
        },
    }
}

/// The code panel's state for the maze search written as `program` whose events built `trail`
/// (`ended`: whether it has ended).
pub fn code_state(program: &Program, search: MazeSearch, trail: &Trail, ended: bool) -> CodeState {
    let path = trail.path();
    let last = trail.last();
    let ended = ended.then_some(Exhausted);
    let mut state = CodeState::of_trail(program, trail, ended);
    let off_path = off_path(last);
    if let Some(c) = off_path.or(path.last().copied()) {
        state.variables.push(Variable::new("c", at(c)));
    }
    state.variables.push(Variable::new(
        match search {
            MazeSearch::Carve => "stack depth",
            MazeSearch::Solve => "path length",
        },
        path.len().to_string(),
    ));
    let call = match search {
        MazeSearch::Carve => "CARVE",
        MazeSearch::Solve => "VISIT",
    };
    let depth = path.len();
    state.with_frames(depth, |level| {
        let c = path[level - 1];
        let next = if level == depth { off_path } else { path.get(level).copied() };
        let loop_at = match next.and_then(|n| Direction::between(c, n)) {
            Some(d) => format!("went {}", direction_name(d)),
            None => "looking around".to_string(),
        };
        (format!("{call}{}", at(c)), loop_at)
    })
}

fn direction_name(d: Direction) -> &'static str {
    match d {
        Direction::North => "north",
        Direction::East => "east",
        Direction::South => "south",
        Direction::West => "west",
    }
}
