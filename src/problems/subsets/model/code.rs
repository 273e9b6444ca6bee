//! Sum of subsets as the course writes it, in our own words: a recursive procedure that tries
//! `x[k] = 1` and then `x[k] = 0`, with its bounding function PROMISING; and the code panel's state
//! for a trail: the line of the last event, `k`, `Wt`, `remaining`, `x[1..k]`, and one stack
//! frame per decided weight.

use super::settings::SubsetsSettings;
use super::status::{bound_text, sums_at};
use super::text::SubsetsText;
use super::Subsets;
use crate::core::search::{Event, Mode};
use crate::model::backtracking::code::Recursion;
use crate::model::backtracking::compare::program_on;
use crate::model::code::{off_path, valid_false, CodeLine, CodeState, Program, Variable};
use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::{say, t};
use crate::model::page::{Code, Side};
use crate::model::problem::ReplayOf;
use crate::problems::subsets::core::{Bound, SubsetsOutcome};

impl Code for Subsets {
    /// The pseudo-code of sum-of-subsets backtracking, stopping at the first solution or finding
    /// all, and of the brute force it is compared with: the same recursion, testing only
    /// complete subsets.
    fn program(settings: &SubsetsSettings, side: Option<Side>) -> Program {
        let text = |code, plain| (t(code), t(plain));
        let solution = match settings.mode {
            Mode::First => text(SubsetsText::CodeSolutionFirst, SubsetsText::PlainSolutionFirst),
            Mode::All => ("if Wt' = m then output x[1..k]", t(SubsetsText::PlainSolutionAll)),
        };
        let recursion = Recursion {
            main: ("procedure SUM-OF-SUBSETS(w[1..n], m)", t(SubsetsText::PlainMain)),
            setup: vec![CodeLine::quiet(1, t(SubsetsText::CodeSort), t(SubsetsText::PlainSort))],
            root: text(SubsetsText::CodeRoot, SubsetsText::PlainRoot),
            call: ("SUBSETS(1, 0, w[1] + … + w[n])", t(SubsetsText::PlainCallFirst)),
            report: t(SubsetsText::CodeReport),
            procedure: ("procedure SUBSETS(k, Wt, remaining)", t(SubsetsText::PlainSubsets)),
            each: text(SubsetsText::CodeFor, SubsetsText::PlainFor),
            test: text(SubsetsText::CodeTry, SubsetsText::PlainTry),
            reject: text(SubsetsText::CodeReject, SubsetsText::PlainReject),
            advance: text(SubsetsText::CodeAdvance, SubsetsText::PlainAdvance),
            solution,
            recurse: ("else SUBSETS(k + 1, Wt', remaining − w[k])", t(SubsetsText::PlainNext)),
            retreat: (t(BacktrackingText::UndoChoice), t(SubsetsText::PlainRetreat)),
            helpers: vec![
                CodeLine::quiet(0, "function PROMISING(k, Wt', r)", t(SubsetsText::PlainPromising)),
                CodeLine::quiet(1, "if Wt' + r < m then return false", t(SubsetsText::PlainReach)),
                CodeLine::quiet(
                    1,
                    "return Wt' = m or (k < n and Wt' + w[k + 1] ≤ m)",
                    t(SubsetsText::PlainNextFits),
                ),
            ],
        };
        program_on(side, recursion.program(t(SubsetsText::ProgramName)), t(SubsetsText::PlainValid))
    }

    /// The line of the last event, `k`, `Wt`, `remaining`, `x[1..k]`, and one stack frame per
    /// decided weight.
    fn code_state(
        program: &Program,
        settings: &SubsetsSettings,
        _: Option<Side>,
        trail: &ReplayOf<Subsets>,
        outcome: Option<SubsetsOutcome>,
    ) -> CodeState {
        let instance = &settings.instance();
        let path = trail.path();
        let last = trail.last();
        let mut state = CodeState::of_search(program, trail, outcome.is_some());

        // The innermost SUBSETS(k, …): on the node under test, or on the last decided weight.
        let off = off_path(last);
        let node = off.map(|at| (path, at)).or(path.split_last().map(|(&at, above)| (above, at)));
        if let Some((above, at)) = node {
            let (taken, remaining) = sums_at(instance, above, at);
            state.variables.push(Variable::new("k", (at.row + 1).to_string()));
            state.variables.push(Variable::new("Wt", taken.to_string()));
            state.variables.push(Variable::new("remaining", remaining.to_string()));
        }
        // The node under test has its x[k] already; the one just taken back has it no more.
        let testing = off.filter(|_| !matches!(last, Some(Event::Retreat { .. })));
        let xs: Vec<String> = path.iter().chain(&testing).map(|at| at.col.to_string()).collect();
        state.variables.push(Variable::new("x[1..k]", format!("[{}]", xs.join(", "))));
        if let Some(Event::Reject { why: why @ Bound::Misses { .. }, .. }) = last {
            state.variables.push(valid_false(&bound_text(why, instance.m())));
        } else if let Some(Event::Reject { why, .. }) = last {
            let value =
                say(SubsetsText::PromisingFalse, &[("why", &bound_text(why, instance.m()))]);
            state.variables.push(Variable::new("PROMISING", value));
        }

        state.with_frames(path.len(), |level| {
            let above = &path[..level - 1];
            let (taken, k) = (instance.sum(above), level - 1);
            let remaining = instance.remaining_after(k) + instance.weight(k);
            let at = path[level - 1];
            (format!("SUBSETS({level}, {taken}, {remaining})"), format!("x[{level}] = {}", at.col))
        })
    }
}
