//! The programs of an optimising page, least cost, depth first with the same bound, or the
//! brute force, each with the same problem's own lines (its bound, its children, when a node
//! dies), and the code panel's state: the line of the last event, the E-node, the child just
//! generated with its bound, the best so far and the live nodes.

use super::compare::Strategy;
use super::text::OptimumText;
use crate::core::branch::event::BranchEvent;
use crate::core::branch::replay::BranchTrail;
use crate::core::branch::stats::BranchEnding;
use crate::core::branch::{Goal, Selection};
use crate::core::search::EventKind::{Advance, Exhausted, Reject, Retreat, Root, Solution, Try};
use crate::model::branch::code::code_state as branch_state;
use crate::model::branch::text::BranchText;
use crate::model::code::{CodeLine, CodeState, Program, Variable};
use crate::model::i18n::t;
use crate::model::status::format_count;

/// One line of a problem's own: its pseudo-code, and the same in plain words.
pub type Own = (&'static str, &'static str);

/// A problem's own lines of its programs.
pub struct OwnLines {
    /// The root's bound, and the best so far to start with: `ub(t) ← …; best ← 0`.
    pub root: Own,
    /// The loop over a node's children, in generation order.
    pub children: Own,
    /// A child's bound.
    pub child: Own,
    /// When a child dies: it cannot be a solution, or its bound cannot beat the best.
    pub kill: Own,
    /// When a child dies without a bound (the brute force).
    pub kill_unbounded: Own,
    /// A solution better than the best becomes the best.
    pub solution: Own,
}

/// The program of a search of `goal` by `strategy`, written with the problem's own lines.
pub fn program(strategy: Strategy, goal: Goal, own: &OwnLines) -> Program {
    let line = |indent, kind, (code, plain): Own| CodeLine::emits(indent, kind, code, plain);
    if strategy.selection != Selection::DepthFirst {
        let pick = if goal == Goal::Most {
            (OptimumText::CodeMost, OptimumText::PlainMost)
        } else {
            (OptimumText::CodeLeast, OptimumText::PlainLeast)
        };
        let lines = vec![
            CodeLine::quiet(0, "procedure LC-BB(t)", t(OptimumText::PlainMain)),
            line(1, Root, own.root),
            CodeLine::quiet(1, t(BranchText::CodeStart), t(OptimumText::PlainStart)),
            CodeLine::quiet(1, "loop", t(OptimumText::PlainLoop)),
            CodeLine::quiet(2, own.children.0, own.children.1),
            line(3, Try, own.child),
            line(3, Reject, own.kill),
            line(3, Solution, own.solution),
            CodeLine::quiet(3, t(BranchText::CodeElseAdd), t(BranchText::PlainAdd)),
            CodeLine::emits(2, Exhausted, t(OptimumText::CodeOutput), t(OptimumText::PlainOutput)),
            CodeLine::emits(2, Advance, t(pick.0), t(pick.1)),
        ];
        return Program { name: "LC-BB", lines };
    }
    let (name, main, kill) = if strategy.bounded {
        ("DEPTH-FIRST-BB", OptimumText::PlainMainDepth, own.kill)
    } else {
        ("BRUTE-FORCE", OptimumText::PlainMainBrute, own.kill_unbounded)
    };
    let lines = vec![
        CodeLine::quiet(
            0,
            if strategy.bounded {
                "procedure DEPTH-FIRST-BB(t)"
            } else {
                "procedure BRUTE-FORCE(t)"
            },
            t(main),
        ),
        line(1, Root, own.root),
        CodeLine::quiet(1, "EXPAND(t)", t(OptimumText::PlainCallDepth)),
        CodeLine::emits(1, Exhausted, "output best", t(OptimumText::PlainOutputDepth)),
        CodeLine::emits(0, Advance, "procedure EXPAND(E)", t(OptimumText::PlainExpand)),
        CodeLine::quiet(1, own.children.0, own.children.1),
        line(2, Try, own.child),
        line(2, Reject, kill),
        line(2, Solution, own.solution),
        CodeLine::emits(2, Retreat, t(OptimumText::CodeBack), t(OptimumText::PlainBack)),
    ];
    Program { name, lines }
}

/// The line of how a run ended, after a jump to its snapshot.
fn ended(ending: Option<BranchEnding>) -> Option<crate::core::search::EventKind> {
    (ending? == BranchEnding::Exhausted).then_some(Exhausted)
}

/// What the code panel shows for `trail`, of the search written as `program`: `bound` names a
/// node's bound (`ub(x)`), `best` says the best solution so far in the problem's words.
pub fn code_state<I: Copy>(
    program: &Program,
    trail: &BranchTrail<I>,
    ending: Option<BranchEnding>,
    bound: &'static str,
    best: Option<String>,
) -> CodeState {
    let mut state = branch_state(program, trail, ended(ending));
    let mut variables = Vec::new();
    if let Some(e) = trail.e_node() {
        variables.push(Variable::new("E", e.to_string()));
    }
    if let Some(BranchEvent::Generate { node, cost, .. }) = trail.last() {
        variables.push(Variable::new("x", node.to_string()));
        variables.push(Variable::new(bound, cost.to_string()));
    }
    let best = match (trail.best(), best) {
        (Some((_, value)), Some(said)) => format!("{value}: {said}"),
        (Some((_, value)), None) => value.to_string(),
        (None, _) => "—".to_string(),
    };
    variables.push(Variable::new("best", best));
    variables.push(Variable::new(t(BranchText::VarLive), format_count(trail.totals().live)));
    state.variables = variables;
    state
}
