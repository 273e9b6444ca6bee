//! The course's backtracking around the learner's functions as the code panel shows it, and
//! where the search stands in it: the line of the last event, `k`, `x`, and one stack frame per
//! value chosen.

use super::job::OwnEnding;
use super::replay::OwnReplay;
use super::settings::{Against, OwnSettings};
use super::text::OwnText;
use super::values::{node_text, values, x_text};
use super::Own;
use crate::core::branch::replay::BranchTrail;
use crate::core::branch::BranchEvent;
use crate::core::search::EventKind::{Advance, Exhausted, Reject, Retreat, Root, Solution, Try};
use crate::core::search::{Mode, Replay};
use crate::core::slug::Slugged;
use crate::model::branch::code::code_state as branch_state;
use crate::model::branch::text::BranchText;
use crate::model::code::{under_test, CodeLine, CodeState, Program, Variable};
use crate::model::i18n::t;
use crate::model::page::{Code, Side};
use crate::model::problem::ReplayOf;
use crate::model::status::format_count;
use crate::problems::own::core::Method;

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

/// Least-cost search around `candidates`, `promising`, `is_solution` and `cost`; `bounded`:
/// with its line asking `promising`.
fn least_cost(bounded: bool) -> Program {
    let reject = CodeLine::emits(3, Reject, t(OwnText::LcCodeDead), t(OwnText::PlainReject));
    let lines = [
        Some(CodeLine::quiet(0, "procedure LC-SEARCH", t(OwnText::LcPlainMain))),
        Some(CodeLine::emits(1, Root, t(OwnText::LcCodeRoot), t(OwnText::LcPlainRoot))),
        Some(CodeLine::quiet(1, t(BranchText::CodeStart), t(OwnText::LcPlainStart))),
        Some(CodeLine::quiet(1, "loop", t(OwnText::LcPlainLoop))),
        Some(CodeLine::quiet(2, "for v ∈ candidates(x(E)) do", t(OwnText::PlainFor))),
        Some(CodeLine::emits(3, Try, t(OwnText::LcCodeChild), t(OwnText::LcPlainChild))),
        bounded.then_some(reject),
        Some(CodeLine::emits(3, Solution, t(OwnText::LcCodeSolution), t(OwnText::LcPlainSolution))),
        Some(CodeLine::quiet(3, t(BranchText::CodeAdd), t(OwnText::LcPlainAdd))),
        Some(CodeLine::emits(2, Exhausted, t(OwnText::LcCodeNoLive), t(OwnText::LcPlainNoLive))),
        Some(CodeLine::emits(2, Advance, t(OwnText::LcCodeLeast), t(OwnText::LcPlainLeast))),
    ];
    Program { name: t(OwnText::LcProgramName), lines: lines.into_iter().flatten().collect() }
}

impl Code for Own {
    fn program(settings: &OwnSettings, side: Option<Side>) -> Program {
        let unbounded = side.is_some_and(|side| side.slug == Against::NoBounding.slug());
        if settings.method == Method::LeastCost {
            return least_cost(!unbounded);
        }
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
        let trail = match trail {
            OwnReplay::Depth(trail) => trail,
            OwnReplay::Least(trail) => return least_cost_state(program, trail, ending),
        };
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

/// Where a least-cost search stands in its code: the line of the last event (or how it ended),
/// the E-node, the node just generated with its `x` and cost, and the live nodes.
fn least_cost_state(
    program: &Program,
    trail: &BranchTrail<u8>,
    ending: Option<OwnEnding>,
) -> CodeState {
    let ended = ending.map(|ending| match ending {
        OwnEnding::Found => Solution,
        OwnEnding::Exhausted | OwnEnding::Capped | OwnEnding::Failed { .. } => Exhausted,
    });
    let mut state = branch_state(program, trail, ended);
    let texts = trail.texts();
    if let Some(e) = trail.e_node() {
        state.variables.push(Variable::new("E", e.to_string()));
    }
    if let Some(BranchEvent::Generate { node, .. }) = trail.last() {
        if let Some(drawn) = trail.node(node) {
            state.variables.push(Variable::new("x", x_text(texts, &trail.decisions(node))));
            state.variables.push(Variable::new("cost(x)", drawn.cost.to_string()));
        }
    }
    let live = format_count(trail.totals().live);
    state.variables.push(Variable::new(t(BranchText::VarLive), live));
    state
}
