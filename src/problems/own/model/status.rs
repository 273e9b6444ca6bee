//! Your own search's status line and figures, and what the page says of a program that went
//! wrong ([`error_text`]).

use super::job::OwnEnding;
use super::replay::OwnReplay;
use super::settings::OwnSettings;
use super::text::OwnText;
use super::values::{node_text, x_text};
use super::Own;
use crate::core::branch::node::DrawnNode;
use crate::core::branch::replay::BranchTrail;
use crate::core::search::{Event, Replay, Trail};
use crate::model::backtracking::words::{search_status, SearchWords};
use crate::model::branch::figures::counts;
use crate::model::branch::words::{status as branch_status, PageWords};
use crate::model::driver::RunState;
use crate::model::figures::{search_figures, Figure};
use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::{say, t};
use crate::model::page::Status;
use crate::model::problem::ReplayOf;
use crate::model::status::format_count;
use crate::problems::own::core::program::{Function, ProgramError, Trouble, MAX_OPERATIONS};
use crate::problems::own::core::texts::NodeText;

/// What the page says of `error`, which stopped the search at node `node` (0: before it began).
pub fn error_text(error: &ProgramError, node: u64) -> String {
    let function = error.function.map_or(String::new(), |f| format!("{}(x)", f.name()));
    let expected = match error.function {
        Some(Function::Candidates) => t(OwnText::ExpectArray),
        Some(Function::Promising) => t(OwnText::ExpectVerdict),
        Some(Function::Cost) => t(OwnText::ExpectNumber),
        Some(Function::Label) => t(OwnText::ExpectText),
        Some(Function::IsSolution) | None => t(OwnText::ExpectBool),
    };
    let key = match error.trouble {
        Trouble::Syntax => OwnText::TroubleSyntax,
        Trouble::Missing => OwnText::TroubleMissing,
        Trouble::Run => OwnText::TroubleRun,
        Trouble::TooLong => OwnText::TroubleTooLong,
        Trouble::TooDeep => OwnText::TroubleTooDeep,
        Trouble::TooLarge => OwnText::TroubleTooLarge,
        Trouble::Returned => OwnText::TroubleReturned,
        Trouble::Endless => OwnText::TroubleEndless,
    };
    let most = format_count(MAX_OPERATIONS);
    let args: [(&str, &dyn std::fmt::Display); 4] = [
        ("function", &function),
        ("message", &error.message),
        ("expected", &expected),
        ("most", &most),
    ];
    let mut what = say(key, &args);
    if let Some((line, col)) = error.at {
        what += &say(OwnText::ErrorPlace, &[("line", &line), ("col", &col)]);
    }
    match node {
        0 => say(OwnText::ErrorBefore, &[("what", &what)]),
        _ => say(OwnText::ErrorAt, &[("node", &node), ("what", &what)]),
    }
}

/// The error that ended a run, and the node it stopped at, if it ended so.
pub fn failure(trail: &ReplayOf<Own>, ending: Option<OwnEnding>) -> Option<(ProgramError, u64)> {
    let Some(OwnEnding::Failed { text, node }) = ending else { return None };
    let error = trail.texts().get(usize::from(text)).and_then(|t| ProgramError::split(t))?;
    Some((error, node))
}

impl Status for Own {
    fn status(
        settings: &OwnSettings,
        state: RunState,
        trail: &ReplayOf<Own>,
        ending: Option<OwnEnding>,
        failure_text: Option<&str>,
    ) -> String {
        if let Some((error, node)) = failure(trail, ending) {
            return error_text(&error, node);
        }
        let trail = match trail {
            OwnReplay::Depth(trail) => trail,
            OwnReplay::Least(trail) => {
                return least_cost_status(state, trail, ending, failure_text);
            }
        };
        let texts = trail.texts();
        let words = SearchWords {
            idle: t(OwnText::StatusIdle).to_string(),
            stopped: t(BacktrackingText::StatusStopped),
            flat_out: t(OwnText::StatusFlatOut),
            first: t(OwnText::StatusFirstSolution),
            none: t(OwnText::StatusNoSolution),
            all: t(OwnText::StatusAllFound),
            found: &|| x_text(texts, trail.path()),
            values: &[],
            event: &|event| event_status(trail, event),
        };
        search_status(state, settings.mode, trail, failure_text, &words)
    }

    fn compare_status(settings: &OwnSettings) -> String {
        let two = settings.other.is_some();
        t(if two { OwnText::ComparingPrograms } else { OwnText::ComparingStatus }).to_string()
    }

    fn figures(_: &OwnSettings, trail: &ReplayOf<Own>) -> Vec<Figure> {
        match trail {
            OwnReplay::Depth(trail) => {
                search_figures(trail.stats(), t(BacktrackingText::DeadNodes))
            }
            OwnReplay::Least(trail) => counts(trail),
        }
    }
}

/// The status line of a least-cost search: the branch-and-bound pages' words, a node read as
/// the learner's `x` and its cost, a dead node's reason the learner's own.
fn least_cost_status(
    state: RunState,
    trail: &BranchTrail<u8>,
    ending: Option<OwnEnding>,
    failure_text: Option<&str>,
) -> String {
    let texts = trail.texts();
    let generated = |node: &DrawnNode<u8>| {
        let x = x_text(texts, &trail.decisions(node.node));
        let args: [(&str, &dyn std::fmt::Display); 3] =
            [("node", &node.node), ("x", &x), ("cost", &node.cost)];
        say(OwnText::StatusGenerated, &args)
    };
    let infeasible = |number: u8| {
        let text = texts.get(usize::from(number)).map(|t| NodeText::split(t));
        let reason = text.and_then(|text| text.reason);
        reason.unwrap_or_else(|| t(OwnText::DeadSilent).to_string())
    };
    let words = PageWords {
        idle: t(OwnText::StatusIdle).to_string(),
        generated: &generated,
        infeasible: &infeasible,
        capped: ending == Some(OwnEnding::Capped),
    };
    branch_status(state, trail, failure_text, &words)
}

/// The status of the event just applied to `trail`.
fn event_status(trail: &Trail<()>, event: Event<()>) -> String {
    let texts = trail.texts();
    let node = trail.stats().nodes;
    match event {
        Event::Root => t(OwnText::StatusRoot).to_string(),
        Event::Try { at, .. } => {
            let value = node_text(texts, at).value;
            say(OwnText::StatusTry, &[("node", &node), ("k", &(at.row + 1)), ("value", &value)])
        }
        Event::Reject { at, .. } => match node_text(texts, at).reason {
            Some(reason) => say(OwnText::StatusReject, &[("node", &node), ("reason", &reason)]),
            None => say(OwnText::StatusRejectSilent, &[("node", &node)]),
        },
        Event::Advance { .. } => {
            say(OwnText::StatusAdvance, &[("x", &x_text(texts, trail.path()))])
        }
        Event::Retreat { depth, at } => {
            let value = node_text(texts, at).value;
            let args: [(&str, &dyn std::fmt::Display); 3] =
                [("k", &depth), ("value", &value), ("up", &(depth - 1))];
            say(OwnText::StatusRetreat, &args)
        }
        Event::Solution { index } => {
            say(OwnText::StatusSolution, &[("index", &index), ("x", &x_text(texts, trail.path()))])
        }
        Event::Exhausted => t(OwnText::StatusOver).to_string(),
    }
}
