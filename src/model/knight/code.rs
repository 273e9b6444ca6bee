//! The knight's searches as pseudo-code, and the code panel's state for a knight's trail: the
//! line of the last event, the variables (`k`, `y`, the move being tried, Warnsdorff's degrees)
//! and one stack frame per square of the path.

use crate::core::grid::{Board, Square};
use crate::core::knight::moves::KnightMoves;
use crate::core::knight::{onward_degree, ordered_moves, Algorithm, Outcome};
use crate::core::search::EventKind::{Advance, Exhausted, Reject, Retreat, Solution, Try};
use crate::model::code::{off_path, CodeLine, CodeState, Program, Variable};
use crate::model::problems::Trail;
use crate::model::status::at;

/// The pseudo-code of `algorithm` (closed tours only with `closed`).
pub fn program(algorithm: Algorithm, closed: bool) -> Program {
    let reject = if closed {
        CodeLine::emits(
            1,
            Reject,
            "if visited[y] or (k = m·n and y is not a move from start) then kill y",
            "If the knight has been on y, or y would end the tour a jump away from the start, y is rejected: the bounding function.",
        )
    } else {
        CodeLine::emits(
            1,
            Reject,
            "if visited[y] then kill y",
            "If the knight has already been on y, y is rejected: the bounding function.",
        )
    };
    let (name, header, none) = match algorithm {
        Algorithm::Backtracking => (
            "Backtracking",
            "procedure KNIGHT-TOUR(start)",
            CodeLine::emits(
                1,
                Exhausted,
                "report \"no tour\"",
                "Every try came back: no tour starts on this square.",
            ),
        ),
        Algorithm::Warnsdorff => (
            "Warnsdorff",
            "procedure WARNSDORFF(start)",
            CodeLine::emits(
                1,
                Exhausted,
                "report \"stuck after k − 1 moves\"",
                "The knight had nowhere to go: Warnsdorff's rule got stuck.",
            ),
        ),
        Algorithm::WarnsdorffBacktracking => (
            "Warnsdorff + backtracking",
            "procedure WARNSDORFF-TOUR(start)",
            CodeLine::emits(
                1,
                Exhausted,
                "report \"no tour\"",
                "Every try came back: no tour starts on this square.",
            ),
        ),
    };
    let mut lines = vec![
        CodeLine::quiet(
            0,
            header,
            "To find a tour from the start square, with m·n squares on the board:",
        ),
        CodeLine::quiet(1, "TRY(start, 1)", "try the start square as square 1 of the path;"),
        none,
        CodeLine::quiet(0, "procedure TRY(y, k)", "To try square y as square k of the path:"),
        CodeLine::emits(1, Try, "generate node y", "square y becomes a new node of the tree."),
        reject,
        CodeLine::emits(
            1,
            Advance,
            "path[k] ← y; visited[y] ← true",
            "Otherwise the knight jumps to y.",
        ),
        CodeLine::emits(
            1,
            Solution,
            "if k = m·n then output path; stop",
            "If that was the last square, the path is a tour: done.",
        ),
    ];
    match algorithm {
        Algorithm::Backtracking => lines.extend([
            CodeLine::quiet(
                1,
                "for i ← 1 to 8 do",
                "Otherwise go through the knight's eight moves in the fixed order,",
            ),
            CodeLine::quiet(
                2,
                "if y + move[i] is on the board then TRY(y + move[i], k + 1)",
                "trying each square on the board as square k + 1.",
            ),
        ]),
        Algorithm::Warnsdorff => lines.extend([
            CodeLine::quiet(
                1,
                "z ← the unvisited move from y with the fewest onward moves (ties: first in move order)",
                "Otherwise pick the unvisited square with the fewest onward moves,",
            ),
            CodeLine::quiet(
                1,
                "if there is such z then TRY(z, k + 1)",
                "and jump there as square k + 1; never come back.",
            ),
        ]),
        Algorithm::WarnsdorffBacktracking => lines.extend([
            CodeLine::quiet(
                1,
                "for each unvisited move z from y, fewest onward moves first (ties: farthest from the centre) do",
                "Otherwise go through the unvisited squares a jump away, fewest onward moves first,",
            ),
            CodeLine::quiet(2, "TRY(z, k + 1)", "trying each as square k + 1."),
        ]),
    }
    if algorithm.backtracks() {
        lines.push(CodeLine::emits(
            1,
            Retreat,
            "path[k] ← none; visited[y] ← false",
            "No move from y led to a tour: the knight takes y back (it backtracks).",
        ));
    }
    Program { name, lines }
}

