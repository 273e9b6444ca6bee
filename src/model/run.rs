//! What the worker runs: the [`Run`] interface every problem's jobs provide, and [`Watched`],
//! which serves any step [`Search`] (its events, its drawn tree and its ending).

use crate::core::grid::Square;
use crate::core::search::tree::PathTree;
use crate::core::search::{Search, Stats};
use crate::model::problems::{Ending, Event, Found, Reason};

/// A running job of any problem, as the worker's runner drives it.
pub trait Run {
    /// One event of a step search (`None` once it has ended, and always for a count, which has
    /// no events).
    fn step(&mut self) -> Option<Event> {
        None
    }
    /// Runs about `steps` steps without reporting events, at time `now` (milliseconds); true
    /// once the run has ended.
    fn advance(&mut self, steps: u32, now: f64) -> bool;
    /// Totals so far.
    fn stats(&self) -> Stats;
    /// The current path (empty for a count).
    fn path(&self) -> &[Square] {
        &[]
    }
    /// The drawn state-space tree, for searches that show one.
    fn tree(&self) -> Option<&PathTree> {
        None
    }
    /// What it has found beyond its path, if anything.
    fn found(&self) -> Option<Found> {
        None
    }
    /// How it ended, once it has.
    fn ending(&self) -> Option<Ending>;
}

/// A step search run event by event, with its drawn tree where it shows one.
pub struct Watched<S> {
    search: S,
    tree: Option<PathTree>,
    ending: fn(&S) -> Option<Ending>,
}

impl<S: Search> Watched<S> {
    /// Runs `search`, drawing its tree if `with_tree`; `ending` says how it ended, once it has.
    pub fn new(search: S, with_tree: bool, ending: fn(&S) -> Option<Ending>) -> Watched<S> {
        Watched { search, tree: with_tree.then(PathTree::forward_only), ending }
    }
}

impl<S: Search> Run for Watched<S>
where
    Reason: From<S::Reason>,
{
    fn step(&mut self) -> Option<Event> {
        let event = self.search.step()?.map_reason(Reason::from);
        if let Some(tree) = self.tree.as_mut() {
            tree.apply(event);
        }
        Some(event)
    }

    fn advance(&mut self, steps: u32, _now: f64) -> bool {
        (0..steps).any(|_| self.step().is_none())
    }

    fn stats(&self) -> Stats {
        self.search.stats()
    }

    fn path(&self) -> &[Square] {
        self.search.path()
    }

    fn tree(&self) -> Option<&PathTree> {
        self.tree.as_ref()
    }

    fn ending(&self) -> Option<Ending> {
        (self.ending)(&self.search)
    }
}
