//! The labyrinth page's one-line status and figures, and the words it shares with the tree, the
//! code panel and practice: a cell counted from 1, a direction's name, why a node is dead.

use super::job::LabyrinthEnding;
use super::settings::LabyrinthSettings;
use super::text::LabyrinthText;
use super::Labyrinth;
use crate::core::grid::{Direction, Square};
use crate::core::search::Event;
use crate::model::backtracking::words::{search_status, SearchWords};
use crate::model::driver::RunState;
use crate::model::ensemble::Ensemble;
use crate::model::figures::{search_figures, Figure};
use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::grid::direction_name;
use crate::model::i18n::{say, t};
use crate::model::page::{Side, Status};
use crate::model::player::Player;
use crate::model::problem::ReplayOf;
use crate::model::status::format_count;
use crate::problems::labyrinth::core::Blocked;

/// A cell as the page shows it, counted from 1: `(2, 3)`.
pub fn cell_text(at: Square) -> String {
    format!("({}, {})", at.row + 1, at.col + 1)
}

/// Why a node is dead, in words.
pub fn blocked_text(why: Blocked) -> &'static str {
    t(match why {
        Blocked::Wall => LabyrinthText::DeadWall,
        Blocked::OnPath => LabyrinthText::DeadOnPath,
    })
}

/// The direction of the node that enters `at` below the cells `above` (none for the start).
pub fn dir_of(above: &[Square], at: Square) -> Option<Direction> {
    above.last().and_then(|&from| Direction::between(from, at))
}

/// "east to (2, 3)": the move of a node.
pub fn move_text(above: &[Square], at: Square) -> String {
    match dir_of(above, at) {
        Some(dir) => {
            say(LabyrinthText::Move, &[("dir", &direction_name(dir)), ("cell", &cell_text(at))])
        }
        None => say(LabyrinthText::StartAt, &[("cell", &cell_text(at))]),
    }
}

impl Status for Labyrinth {
    fn status(
        settings: &LabyrinthSettings,
        state: RunState,
        trail: &ReplayOf<Labyrinth>,
        ending: Option<LabyrinthEnding>,
        failure: Option<&str>,
    ) -> String {
        let steps = trail.path().len().saturating_sub(1);
        if let Some(LabyrinthEnding::BreadthFirst { expanded, steps }) = ending {
            return match steps {
                Some(steps) => {
                    say(LabyrinthText::StatusBfs, &[("expanded", &expanded), ("steps", &steps)])
                }
                None => say(LabyrinthText::StatusBfsNone, &[("expanded", &expanded)]),
            };
        }
        let words = SearchWords {
            idle: t(LabyrinthText::StatusIdle).to_string(),
            stopped: t(LabyrinthText::StatusStopped),
            flat_out: t(LabyrinthText::StatusFlatOut),
            first: t(LabyrinthText::StatusFirst),
            none: t(LabyrinthText::StatusNone),
            all: t(LabyrinthText::StatusAll),
            found: &String::new,
            values: &[("steps", &steps)],
            event: &|event| event_status(trail, event),
        };
        search_status(state, settings.mode, trail, failure, &words)
    }

    fn compare_status(_: &LabyrinthSettings) -> String {
        t(LabyrinthText::ComparingStatus).to_string()
    }

    fn figures(_: &LabyrinthSettings, trail: &ReplayOf<Labyrinth>) -> Vec<Figure> {
        search_figures(trail.stats(), t(BacktrackingText::DeadNodes))
    }

    fn count_figures(_: &LabyrinthSettings, _: (), counting: &Ensemble<Labyrinth>) -> Vec<Figure> {
        vec![Figure::count(t(CommonText::Solutions), "count-total", counting.stats().solutions)]
    }

    /// Each side's nodes, the cells it expanded and the length of its path (breadth-first
    /// search's shortest, backtracking's first).
    fn side_figures(_: &LabyrinthSettings, _: Side, player: &Player<Labyrinth>) -> Vec<Figure> {
        let (expanded, steps) = match player.ending() {
            Some(LabyrinthEnding::BreadthFirst { expanded, steps }) => {
                (u64::from(expanded), steps.map(u64::from))
            }
            _ => {
                let (trail, stats) = (player.trail(), player.trail().stats());
                let first = trail.found().first().map(|p| p.len() as u64 - 1);
                (stats.nodes - stats.rejected - stats.solutions, first)
            }
        };
        let nodes = player.trail().stats().nodes;
        let mut figures = vec![
            Figure::count(t(CommonText::Nodes), "stat-nodes", nodes),
            Figure::count(t(LabyrinthText::Expanded), "stat-expanded", expanded),
        ];
        figures
            .extend(steps.map(|s| Figure::count(t(LabyrinthText::PathLength), "stat-length", s)));
        figures
    }
}

/// The status of the event just applied to `trail`.
fn event_status(trail: &ReplayOf<Labyrinth>, event: Event<Blocked>) -> String {
    let nodes = format_count(trail.stats().nodes);
    let path = trail.path();
    match event {
        Event::Root | Event::Exhausted => t(BacktrackingText::StatusOver).to_string(),
        Event::Try { at, .. } => {
            say(LabyrinthText::StatusTry, &[("nodes", &nodes), ("move", &move_text(path, at))])
        }
        Event::Reject { at, why } => say(
            LabyrinthText::StatusReject,
            &[("cell", &cell_text(at)), ("why", &blocked_text(why))],
        ),
        Event::Advance { at, .. } => {
            let steps = path.len() - 1;
            say(LabyrinthText::StatusAdvance, &[("cell", &cell_text(at)), ("steps", &steps)])
        }
        Event::Retreat { at, .. } => say(LabyrinthText::StatusRetreat, &[("cell", &cell_text(at))]),
        Event::Solution { index } => {
            let steps = path.len() - 1;
            say(LabyrinthText::StatusSolution, &[("index", &index), ("steps", &steps)])
        }
    }
}
