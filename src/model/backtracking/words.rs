//! The frame of a backtracking page's one-line status: a failure, a stop, a pause, the search
//! flat out, and which end a finished search came to; the page says the rest in its own words
//! ([`SearchWords`]).

use crate::core::search::{Event, Mode, Trail};
use crate::model::driver::RunState;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{fill, say, t};
use crate::model::status::format_count;
use std::fmt::Display;

/// What a backtracking page says in its own words in its status line; the frame around them
/// (a failure, a pause, which end a finished search came to) is [`search_status`]'s. Its texts
/// name `{nodes}` and `{solutions}` so far, the first solution `{found}`, and the page's `values`.
pub struct SearchWords<'a, R> {
    /// Before any search: what the page shows and what Play does.
    pub idle: String,
    /// After a stop.
    pub stopped: &'static str,
    /// While the search runs flat out, showing no events.
    pub flat_out: &'static str,
    /// A search for the first solution has found it.
    pub first: &'static str,
    /// The search is over without a solution.
    pub none: &'static str,
    /// The search is over with every solution found.
    pub all: &'static str,
    /// The first solution found, in words (asked for only once there is one).
    pub found: &'a dyn Fn() -> String,
    /// The page's own values its texts name (`{m}`, `{n}`, …).
    pub values: &'a [(&'static str, &'a dyn Display)],
    /// The event just shown.
    pub event: &'a dyn Fn(Event<R>) -> String,
}

/// The status line of a backtracking search in `state` and `mode`, whose page replays `trail`.
pub fn search_status<R: Copy>(
    state: RunState,
    mode: Mode,
    trail: &Trail<R>,
    failure: Option<&str>,
    words: &SearchWords<'_, R>,
) -> String {
    let stats = trail.stats();
    let (nodes, solutions) = (format_count(stats.nodes), format_count(stats.solutions));
    let said = |text: &str, found: String| {
        let mut args: Vec<(&str, String)> =
            words.values.iter().map(|(name, value)| (*name, value.to_string())).collect();
        args.extend([("nodes", nodes.clone()), ("solutions", solutions.clone()), ("found", found)]);
        let args: Vec<(&str, &str)> =
            args.iter().map(|(name, value)| (*name, &value[..])).collect();
        fill(text, &args)
    };
    match state {
        RunState::Idle => words.idle.clone(),
        RunState::Failed => failure.unwrap_or(t(CommonText::StatusFailed)).to_string(),
        RunState::Stopped => said(words.stopped, String::new()),
        RunState::Finished if mode == Mode::First && stats.solutions > 0 => {
            said(words.first, (words.found)())
        }
        RunState::Finished if stats.solutions == 0 => said(words.none, String::new()),
        RunState::Finished => said(words.all, String::new()),
        RunState::Running | RunState::Paused => match trail.last() {
            Some(event) => (words.event)(event),
            None if state == RunState::Paused => {
                say(CommonText::StatusPaused, &[("nodes", &nodes)])
            }
            None => said(words.flat_out, String::new()),
        },
    }
}
