//! The course's backtracking around the learner's functions as the code panel shows it, and
//! where the search stands in it: the line of the last event, `k`, `x`, and one stack frame per
//! value chosen.

use super::job::OwnEnding;
use super::settings::{OwnSettings, NO_BOUNDING};
use super::text::OwnText;
use super::values::{node_text, values, x_text};
use super::Own;
use crate::core::search::EventKind::{Advance, Exhausted, Reject, Retreat, Root, Solution, Try};
use crate::core::search::{Mode, Replay};
use crate::model::code::{under_test, CodeLine, CodeState, Program, Variable};
use crate::model::i18n::t;
use crate::model::page::{Code, Side};
use crate::model::problem::ReplayOf;

/// The course's backtracking around `candidates`, `promising` and `is_solution`, stopping at
/// the first solution or finding all; `bounded`: with its line asking `promising`.
fn backtracking(mode: Mode, bounded: bool) -> Program {
    let (solution, plain_solution) = match mode {
        Mode::First => (OwnText::CodeSolutionFirst, OwnText::PlainSolutionFirst),
        Mode::All => (OwnText::CodeSolutionAll, OwnText::PlainSolutionAll),
    };
    let reject = CodeLine::emits(2, Reject, t(OwnText::CodeReject), t(OwnText::PlainReject));
    let lines = [
        Some(CodeLine::quiet(0, "procedure SEARCH", t(OwnText::PlainMain))),
        Some(CodeLine::emits(1, Root, t(OwnText::CodeRoot), t(OwnText::PlainRoot))),
        Some(CodeLine::quiet(1, "BACKTRACK(1)", t(OwnText::PlainCallFirst))),
        Some(CodeLine::emits(1, Exhausted, t(OwnText::CodeReport), t(OwnText::PlainReport))),
        Some(CodeLine::quiet(0, "procedure BACKTRACK(k)", t(OwnText::PlainBacktrack))),
        Some(CodeLine::quiet(1, "for v ∈ candidates(x[1..k − 1]) do", t(OwnText::PlainFor))),
        Some(CodeLine::emits(2, Try, t(OwnText::CodeTry), t(OwnText::PlainTry))),
        bounded.then_some(reject),
        Some(CodeLine::emits(2, Advance, t(OwnText::CodeAdvance), t(OwnText::PlainAdvance))),
        Some(CodeLine::emits(2, Solution, t(solution), t(plain_solution))),
        Some(CodeLine::quiet(2, "BACKTRACK(k + 1)", t(OwnText::PlainNext))),
        Some(CodeLine::emits(1, Retreat, "return", t(OwnText::PlainRetreat))),
    ];
    Program { name: t(OwnText::ProgramName), lines: lines.into_iter().flatten().collect() }
}

impl Code for Own {
    fn program(settings: &OwnSettings, side: Option<Side>) -> Program {
        let unbounded = side.is_some_and(|side| side.slug == NO_BOUNDING);
        backtracking(settings.mode, !unbounded)
    }

    /// The line of the last event, `k`, `v`, `x`, and one stack frame per value chosen.
    fn code_state(
        program: &Program,
        _: &OwnSettings,
        _: Option<Side>,
        trail: &ReplayOf<Own>,
        ending: Option<OwnEnding>,
    ) -> CodeState {
        let (path, texts) = (trail.path(), trail.texts());
        let mut state = CodeState::of_search(program, trail, ending.is_some());
        let chosen = values(texts, path);
        if let Some(at) = under_test(trail.last()) {
            state.variables.push(Variable::new("k", (at.row + 1).to_string()));
            state.variables.push(Variable::new("v", node_text(texts, at).value));
        } else {
            state.variables.push(Variable::new("k", (path.len() + 1).to_string()));
        }
        state.variables.push(Variable::new("x", x_text(texts, path)));
        state.with_frames(path.len(), |level| {
            (format!("BACKTRACK({level})"), format!("x[{level}] = {}", chosen[level - 1]))
        })
    }
}
