//! The sum-of-subsets page's one-line status and figures, and the sentences it shares with the
//! tree, the code panel and practice: a subset as a sum, and why the promising test fails, with
//! the numbers. Weights are counted from 1 here, as in the course (x₁ decides the smallest).

use super::problem::count_total;
use super::settings::SubsetsSettings;
use super::text::SubsetsText;
use super::Subsets;
use crate::core::grid::Square;
use crate::core::search::Event;
use crate::model::backtracking::words::{search_status, SearchWords};
use crate::model::driver::RunState;
use crate::model::ensemble::Ensemble;
use crate::model::figures::{search_figures, solutions_counted, Figure};
use crate::model::i18n::backtracking::BacktrackingText;
use crate::model::i18n::{say, t};
use crate::model::page::Status;
use crate::model::problem::ReplayOf;
use crate::model::status::format_count;
use crate::problems::subsets::core::{takes, Bound, Instance, SubsetsOutcome};

/// A subset written as a sum: `7 + 11 + 13`, or `∅` when it is empty.
pub fn sum_text(set: &[u64]) -> String {
    if set.is_empty() {
        return "∅".to_string();
    }
    let parts: Vec<String> = set.iter().map(u64::to_string).collect();
    parts.join(" + ")
}

/// What the board shows of one node, the node on show: the node under test (`testing`, just
/// below the path) if there is one, else the path's last decided node. The bar's figures and
/// the subset line describe this same node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OnShow {
    /// `Wt`: the sum of the weights taken at the node.
    pub taken: u64,
    /// The sum of the weights after the node's.
    pub remaining: u64,
    /// The weights taken at the node, ascending.
    pub subset: Vec<u64>,
}

/// The node on show, for the decisions `path` and the node under test `testing`, if any.
///
/// ```
/// use runut::core::grid::Square;
/// use runut::problems::subsets::core::Instance;
/// use runut::problems::subsets::model::status::on_show;
/// let instance = Instance::new(&[11, 13, 24, 7], 31);
/// // Sorted 7, 11, 13, 24: 7 taken, and taking 11 under test.
/// let shown = on_show(&instance, &[Square::new(0, 1)], Some(Square::new(1, 1)));
/// assert_eq!((shown.taken, shown.remaining, shown.subset), (18, 37, vec![7, 11]));
/// ```
pub fn on_show(instance: &Instance, path: &[Square], testing: Option<Square>) -> OnShow {
    let mut node = path.to_vec();
    node.extend(testing);
    let remaining =
        node.last().map_or(instance.total(), |at| instance.remaining_after(at.row as usize));
    OnShow { taken: instance.sum(&node), remaining, subset: instance.taken(&node) }
}

/// `Wt` and `remaining` once node `at` has decided its weight below the decisions `above`.
pub fn sums_at(instance: &Instance, above: &[Square], at: Square) -> (u64, u64) {
    let k = at.row as usize;
    let taken = instance.sum(above) + if takes(at) { instance.weight(k) } else { 0 };
    (taken, instance.remaining_after(k))
}

/// Why the promising test fails on a node, with its numbers: "24 + 7 = 31 < 32: even every
/// remaining weight cannot reach m".
pub fn bound_text(bound: Bound, m: u64) -> String {
    match bound {
        Bound::CannotReach { taken, remaining } => say(
            SubsetsText::BoundReach,
            &[
                ("taken", &taken),
                ("remaining", &remaining),
                ("sum", &(taken + remaining)),
                ("m", &m),
            ],
        ),
        Bound::Overshoots { taken, next: Some(next) } => say(
            SubsetsText::BoundOvershoot,
            &[("taken", &taken), ("next", &next), ("sum", &(taken + next)), ("m", &m)],
        ),
        Bound::Overshoots { taken, next: None } => {
            say(SubsetsText::BoundNoNext, &[("taken", &taken), ("m", &m)])
        }
        Bound::Misses { sum } => say(SubsetsText::BoundMisses, &[("sum", &sum), ("m", &m)]),
    }
}

