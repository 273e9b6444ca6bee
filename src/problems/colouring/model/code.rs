//! Graph colouring as the course writes it, in our own words: a recursive procedure that tries
//! x\[k\] = 1, …, m and kills a colour an earlier neighbour has; and the code panel's state for a
//! trail: the line of the last event, `k`, `x[1..k]`, and one stack frame per coloured vertex.

use super::settings::ColouringSettings;
use super::status::clash_text;
use super::text::ColouringText;
use super::Colouring;
use crate::core::search::{Event, Mode};
use crate::model::backtracking::code::Recursion;
use crate::model::backtracking::compare::program_on;
use crate::model::code::{off_path, under_test, valid_false, CodeState, Program, Variable};
use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::{say, t};
use crate::model::page::{Code, Side};
use crate::model::problem::ReplayOf;
use crate::problems::colouring::core::{colour, Clash, ColouringOutcome};

/// The pseudo-code of colouring backtracking, stopping at the first colouring or finding all,
/// and of the brute force it is compared with: the same recursion, testing only complete
/// colourings.
fn backtracking(mode: Mode) -> Program {
    let text = |code, plain| (t(code), t(plain));
    let solution = match mode {
        Mode::First => text(ColouringText::CodeSolutionFirst, ColouringText::PlainSolutionFirst),
        Mode::All => ("if k = n then output x[1..n]", t(ColouringText::PlainSolutionAll)),
    };
    let recursion = Recursion {
        main: ("procedure M-COLOURING(G, m)", t(ColouringText::PlainMain)),
        setup: vec![],
        root: text(ColouringText::CodeRoot, ColouringText::PlainRoot),
        call: ("COLOUR(1)", t(ColouringText::PlainCallFirst)),
        report: t(ColouringText::CodeReport),
        procedure: ("procedure COLOUR(k)", t(ColouringText::PlainColour)),
        each: ("for x[k] ← 1 to m do", t(ColouringText::PlainFor)),
        test: text(ColouringText::CodeTry, ColouringText::PlainTry),
        reject: text(ColouringText::CodeReject, ColouringText::PlainReject),
        advance: text(ColouringText::CodeAdvance, ColouringText::PlainAdvance),
        solution,
        recurse: ("else COLOUR(k + 1)", t(ColouringText::PlainNext)),
        retreat: (t(BacktrackingText::UndoChoice), t(ColouringText::PlainRetreat)),
        helpers: vec![],
    };
    recursion.program(t(ColouringText::ProgramName))
}

impl Code for Colouring {
    fn program(settings: &ColouringSettings, side: Option<Side>) -> Program {
        program_on(side, backtracking(settings.mode), t(ColouringText::PlainValid))
    }

    /// The line of the last event, `k`, `x[1..k]`, and one stack frame per coloured vertex.
    fn code_state(
        program: &Program,
        _: &ColouringSettings,
        _: Option<Side>,
        trail: &ReplayOf<Colouring>,
        outcome: Option<ColouringOutcome>,
    ) -> CodeState {
        let path = trail.path();
        let last = trail.last();
        let mut state = CodeState::of_search(program, trail, outcome.is_some());

        // The innermost COLOUR(k): on the node under test, or on the last coloured vertex.
        let off = off_path(last);
        if let Some(at) = off.or(path.last().copied()) {
            state.variables.push(Variable::new("k", (at.row + 1).to_string()));
        }
        // The node under test has its x[k] already; the one just taken back has it no more.
        let testing = under_test(last);
        let xs: Vec<String> =
            path.iter().chain(&testing).map(|&at| colour(at).to_string()).collect();
        state.variables.push(Variable::new("x[1..k]", format!("[{}]", xs.join(", "))));
        if let Some(Event::Reject { why: why @ Clash::Improper { .. }, at }) = last {
            state.variables.push(valid_false(&clash_text(why, at)));
        } else if let Some(Event::Reject { why, at }) = last {
            state.variables.push(Variable::new(
                t(ColouringText::VarClash),
                say(ColouringText::ClashVariable, &[("why", &clash_text(why, at))]),
            ));
        }
        state.with_frames(path.len(), |level| {
            (format!("COLOUR({level})"), format!("x[{level}] = {}", colour(path[level - 1])))
        })
    }
}
