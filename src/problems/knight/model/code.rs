//! The knight's searches as pseudo-code, and the code panel's state for a knight's trail: the
//! line of the last event, the variables (`k`, `y`, the move being tried, Warnsdorff's degrees)
//! and one stack frame per square of the path.

use super::job::KnightEnding;
use super::settings::KnightSettings;
use crate::core::grid::{Board, Square};
use crate::core::search::EventKind::{Advance, Exhausted, Reject, Retreat, Solution, Try};
use crate::core::slug::Slugged;
use crate::model::code::{off_path, CodeLine, CodeState, Program, Variable};
use crate::model::i18n::{fill, t};
use crate::model::page::{Code, Side};
use crate::model::problem::ReplayOf;
use crate::model::status::at;
use crate::problems::knight::core::moves::KnightMoves;
use crate::problems::knight::core::{onward_degree, ordered_moves, Algorithm, Outcome};
use crate::problems::knight::model::text::KnightText;
use crate::problems::knight::Knight;

impl Code for Knight {
    /// The pseudo-code of the side's algorithm (closed tours only when the settings ask for
    /// them).
    fn program(settings: &KnightSettings, side: Option<Side>) -> Program {
        let (algorithm, closed) = (side_algorithm(settings, side), settings.closed);
        let reject = if closed {
            CodeLine::emits(
                1,
                Reject,
                t(KnightText::CodeRejectClosed),
                t(KnightText::PlainRejectClosed),
            )
        } else {
            CodeLine::emits(
                1,
                Reject,
                t(KnightText::CodeRejectOpen),
                t(KnightText::PlainRejectOpen),
            )
        };
        let (name, header, none) = match algorithm {
            Algorithm::Backtracking => (
                t(KnightText::AlgoBacktracking),
                "procedure KNIGHT-TOUR(start)",
                CodeLine::emits(
                    1,
                    Exhausted,
                    t(KnightText::CodeNoTour),
                    t(KnightText::PlainNoTour),
                ),
            ),
            Algorithm::Warnsdorff => (
                t(KnightText::AlgoWarnsdorff),
                "procedure WARNSDORFF(start)",
                CodeLine::emits(1, Exhausted, t(KnightText::CodeStuck), t(KnightText::PlainStuck)),
            ),
            Algorithm::WarnsdorffBacktracking => (
                t(KnightText::AlgoWarnsdorffBt),
                "procedure WARNSDORFF-TOUR(start)",
                CodeLine::emits(
                    1,
                    Exhausted,
                    t(KnightText::CodeNoTour),
                    t(KnightText::PlainNoTour),
                ),
            ),
        };
        let mut lines = vec![
            CodeLine::quiet(0, header, t(KnightText::PlainHeader)),
            CodeLine::quiet(1, "TRY(start, 1)", t(KnightText::PlainTryStart)),
            none,
            CodeLine::quiet(0, "procedure TRY(y, k)", t(KnightText::PlainTryHeader)),
            CodeLine::emits(1, Try, t(KnightText::CodeGenerate), t(KnightText::PlainGenerate)),
            reject,
            CodeLine::emits(
                1,
                Advance,
                "path[k] ← y; visited[y] ← true",
                t(KnightText::PlainAdvance),
            ),
            CodeLine::emits(1, Solution, t(KnightText::CodeSolution), t(KnightText::PlainSolution)),
        ];
        match algorithm {
            Algorithm::Backtracking => lines.extend([
                CodeLine::quiet(1, "for i ← 1 to 8 do", t(KnightText::PlainForFixed)),
                CodeLine::quiet(2, t(KnightText::CodeTryFixed), t(KnightText::PlainTryFixed)),
            ]),
            Algorithm::Warnsdorff => lines.extend([
                CodeLine::quiet(
                    1,
                    t(KnightText::CodePickWarnsdorff),
                    t(KnightText::PlainPickWarnsdorff),
                ),
                CodeLine::quiet(1, t(KnightText::CodeIfSuchZ), t(KnightText::PlainIfSuchZ)),
            ]),
            Algorithm::WarnsdorffBacktracking => lines.extend([
                CodeLine::quiet(
                    1,
                    t(KnightText::CodeForWarnsdorffBt),
                    t(KnightText::PlainForWarnsdorffBt),
                ),
                CodeLine::quiet(2, "TRY(z, k + 1)", t(KnightText::PlainTryEach)),
            ]),
        }
        if algorithm.backtracks() {
            let retreat = t(KnightText::CodeRetreat);
            lines.push(CodeLine::emits(1, Retreat, retreat, t(KnightText::PlainRetreat)));
        }
        Program { name, lines }
    }

    /// The line of the last event, `k`, `y`, Warnsdorff's onward degrees, and one stack frame
    /// per square of the path.
    fn code_state(
        program: &Program,
        settings: &KnightSettings,
        side: Option<Side>,
        trail: &ReplayOf<Knight>,
        ending: Option<KnightEnding>,
    ) -> CodeState {
        let (board, algorithm) = (settings.board, side_algorithm(settings, side));
        let outcome = match ending {
            Some(KnightEnding::Searched(outcome)) => Some(outcome),
            _ => None,
        };
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
            let value = fill(
                t(KnightText::VarOnwardValue),
                &[("square", &at(from)), ("degrees", &degrees)],
            );
            state.variables.push(Variable::new(t(KnightText::VarOnward), value));
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
            ordered_moves(board, algorithm, algorithm.tie_break(), y, is_visited, |s| {
                order.push(s)
            });
            let loop_at = match next.and_then(|n| order.iter().position(|&s| s == n)) {
                Some(i) => fill(
                    t(KnightText::FrameMove),
                    &[
                        ("i", &(i + 1).to_string()),
                        ("n", &order.len().to_string()),
                        ("square", &at(order[i])),
                    ],
                ),
                None if order.is_empty() => t(KnightText::FrameNoMove).to_string(),
                None => fill(t(KnightText::FrameMovesToTry), &[("n", &order.len().to_string())]),
            };
            (format!("TRY({}, {level})", at(y)), loop_at)
        })
    }
}

/// The algorithm of the search on `side` of a comparison, or the watched search's.
fn side_algorithm(settings: &KnightSettings, side: Option<Side>) -> Algorithm {
    side.and_then(|side| Algorithm::from_slug(side.slug)).unwrap_or(settings.algorithm)
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
        t(KnightText::DegreesNone).to_string()
    } else {
        degrees.join(", ")
    }
}
