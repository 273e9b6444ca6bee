//! [`Search`]: a search as a resumable state machine, advanced one event at a time
//! ([`Search::step`]) or flat out without events ([`Search::run_flat`]).

use super::event::{Event, Stats};
use super::tree::{PathTree, TreeNode};
use crate::core::grid::Square;

/// How a flat-out stretch of a search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flat<R> {
    /// Whether the search has ended: it has nothing more to do.
    pub ended: bool,
    /// The last event the stretch stands for (none if it did nothing).
    pub last: Option<Event<R>>,
}

/// A search that advances one event at a time, or flat out.
pub trait Search {
    /// Why this search's bounding function kills a candidate.
    type Reason: crate::core::search::Wire;
    /// Performs one elementary action; `None` once the search has ended.
    fn step(&mut self) -> Option<Event<Self::Reason>>;
    /// Totals so far.
    fn stats(&self) -> Stats;
    /// The current path (the squares of the expanded nodes, root first).
    fn path(&self) -> &[Square];

    /// Runs on until about `budget` more nodes are generated, or the search ends, without
    /// emitting events, keeping `tree` (the drawn tree, when one is drawn) as the events would
    /// have: the flat-out path. It stops where the step engine stops between two events, with
    /// exactly the state the step engine has there, so that stepping goes on from it as if
    /// every event had been played.
    ///
    /// The default plays [`Search::step`] event by event; a search overrides it with a tight
    /// loop over its own state. A search that keeps its drawn tree itself
    /// ([`Search::drawn_tree`]) is given no `tree`.
    fn run_flat(&mut self, budget: u64, tree: Option<&mut PathTree>) -> Flat<Self::Reason> {
        play_flat(self, budget, tree)
    }

    /// The drawn tree's levels as the search keeps them itself, for a search that does (so that
    /// running flat out costs no tree beside it): exactly what a [`PathTree`] given every event
    /// so far would hold. `None` (the default) for a search that does not.
    fn drawn_tree(&self) -> Option<Vec<Vec<TreeNode>>> {
        None
    }

    /// The texts it has named since last asked, which its squares number (the learner's own
    /// search: each node's value, label and reason), oldest first. None by default.
    fn take_texts(&mut self) -> Vec<String> {
        Vec::new()
    }
}

/// Plays `search` event by event, keeping `tree`, until about `budget` more nodes are generated
/// or it ends: [`Search::run_flat`]'s default.
pub fn play_flat<S: Search + ?Sized>(
    search: &mut S,
    budget: u64,
    mut tree: Option<&mut PathTree>,
) -> Flat<S::Reason> {
    let target = search.stats().nodes.saturating_add(budget);
    let mut last = None;
    while search.stats().nodes < target {
        let Some(event) = search.step() else { return Flat { ended: true, last } };
        if let Some(tree) = tree.as_deref_mut() {
            tree.apply(event);
        }
        last = Some(event);
    }
    Flat { ended: false, last }
}

/// Plays `search` event by event, keeping `tree`, until `ready` holds (where a search's own flat
/// loop takes over, with the last event played: `Ok`) or until it ends, as `done` says or when it
/// has no event left (the stretch's `Flat`: `Err`). A search's first and last events (its root,
/// its end) go through its step engine this way.
pub fn play_until<S: Search>(
    search: &mut S,
    tree: &mut Option<&mut PathTree>,
    ready: impl Fn(&S) -> bool,
    done: impl Fn(&S) -> bool,
) -> Result<Option<Event<S::Reason>>, Flat<S::Reason>> {
    let mut last = None;
    while !ready(search) {
        let Some(event) = search.step() else { return Err(Flat { ended: true, last }) };
        if let Some(tree) = tree.as_deref_mut() {
            tree.apply(event);
        }
        last = Some(event);
        if done(search) {
            return Err(Flat { ended: true, last });
        }
    }
    Ok(last)
}
