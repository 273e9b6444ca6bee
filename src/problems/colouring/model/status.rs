//! The colouring page's one-line status and figures, and the sentences it shares with the tree,
//! the code panel and practice: a decision, a colouring, and why a node is dead, naming the
//! neighbour. Vertices are counted from 1, as in the course.

use super::job::ColouringCount;
use super::problem::{chromatic, count_total};
use super::settings::ColouringSettings;
use super::text::ColouringText;
use super::Colouring;
use crate::core::grid::Square;
use crate::core::search::Event;
use crate::model::backtracking::words::{search_status, SearchWords};
use crate::model::driver::RunState;
use crate::model::ensemble::Ensemble;
use crate::model::figures::{search_figures, solutions_counted, Figure};
use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::{say, t};
use crate::model::page::{Jobs, Status};
use crate::model::problem::ReplayOf;
use crate::model::status::format_count;
use crate::problems::colouring::core::{colour, Clash, ColouringOutcome};

/// The colours of a path, vertex 1 first: `1,2,1` (the hooks' form).
pub fn colours_attribute(path: &[Square]) -> String {
    let colours: Vec<String> = path.iter().map(|&at| colour(at).to_string()).collect();
    colours.join(",")
}

/// "x₃ = 2: vertex 3 gets colour 2", the decision of node `at`.
pub fn decision_text(at: Square) -> String {
    say(ColouringText::Decision, &[("k", &(at.row + 1)), ("c", &colour(at))])
}

/// Why node `at` is dead: "vertex 1, a neighbour of vertex 3, already has colour 2".
pub fn clash_text(clash: Clash, at: Square) -> String {
    match clash {
        Clash::Neighbour { vertex } => {
            let args: [(&str, &dyn std::fmt::Display); 3] =
                [("j", &vertex), ("k", &(at.row + 1)), ("c", &colour(at))];
            say(ColouringText::ClashNeighbour, &args)
        }
        Clash::Improper { u, v } => say(ColouringText::ClashImproper, &[("u", &u), ("v", &v)]),
    }
}

/// The short mark of a dead node in the tree: the neighbour (`≠ 1`) or the broken edge.
pub fn clash_mark(clash: Clash) -> String {
    match clash {
        Clash::Neighbour { vertex } => format!("= x{vertex}"),
        Clash::Improper { u, v } => format!("{u}–{v}"),
    }
}

impl Status for Colouring {
    /// The empty graph's notice while there is nothing to search.
    fn status(
        settings: &ColouringSettings,
        state: RunState,
        trail: &ReplayOf<Colouring>,
        _ending: Option<ColouringOutcome>,
        failure: Option<&str>,
    ) -> String {
        if let Some(nothing) = Self::nothing_to_search(settings) {
            return nothing;
        }
        let (n, m) = (settings.graph.len(), settings.m);
        let words = SearchWords {
            idle: say(ColouringText::StatusIdle, &[("n", &n), ("m", &m)]),
            stopped: t(ColouringText::StatusStopped),
            flat_out: t(ColouringText::StatusFlatOut),
            first: t(ColouringText::StatusFirstSolution),
            none: t(ColouringText::StatusNoSolution),
            all: t(ColouringText::StatusAllFound),
            found: &|| colours_attribute(trail.path()).replace(',', ", "),
            values: &[("m", &m)],
            event: &|event| event_status(trail, event),
        };
        search_status(state, settings.mode, trail, failure, &words)
    }

    fn compare_status(_: &ColouringSettings) -> String {
        t(ColouringText::ComparingStatus).to_string()
    }

    fn figures(_: &ColouringSettings, trail: &ReplayOf<Colouring>) -> Vec<Figure> {
        search_figures(trail.stats(), t(BacktrackingText::DeadNodes))
    }

    /// The chromatic number once found, or the proper colourings with m colours.
    fn count_figures(
        _: &ColouringSettings,
        count: ColouringCount,
        counting: &Ensemble<Colouring>,
    ) -> Vec<Figure> {
        if count == ColouringCount::Chromatic {
            let found = chromatic(counting.endings());
            let value = found.as_ref().map_or(0, |(value, _)| u64::from(*value));
            let shown = found.map_or_else(|| "…".to_string(), |(value, _)| value.to_string());
            return vec![Figure {
                label: t(ColouringText::ChromaticNumber),
                testid: "count-chromatic",
                value,
                shown: Some(shown),
            }];
        }
        solutions_counted(count_total(counting.endings()), counting)
    }
}

/// The status of the event just applied to `trail`.
fn event_status(trail: &ReplayOf<Colouring>, event: Event<Clash>) -> String {
    let nodes = format_count(trail.stats().nodes);
    match event {
        Event::Root => t(ColouringText::StatusRoot).to_string(),
        Event::Try { at, .. } => {
            say(ColouringText::StatusTry, &[("nodes", &nodes), ("decision", &decision_text(at))])
        }
        Event::Reject { at, why } => say(BacktrackingText::Dead, &[("why", &clash_text(why, at))]),
        Event::Advance { at, .. } => {
            say(ColouringText::StatusAdvance, &[("decision", &decision_text(at))])
        }
        Event::Retreat { at, .. } => {
            say(ColouringText::StatusRetreat, &[("k", &(at.row + 1)), ("c", &colour(at))])
        }
        Event::Solution { index } => {
            let colours = colours_attribute(trail.path()).replace(',', ", ");
            say(ColouringText::StatusSolution, &[("index", &index), ("colours", &colours)])
        }
        Event::Exhausted => t(BacktrackingText::StatusOver).to_string(),
    }
}
