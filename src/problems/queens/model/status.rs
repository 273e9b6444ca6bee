//! The n-queens page's one-line status. Rows and columns are counted from 1 here, as in the
//! textbook ("queen 3 in column 5").

use super::problem::count_total;
use super::settings::QueensSettings;
use crate::core::grid::Square;
use crate::core::search::Event;
use crate::model::backtracking::words::{search_status, SearchWords};
use crate::model::driver::RunState;
use crate::model::ensemble::Ensemble;
use crate::model::figures::{search_figures, workers_figure, Figure};
use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::say;
use crate::model::i18n::t;
use crate::model::page::Status;
use crate::model::problem::ReplayOf;
use crate::model::status::format_count;
use crate::problems::queens::core::{Conflict, QueensOutcome};
use crate::problems::queens::model::text::QueensText;
use crate::problems::queens::Queens;

/// The columns of a placement, 1-based as in the textbook: `(1, 3, 5, 2, 4)`.
pub fn columns_text(queens: &[Square]) -> String {
    let columns: Vec<String> = queens.iter().map(|q| (q.col + 1).to_string()).collect();
    format!("({})", columns.join(", "))
}

impl Status for Queens {
    fn status(
        settings: &QueensSettings,
        state: RunState,
        trail: &ReplayOf<Queens>,
        _ending: Option<QueensOutcome>,
        failure: Option<&str>,
    ) -> String {
        let n = settings.n;
        let words = SearchWords {
            idle: say(QueensText::StatusIdle, &[("n", &n)]),
            stopped: t(BacktrackingText::StatusStopped),
            flat_out: t(QueensText::StatusFlatOut),
            first: t(QueensText::StatusFirstSolution),
            none: t(QueensText::StatusNoSolution),
            all: t(QueensText::StatusAllFound),
            found: &|| columns_text(trail.path()),
            values: &[("n", &n)],
            event: &|event| event_status(n, trail, event),
        };
        search_status(state, settings.mode, trail, failure, &words)
    }

    fn compare_status(_: &QueensSettings) -> String {
        t(QueensText::ComparingStatus).to_string()
    }

    fn figures(_: &QueensSettings, trail: &ReplayOf<Queens>) -> Vec<Figure> {
        search_figures(trail.stats(), t(BacktrackingText::DeadNodes))
    }

    fn count_figures(_: &QueensSettings, _: (), counting: &Ensemble<Queens>) -> Vec<Figure> {
        let counted = count_total(counting.endings());
        vec![
            Figure {
                label: t(CommonText::Solutions),
                testid: "count-total",
                value: counted.map_or(counting.stats().solutions, |c| c.0),
                shown: None,
            },
            Figure {
                label: t(QueensText::Distinct),
                testid: "count-distinct",
                value: counted.map_or(0, |c| c.1),
                shown: Some(counted.map_or("…".to_string(), |c| format_count(c.1))),
            },
            workers_figure(counting),
        ]
    }
}

/// The status of the event just applied to `trail`, on a board of side `n`.
fn event_status(n: u16, trail: &ReplayOf<Queens>, event: Event<Conflict>) -> String {
    let nodes = format_count(trail.stats().nodes);
    match event {
        Event::Root => t(QueensText::StatusRoot).to_string(),
        Event::Try { depth, at } => say(
            QueensText::StatusTry,
            &[("nodes", &nodes), ("queen", &depth), ("col", &(at.col + 1))],
        ),
        Event::Reject { at, why: Conflict::Column { by } } => {
            say(QueensText::StatusRejectColumn, &[("col", &(at.col + 1)), ("queen", &(by.row + 1))])
        }
        Event::Reject { at, why: Conflict::Diagonal { by } } => say(
            QueensText::StatusRejectDiagonal,
            &[
                ("queen", &(by.row + 1)),
                ("by_col", &(by.col + 1)),
                ("col", &(at.col + 1)),
                ("row", &(at.row + 1)),
            ],
        ),
        Event::Reject { why: Conflict::Pair { first, second }, .. } => say(
            QueensText::StatusRejectPair,
            &[("first", &(first.row + 1)), ("second", &(second.row + 1))],
        ),
        Event::Advance { depth, at } => {
            say(QueensText::StatusAdvance, &[("queen", &depth), ("col", &(at.col + 1))])
        }
        Event::Retreat { depth, at } if depth as u16 == n => {
            say(QueensText::StatusRetreatMore, &[("queen", &depth), ("col", &(at.col + 1))])
        }
        Event::Retreat { depth, at } => say(
            QueensText::StatusRetreat,
            &[("row", &(depth + 1)), ("queen", &depth), ("col", &(at.col + 1))],
        ),
        Event::Solution { index } => say(
            QueensText::StatusSolution,
            &[("index", &index), ("columns", &columns_text(trail.path()))],
        ),
        Event::Exhausted => t(BacktrackingText::StatusOver).to_string(),
    }
}