/// The code panel's state for a knight's search on `board` with `algorithm`, written as
/// `program`, whose events built `trail` (`outcome`: how it ended, if it has).
pub fn code_state(
    program: &Program,
    board: Board,
    algorithm: Algorithm,
    trail: &Trail,
    outcome: Option<Outcome>,
) -> CodeState {
    let path = trail.path();
    let last = trail.last();
    let ended = outcome.map(|o| if o == Outcome::Tour { Solution } else { Exhausted });
    let mut state = CodeState::of_trail(program, trail, ended);

    // The innermost TRY(y, k): a candidate under test or just taken back is square k = path + 1.
    let off_path = off_path(last);
    let k = path.len() + usize::from(off_path.is_some());
    if let Some(y) = off_path.or(path.last().copied()) {
        state.variables.push(Variable::new("k", k.to_string()));
        state.variables.push(Variable::new("y", at(y)));
    }
    let mut visited = visited_by(board, path);
    if let (Some(&from), true) = (path.last(), algorithm != Algorithm::Backtracking) {
        let degrees = onward_degrees(board, from, |s| visited[board.index(s)]);
        state
            .variables
            .push(Variable::new("onward moves", format!("from {}: {degrees}", at(from))));
    }

    // Frame `level` is the call that put path[level − 1] on the path. Its loop stands at the
    // square after it on the path; the innermost one's at the square under test or just taken
    // back. Frames come innermost first, each seeing the squares after it unvisited again.
    let depth = path.len();
    state.with_frames(depth, |level| {
        let y = path[level - 1];
        if let Some(&later) = path.get(level) {
            visited[board.index(later)] = false;
        }
        let next = if level == depth { off_path } else { path.get(level).copied() };
        let mut order = Vec::with_capacity(8);
        let is_visited = |s: Square| visited[board.index(s)];
        ordered_moves(board, algorithm, algorithm.tie_break(), y, is_visited, |s| order.push(s));
        let loop_at = match next.and_then(|n| order.iter().position(|&s| s == n)) {
            Some(i) => format!("move {} of {}: {}", i + 1, order.len(), at(order[i])),
            None if order.is_empty() => "no move left".to_string(),
            None => format!("{} moves to try", order.len()),
        };
        (format!("TRY({}, {level})", at(y)), loop_at)
    })
}

/// Which squares of `board` the `path` covers, by square index.
pub fn visited_by(board: Board, path: &[Square]) -> Vec<bool> {
    let mut visited = vec![false; board.len()];
    path.iter().for_each(|&s| visited[board.index(s)] = true);
    visited
}

/// The unvisited squares a jump from `from` with their onward degrees, as the code panel and
/// practice write them: `(1, 2) → 5, (2, 1) → 5` (`none` when there are none).
pub fn onward_degrees(board: Board, from: Square, visited: impl Fn(Square) -> bool) -> String {
    let degrees: Vec<String> = board
        .knight_moves(from)
        .filter(|&s| !visited(s))
        .map(|s| format!("{} → {}", at(s), onward_degree(board, s, &visited)))
        .collect();
    if degrees.is_empty() {
        "none".to_string()
    } else {
        degrees.join(", ")
    }
}
