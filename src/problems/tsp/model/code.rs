//! The salesman's branch and bound as the course writes it (Horowitz and Sahni's LC
//! branch and bound, in our own words), least cost or depth first, bounded or the brute force,
//! and the code panel's state for a trail: the line of the last event, the E-node, the child
//! just generated with its cost, the best tour and the live nodes.

use super::board::{
    best_tour, child_in_focus, cities_of, reduced_step, tour_of, tour_text, TspTrail,
};
use super::settings::TspSettings;
use super::status::half_of;
use super::text::TspText;
use super::Tsp;
use crate::core::branch::event::BranchEvent;
use crate::core::branch::stats::BranchEnding;
use crate::core::branch::Selection;
use crate::core::search::EventKind::{Advance, Exhausted, Reject, Retreat, Root, Solution, Try};
use crate::model::branch::code::code_state as branch_state;
use crate::model::branch::text::BranchText;
use crate::model::code::{CodeLine, CodeState, Program, Variable};
use crate::model::i18n::t;
use crate::model::page::{Code, Side};
use crate::model::status::format_count;
use crate::problems::tsp::core::{Bound, Tour};

/// The line that gives the root its cost, and the one that gives a child its cost, by bound.
fn cost_lines(bound: Bound, indent: u8) -> (CodeLine, CodeLine) {
    match bound {
        Bound::Reduced => (
            CodeLine::emits(1, Root, t(TspText::CodeRootReduced), t(TspText::PlainRootReduced)),
            CodeLine::emits(
                indent,
                Try,
                t(TspText::CodeChildReduced),
                t(TspText::PlainChildReduced),
            ),
        ),
        Bound::Half => (
            CodeLine::emits(1, Root, t(TspText::CodeRootHalf), t(TspText::PlainRootHalf)),
            CodeLine::emits(indent, Try, t(TspText::CodeChildHalf), t(TspText::PlainChildHalf)),
        ),
    }
}

/// Least-cost branch and bound.
fn least_cost(bound: Bound) -> Program {
    let (root, child) = cost_lines(bound, 3);
    let lines = vec![
        CodeLine::quiet(0, "procedure LC-BB(t)", t(TspText::PlainMain)),
        root,
        CodeLine::quiet(1, t(TspText::CodeStart), t(TspText::PlainStart)),
        CodeLine::quiet(1, "loop", t(TspText::PlainLoop)),
        CodeLine::quiet(2, t(TspText::CodeFor), t(TspText::PlainFor)),
        child,
        CodeLine::emits(3, Solution, t(TspText::CodeBest), t(TspText::PlainBest)),
        CodeLine::emits(3, Reject, t(TspText::CodeKill), t(TspText::PlainKill)),
        CodeLine::quiet(3, t(BranchText::CodeElseAdd), t(TspText::PlainAdd)),
        CodeLine::emits(2, Exhausted, t(TspText::CodeNoLive), t(TspText::PlainNoLive)),
        CodeLine::emits(2, Advance, t(TspText::CodeLeast), t(TspText::PlainLeast)),
    ];
    Program { name: t(TspText::ProgramLc), lines }
}

/// Depth-first branch and bound with the same bound, or, not `bounded`, the brute force.
fn depth_first(bound: Bound, bounded: bool) -> Program {
    let (root, child) = cost_lines(bound, 2);
    let (name, kill, plain_kill, best, plain_best) = if bounded {
        (
            t(TspText::ProgramDepth),
            t(TspText::CodeKill),
            t(TspText::PlainKill),
            t(TspText::CodeBest),
            t(TspText::PlainBest),
        )
    } else {
        (
            t(TspText::ProgramBrute),
            t(TspText::CodeKillBrute),
            t(TspText::PlainKillBrute),
            t(TspText::CodeBestBrute),
            t(TspText::PlainBestBrute),
        )
    };
    let lines = vec![
        CodeLine::quiet(0, "procedure SEARCH(t)", t(TspText::PlainMain)),
        root,
        CodeLine::emits(1, Exhausted, t(TspText::CodeDfsStart), t(TspText::PlainDfsStart)),
        CodeLine::quiet(0, "procedure DFS(E)", t(TspText::PlainDfs)),
        CodeLine::quiet(1, t(TspText::CodeFor), t(TspText::PlainFor)),
        child,
        CodeLine::emits(2, Solution, best, plain_best),
        CodeLine::emits(2, Reject, kill, plain_kill),
        CodeLine::emits(2, Advance, t(TspText::CodeDive), t(TspText::PlainDive)),
        CodeLine::emits(2, Retreat, t(TspText::CodeBack), t(TspText::PlainBack)),
    ];
    Program { name, lines }
}

/// The line of how a run ended, after a jump to its snapshot.
fn ended(ending: Option<BranchEnding>) -> Option<crate::core::search::EventKind> {
    (ending? == BranchEnding::Exhausted).then_some(Exhausted)
}

/// The child just generated, as the code's `c(x)` writes its cost.
fn child_cost(settings: &TspSettings, trail: &TspTrail, parent: u32, child: u32) -> Option<String> {
    let cost = trail.node(child)?.cost;
    match settings.bound {
        Bound::Reduced => {
            let to = trail.node(child)?.choice;
            let step = reduced_step(&settings.graph, &tour_of(trail, parent), to)?;
            let r = step.reduced.map_or("∞".to_string(), |r| r.to_string());
            Some(format!("{} + {} + {r} = {cost}", step.parent_cost, step.edge))
        }
        Bound::Half => {
            let (sum, _) = half_of(settings, &Tour::of(&cities_of(trail, child)))?;
            Some(format!("⌈{sum} / 2⌉ = {cost}"))
        }
    }
}

impl Code for Tsp {
    /// Least cost, or depth first, bounded or not, with the settings' bound.
    fn program(settings: &TspSettings, side: Option<Side>) -> Program {
        let strategy = settings.compare.strategy(side);
        match strategy.selection {
            Selection::DepthFirst => depth_first(settings.bound, strategy.bounded),
            _ => least_cost(settings.bound),
        }
    }

    fn code_state(
        program: &Program,
        settings: &TspSettings,
        _: Option<Side>,
        trail: &TspTrail,
        ending: Option<BranchEnding>,
    ) -> CodeState {
        let mut state = branch_state(program, trail, ended(ending));
        let mut variables = Vec::new();
        if let Some(e) = trail.e_node() {
            variables.push(Variable::new(
                "E",
                format!("{e}: {}", tour_text(&cities_of(trail, e), "-", false)),
            ));
        }
        let on_child = matches!(
            trail.last(),
            Some(
                BranchEvent::Generate { .. } | BranchEvent::Kill { .. } | BranchEvent::Best { .. }
            )
        );
        if let Some((parent, child)) = child_in_focus(trail).filter(|_| on_child) {
            variables.push(Variable::new(
                "x",
                format!("{child}: {}", tour_text(&cities_of(trail, child), "-", false)),
            ));
            if let Some(cost) = child_cost(settings, trail, parent, child) {
                let name = match settings.bound {
                    Bound::Reduced => "c(x) = c(E) + A(i, j) + r",
                    Bound::Half => "c(x)",
                };
                variables.push(Variable::new(name, cost));
            }
        }
        let best = best_tour(trail).map_or("∞".to_string(), |(_, value, cities)| {
            format!("{value}: {}", tour_text(&cities, "-", true))
        });
        variables.push(Variable::new("best", best));
        variables.push(Variable::new(t(BranchText::VarLive), format_count(trail.totals().live)));
        state.variables = variables;
        state
    }
}
