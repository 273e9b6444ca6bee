//! The Hamiltonian-circuit search as the course writes it, in our own words: a recursive
//! procedure that tries each neighbour of x\[k − 1\] as x\[k\]; and the code panel's state for a
//! trail: the line of the last event, `k`, `x[1..k]`, and one stack frame per vertex placed.

use super::settings::HamiltonSettings;
use super::status::missing_text;
use super::text::HamiltonText;
use super::Hamilton;
use crate::core::search::{Event, Mode};
use crate::model::backtracking::code::Recursion;
use crate::model::code::{
    off_path, under_test, valid_false, CodeLine, CodeState, Program, Variable,
};
use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::{say, t};
use crate::model::page::common::BRUTE_FORCE;
use crate::model::page::{Code, Side};
use crate::model::problem::ReplayOf;
use crate::problems::hamilton::core::{vertex, HamiltonOutcome, Missing};

/// The pseudo-code of the circuit search, stopping at the first circuit or finding all.
fn backtracking(mode: Mode) -> Program {
    let text = |code, plain| (t(code), t(plain));
    let solution = match mode {
        Mode::First => text(HamiltonText::CodeSolutionFirst, HamiltonText::PlainSolutionFirst),
        Mode::All => ("if k = n then output x[1..n], 1", t(HamiltonText::PlainSolutionAll)),
    };
    let recursion = Recursion {
        main: ("procedure HAMILTON(G)", t(HamiltonText::PlainMain)),
        setup: vec![],
        root: text(HamiltonText::CodeRoot, HamiltonText::PlainRoot),
        call: ("CIRCUIT(2)", t(HamiltonText::PlainCallFirst)),
        report: t(HamiltonText::CodeReport),
        procedure: ("procedure CIRCUIT(k)", t(HamiltonText::PlainCircuit)),
        each: text(HamiltonText::CodeFor, HamiltonText::PlainFor),
        test: text(HamiltonText::CodeTry, HamiltonText::PlainTry),
        reject: text(HamiltonText::CodeReject, HamiltonText::PlainReject),
        advance: text(HamiltonText::CodeAdvance, HamiltonText::PlainAdvance),
        solution,
        recurse: ("else CIRCUIT(k + 1)", t(HamiltonText::PlainNext)),
        retreat: (t(BacktrackingText::UndoChoice), t(HamiltonText::PlainRetreat)),
        helpers: vec![],
    };
    recursion.program(t(HamiltonText::ProgramName))
}

impl Code for Hamilton {
    /// The brute force is the same recursion over every vertex not yet on the path, testing
    /// only complete orders.
    fn program(settings: &HamiltonSettings, side: Option<Side>) -> Program {
        let program = backtracking(settings.mode);
        match side {
            Some(Side { slug: BRUTE_FORCE, .. }) => {
                let choices = t(HamiltonText::CodeBruteFor);
                program
                    .brute_force(t(BacktrackingText::BruteForce), t(HamiltonText::PlainValid))
                    .with_choices(CodeLine::quiet(1, choices, t(HamiltonText::PlainBruteFor)))
            }
            _ => program,
        }
    }

    /// The line of the last event, `k`, `x[1..k]`, and one stack frame per vertex placed.
    fn code_state(
        program: &Program,
        _: &HamiltonSettings,
        _: Option<Side>,
        trail: &ReplayOf<Hamilton>,
        outcome: Option<HamiltonOutcome>,
    ) -> CodeState {
        let path = trail.path();
        let last = trail.last();
        let mut state = CodeState::of_search(program, trail, outcome.is_some());
        let off = off_path(last);
        if let Some(at) = off.or(path.last().copied()) {
            state.variables.push(Variable::new("k", (at.row + 1).to_string()));
        }
        let testing = under_test(last);
        let xs: Vec<String> = std::iter::once(1)
            .chain(path.iter().chain(&testing).map(|&at| vertex(at) + 1))
            .map(|v| v.to_string())
            .collect();
        state.variables.push(Variable::new("x[1..k]", format!("[{}]", xs.join(", "))));
        if let Some(Event::Reject {
            why: why @ (Missing::NoEdge { .. } | Missing::Repeated { .. }),
            ..
        }) = last
        {
            state.variables.push(valid_false(&missing_text(why)));
        } else if let Some(Event::Reject { why, .. }) = last {
            state.variables.push(Variable::new(
                t(HamiltonText::VarDead),
                say(HamiltonText::DeadVariable, &[("why", &missing_text(why))]),
            ));
        }
        state.with_frames(path.len(), |level| {
            (
                format!("CIRCUIT({})", level + 1),
                format!("x[{}] = {}", level + 1, vertex(path[level - 1]) + 1),
            )
        })
    }
}
