//! N-queens backtracking as the course writes it (`QUEENS(k)` with its bounding function
//! `PLACE(k, i)`), and the code panel's state for a queens trail: the line of the last event,
//! `k`, `i`, `x`, and one stack frame per placed queen.

use super::settings::QueensSettings;
use crate::core::search::Event;
use crate::model::backtracking::code::Recursion;
use crate::model::backtracking::compare::program_on;
use crate::model::code::{off_path, valid_false, CodeLine, CodeState, Program, Variable};
use crate::model::i18n::say;
use crate::model::i18n::t;
use crate::model::page::{Code, Side};
use crate::model::problem::ReplayOf;
use crate::problems::queens::core::{Conflict, Mode, QueensOutcome};
use crate::problems::queens::model::text::QueensText;
use crate::problems::queens::Queens;

/// The pseudo-code of n-queens backtracking, stopping at the first solution or finding all,
/// and of the brute force it is compared with: the same recursion, testing only complete
/// boards.
fn backtracking(mode: Mode) -> Program {
    let text = |code, plain| (t(code), t(plain));
    let solution = match mode {
        Mode::First => text(QueensText::CodeSolutionFirst, QueensText::PlainSolutionFirst),
        Mode::All => ("if k = n then output x[1..n]", t(QueensText::PlainSolutionAll)),
    };
    let recursion = Recursion {
        main: ("procedure N-QUEENS(n)", t(QueensText::PlainMain)),
        setup: vec![],
        root: text(QueensText::CodeRoot, QueensText::PlainRoot),
        call: ("QUEENS(1)", t(QueensText::PlainCallFirst)),
        report: t(QueensText::CodeReport),
        procedure: ("procedure QUEENS(k)", t(QueensText::PlainQueens)),
        each: ("for i ← 1 to n do", t(QueensText::PlainFor)),
        test: text(QueensText::CodeTry, QueensText::PlainTry),
        reject: text(QueensText::CodeReject, QueensText::PlainReject),
        advance: ("x[k] ← i", t(QueensText::PlainAdvance)),
        solution,
        recurse: ("else QUEENS(k + 1)", t(QueensText::PlainNext)),
        retreat: text(QueensText::CodeRetreat, QueensText::PlainRetreat),
        helpers: vec![
            CodeLine::quiet(0, "function PLACE(k, i)", t(QueensText::PlainPlace)),
            CodeLine::quiet(1, "for j ← 1 to k − 1 do", t(QueensText::PlainPlaceFor)),
            CodeLine::quiet(
                2,
                "if x[j] = i or |x[j] − i| = |j − k| then return false",
                t(QueensText::PlainPlaceIf),
            ),
            CodeLine::quiet(1, "return true", t(QueensText::PlainPlaceTrue)),
        ],
    };
    recursion.program(t(QueensText::ProgramName))
}

impl Code for Queens {
    fn program(settings: &QueensSettings, side: Option<Side>) -> Program {
        program_on(side, backtracking(settings.mode), t(QueensText::PlainValid))
    }

    /// The line of the last event, `k`, `i`, `x`, and one stack frame per placed queen.
    fn code_state(
        program: &Program,
        _: &QueensSettings,
        _: Option<Side>,
        trail: &ReplayOf<Queens>,
        outcome: Option<QueensOutcome>,
    ) -> CodeState {
        let queens = trail.path();
        let last = trail.last();
        let mut state = CodeState::of_search(program, trail, outcome.is_some());

        // The innermost QUEENS(k): on the row under test, or on the last queen's row once placed.
        let off_path = off_path(last);
        if let Some(at) = off_path.or(queens.last().copied()) {
            state.variables.push(Variable::new("k", (at.row + 1).to_string()));
            state.variables.push(Variable::new("i", (at.col + 1).to_string()));
        }
        let columns: Vec<String> = queens.iter().map(|q| (q.col + 1).to_string()).collect();
        state.variables.push(Variable::new("x", format!("[{}]", columns.join(", "))));
        if let Some(Event::Reject { why: Conflict::Pair { first, second }, .. }) = last {
            let pair: [(&str, &dyn std::fmt::Display); 2] =
                [("first", &(first.row + 1)), ("second", &(second.row + 1))];
            state.variables.push(valid_false(&say(QueensText::PairAttack, &pair)));
        } else if let Some(Event::Reject { why: conflict, .. }) = last {
            let by = conflict.by();
            state.variables.push(Variable::new(
                "PLACE(k, i)",
                say(QueensText::PlaceFalse, &[("queen", &(by.row + 1)), ("col", &(by.col + 1))]),
            ));
        }

        state.with_frames(queens.len(), |level| {
            let queen = queens[level - 1];
            (format!("QUEENS({level})"), format!("x[{level}] = {}", queen.col + 1))
        })
    }
}