/// The short mark of a failing test drawn under a dead node: `< m`, `> m` or `≠ m`.
pub fn bound_mark(bound: Bound) -> &'static str {
    match bound {
        Bound::CannotReach { .. } => "< m",
        Bound::Overshoots { .. } => "> m",
        Bound::Misses { .. } => "≠ m",
    }
}

/// "x₃ = 1, take 13" or "x₃ = 0, leave 13": the decision of node `at`.
pub fn decision_text(instance: &Instance, at: Square) -> String {
    let (k, w) = (at.row + 1, instance.weight(at.row as usize));
    let key = if takes(at) { SubsetsText::Take } else { SubsetsText::Leave };
    say(key, &[("k", &k), ("w", &w)])
}

impl Status for Subsets {
    fn status(
        settings: &SubsetsSettings,
        state: RunState,
        trail: &ReplayOf<Subsets>,
        _ending: Option<SubsetsOutcome>,
        failure: Option<&str>,
    ) -> String {
        let instance = &settings.instance();
        let m = instance.m();
        let words = SearchWords {
            idle: say(SubsetsText::StatusIdle, &[("n", &instance.len())]),
            stopped: t(BacktrackingText::StatusStopped),
            flat_out: t(SubsetsText::StatusFlatOut),
            first: t(SubsetsText::StatusFirstSolution),
            none: t(SubsetsText::StatusNoSolution),
            all: t(SubsetsText::StatusAllFound),
            found: &|| sum_text(&instance.taken(trail.path())),
            values: &[("m", &m)],
            event: &|event| event_status(instance, trail, event),
        };
        search_status(state, settings.mode, trail, failure, &words)
    }

    fn compare_status(_: &SubsetsSettings) -> String {
        t(SubsetsText::ComparingStatus).to_string()
    }

    fn figures(_: &SubsetsSettings, trail: &ReplayOf<Subsets>) -> Vec<Figure> {
        search_figures(trail.stats(), t(BacktrackingText::DeadNodes))
    }

    fn count_figures(_: &SubsetsSettings, _: (), counting: &Ensemble<Subsets>) -> Vec<Figure> {
        solutions_counted(count_total(counting.endings()), counting)
    }
}

/// The status of the event just applied to `trail`.
fn event_status(instance: &Instance, trail: &ReplayOf<Subsets>, event: Event<Bound>) -> String {
    let nodes = format_count(trail.stats().nodes);
    let path = trail.path();
    let m = instance.m();
    match event {
        Event::Root => say(SubsetsText::StatusRoot, &[("total", &instance.total())]),
        Event::Try { at, .. } => {
            let (taken, remaining) = sums_at(instance, path, at);
            let args: [(&str, &dyn std::fmt::Display); 4] = [
                ("nodes", &nodes),
                ("decision", &decision_text(instance, at)),
                ("taken", &taken),
                ("remaining", &remaining),
            ];
            say(SubsetsText::StatusTry, &args)
        }
        Event::Reject { why, .. } => say(BacktrackingText::Dead, &[("why", &bound_text(why, m))]),
        Event::Advance { at, .. } => {
            let above = &path[..path.len() - 1];
            let (taken, remaining) = sums_at(instance, above, at);
            let args: [(&str, &dyn std::fmt::Display); 3] = [
                ("decision", &decision_text(instance, at)),
                ("taken", &taken),
                ("remaining", &remaining),
            ];
            say(SubsetsText::StatusAdvance, &args)
        }
        Event::Retreat { at, .. } => {
            let args: [(&str, &dyn std::fmt::Display); 3] =
                [("k", &(at.row + 1)), ("x", &at.col), ("taken", &instance.sum(path))];
            say(SubsetsText::StatusRetreat, &args)
        }
        Event::Solution { index } => {
            let set = sum_text(&instance.taken(path));
            say(SubsetsText::StatusSolution, &[("index", &index), ("set", &set), ("m", &m)])
        }
        Event::Exhausted => t(BacktrackingText::StatusOver).to_string(),
    }
}
