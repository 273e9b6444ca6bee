//! The 15-puzzle's search as the course writes it (Horowitz and Sahni's LC-search, in our own
//! words), least cost or FIFO, and the code panel's state for a trail: the line of the last
//! event, the E-node, the child just generated with its cost, the live nodes and the answer.

use super::job::{sides, FifteenEnding};
use super::settings::FifteenSettings;
use super::status::{moves_text, split};
use super::text::FifteenText;
use super::Fifteen;
use crate::core::branch::event::BranchEvent;
use crate::core::branch::replay::BranchTrail;
use crate::core::branch::Selection;
use crate::core::search::EventKind::{Advance, Exhausted, Root, Solution, Try};
use crate::core::search::{EventKind, Never};
use crate::model::branch::code::code_state as branch_state;
use crate::model::branch::text::BranchText;
use crate::model::code::{CodeLine, CodeState, Program, Variable};
use crate::model::i18n::t;
use crate::model::page::{Code, Side};
use crate::model::status::format_count;

/// The line of how a run ended, after a jump to its snapshot.
fn ended(ending: Option<FifteenEnding>) -> Option<EventKind> {
    match ending? {
        FifteenEnding::Reached => Some(Solution),
        FifteenEnding::Exhausted => Some(Exhausted),
        FifteenEnding::Capped | FifteenEnding::Unreachable => None,
    }
}

impl Code for Fifteen {
    /// The search's pseudo-code, picking E-nodes by the side's selection (least cost, or FIFO).
    fn program(settings: &FifteenSettings, side: Option<Side>) -> Program {
        let selection = side
            .and_then(|side| sides(settings.compare).into_iter().find(|(s, _, _)| *s == side))
            .map_or(Selection::LeastCost, |(_, _, selection)| selection);
        let (name, header, pick) = match selection {
            Selection::Fifo => (
                t(FifteenText::ProgramFifo),
                "procedure FIFO-SEARCH(t)",
                CodeLine::emits(2, Advance, t(FifteenText::CodeFirst), t(FifteenText::PlainFirst)),
            ),
            _ => (
                t(FifteenText::ProgramLc),
                "procedure LC-SEARCH(t)",
                CodeLine::emits(2, Advance, t(FifteenText::CodeLeast), t(FifteenText::PlainLeast)),
            ),
        };
        let lines = vec![
            CodeLine::quiet(0, header, t(FifteenText::PlainMain)),
            CodeLine::emits(
                1,
                Root,
                "c(t) ← f(t) + ĝ(t) = 0 + ĝ(t)",
                t(FifteenText::PlainRootCost),
            ),
            CodeLine::quiet(1, t(FifteenText::CodeRootAnswer), t(FifteenText::PlainRootAnswer)),
            CodeLine::quiet(1, t(BranchText::CodeStart), t(FifteenText::PlainStart)),
            CodeLine::quiet(1, "loop", t(FifteenText::PlainLoop)),
            CodeLine::quiet(2, t(FifteenText::CodeFor), t(FifteenText::PlainFor)),
            CodeLine::emits(3, Try, t(FifteenText::CodeChild), t(FifteenText::PlainChild)),
            CodeLine::emits(3, Solution, t(FifteenText::CodeAnswer), t(FifteenText::PlainAnswer)),
            CodeLine::quiet(3, t(BranchText::CodeAdd), t(BranchText::PlainAdd)),
            CodeLine::emits(2, Exhausted, t(FifteenText::CodeNoLive), t(FifteenText::PlainNoLive)),
            pick,
        ];
        Program { name, lines }
    }

    /// The line of the last event, the E-node, the child just generated with its cost, the live
    /// nodes and the answer.
    fn code_state(
        program: &Program,
        _: &FifteenSettings,
        _: Option<Side>,
        trail: &BranchTrail<Never>,
        ending: Option<FifteenEnding>,
    ) -> CodeState {
        let mut state = branch_state(program, trail, ended(ending));
        let mut variables = Vec::new();
        if let Some(e) = trail.e_node() {
            variables.push(Variable::new("E", format!("{e}")));
        }
        if let Some(BranchEvent::Generate { node, .. }) = trail.last() {
            if let Some(drawn) = trail.node(node) {
                let (f, g, c) = split(trail, drawn);
                variables.push(Variable::new("x", format!("{node}")));
                variables.push(Variable::new("c(x) = f(x) + ĝ(x)", format!("{f} + {g} = {c}")));
            }
        }
        variables.push(Variable::new(t(BranchText::VarLive), format_count(trail.totals().live)));
        if let Some(answer) = trail.answer() {
            variables.push(Variable::new(
                t(FifteenText::VarAnswer),
                moves_text(&trail.decisions(answer)),
            ));
        }
        state.variables = variables;
        state
    }
}
