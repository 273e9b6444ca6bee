//! N-queens backtracking as the course writes it (`QUEENS(k)` with its bounding function
//! `PLACE(k, i)`), and the code panel's state for a queens trail: the line of the last event,
//! `k`, `i`, `x`, and one stack frame per placed queen.

use crate::core::queens::{Mode, QueensOutcome};
use crate::core::search::EventKind::{Advance, Exhausted, Reject, Retreat, Root, Solution, Try};
use crate::model::code::{off_path, CodeLine, CodeState, Program, Variable};
use crate::model::problems::{Event, Trail};

/// The pseudo-code of n-queens backtracking, stopping at the first solution or finding all.
pub fn program(mode: Mode) -> Program {
    let solution = match mode {
        Mode::First => CodeLine::emits(
            2,
            Solution,
            "if k = n then output x[1..n]; stop",
            "If that was the last row, the board is a solution: done.",
        ),
        Mode::All => CodeLine::emits(
            2,
            Solution,
            "if k = n then output x[1..n]",
            "If that was the last row, the board is a solution: count it and go on.",
        ),
    };
    let lines = vec![
        CodeLine::quiet(0, "procedure N-QUEENS(n)", "To place n queens on an n × n board:"),
        CodeLine::emits(
            1,
            Root,
            "generate the root: the empty board",
            "start from the empty board, node 1 of the tree;",
        ),
        CodeLine::quiet(1, "QUEENS(1)", "place the queens from row 1 down;"),
        CodeLine::emits(
            1,
            Exhausted,
            "report the solutions found",
            "every branch has been explored: the search is over.",
        ),
        CodeLine::quiet(0, "procedure QUEENS(k)", "To place queen k on row k:"),
        CodeLine::quiet(1, "for i ← 1 to n do", "go through the columns of row k, left to right;"),
        CodeLine::emits(
            2,
            Try,
            "generate node x[k] = i",
            "column i becomes a new node of the tree.",
        ),
        CodeLine::emits(
            2,
            Reject,
            "if not PLACE(k, i) then kill the node",
            "If a queen above attacks it, the node is killed: the bounding function.",
        ),
        CodeLine::emits(2, Advance, "x[k] ← i", "Otherwise queen k goes on column i."),
        solution,
        CodeLine::quiet(2, "else QUEENS(k + 1)", "Otherwise place the next queen, one row down."),
        CodeLine::emits(
            2,
            Retreat,
            "x[k] ← none",
            "Row k is done with column i: take queen k back (backtrack).",
        ),
        CodeLine::quiet(0, "function PLACE(k, i)", "Queen k may go on column i"),
        CodeLine::quiet(1, "for j ← 1 to k − 1 do", "unless some queen j above it"),
        CodeLine::quiet(
            2,
            "if x[j] = i or |x[j] − i| = |j − k| then return false",
            "shares its column or a diagonal with it;",
        ),
        CodeLine::quiet(1, "return true", "otherwise it is safe."),
    ];
    Program { name: "N-queens backtracking", lines }
}

/// The code panel's state for the queens search written as `program` whose events built
/// `trail` (`outcome`: how it ended, if it has).
pub fn code_state(program: &Program, trail: &Trail, outcome: Option<QueensOutcome>) -> CodeState {
    let queens = trail.path();
    let last = trail.last();
    let ended = outcome.map(|_| if is_full(trail) { Solution } else { Exhausted });
    let mut state = CodeState::of_trail(program, trail, ended);

    // The innermost QUEENS(k): on the row under test, or on the last queen's row once placed.
    let off_path = off_path(last);
    if let Some(at) = off_path.or(queens.last().copied()) {
        state.variables.push(Variable::new("k", (at.row + 1).to_string()));
        state.variables.push(Variable::new("i", (at.col + 1).to_string()));
    }
    let columns: Vec<String> = queens.iter().map(|q| (q.col + 1).to_string()).collect();
    state.variables.push(Variable::new("x", format!("[{}]", columns.join(", "))));
    if let Some(Event::Reject { why: crate::model::problems::Reason::Queens(conflict), .. }) = last
    {
        let by = conflict.by();
        state.variables.push(Variable::new(
            "PLACE(k, i)",
            format!("false: queen {} on column {}", by.row + 1, by.col + 1),
        ));
    }

    state.with_frames(queens.len(), |level| {
        let queen = queens[level - 1];
        (format!("QUEENS({level})"), format!("x[{level}] = {}", queen.col + 1))
    })
}

/// Whether the trail shows a complete board (a run in "first" mode that ended on a solution).
fn is_full(trail: &Trail) -> bool {
    trail.stats().solutions > 0 && !trail.exhausted()
}
