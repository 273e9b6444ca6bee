//! The frame of a backtracking page's one-line status: a failure, a stop, a pause, the search
//! flat out, and which end a finished search came to; the page says the rest in its own words
//! ([`SearchWords`]).

use crate::core::search::{Event, Mode, Trail};
use crate::model::driver::RunState;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{fill, say, t};
use crate::model::status::format_count;

/// A run's nodes and solutions so far, written as the page writes numbers.
pub struct Tally {
    /// The nodes generated.
    pub nodes: String,
    /// The solutions found.
    pub solutions: String,
}

/// What a backtracking page says in its own words in its status line; the frame around them
/// (a failure, a pause, which end a finished search came to) is [`search_status`]'s.
pub struct SearchWords<'a, R> {
    /// Before any search: what the page shows and what Play does.
    pub idle: String,
    /// After a stop, a text with `{nodes}` and `{solutions}` (in the page's word for them).
    pub stopped: &'static str,
    /// While the search runs flat out, showing no events: a text with `{nodes}` and `{solutions}`.
    pub flat_out: &'static str,
    /// A search for the first solution has found it.
    pub first: &'a dyn Fn(&Tally) -> String,
    /// The search is over without a solution.
    pub none: &'a dyn Fn(&Tally) -> String,
    /// The search is over with every solution found.
    pub all: &'a dyn Fn(&Tally) -> String,
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
    let tally =
        Tally { nodes: format_count(stats.nodes), solutions: format_count(stats.solutions) };
    let counted =
        |text| fill(text, &[("nodes", tally.nodes.as_str()), ("solutions", &tally.solutions)]);
    match state {
        RunState::Idle => words.idle.clone(),
        RunState::Failed => failure.unwrap_or(t(CommonText::StatusFailed)).to_string(),
        RunState::Stopped => counted(words.stopped),
        RunState::Finished if mode == Mode::First && stats.solutions > 0 => (words.first)(&tally),
        RunState::Finished if stats.solutions == 0 => (words.none)(&tally),
        RunState::Finished => (words.all)(&tally),
        RunState::Running | RunState::Paused => match trail.last() {
            Some(event) => (words.event)(event),
            None if state == RunState::Paused => {
                say(CommonText::StatusPaused, &[("nodes", &tally.nodes)])
            }
            None => counted(words.flat_out),
        },
    }
}
