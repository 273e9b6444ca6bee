//! [`Watched`]: how the worker serves any step [`Search`] of a problem (its events, its drawn
//! tree and its ending). Counts and other flat-out work implement [`Run`] themselves.

use crate::core::grid::Square;
use crate::core::search::tree::PathTree;
use crate::core::search::{Search, Stats};
use crate::model::problem::{Event, Problem, Run};

/// A step search run event by event, with its drawn tree where it shows one.
pub struct Watched<S, P: Problem> {
    search: S,
    tree: Option<PathTree>,
    ending: fn(&S) -> Option<P::Ending>,
}

impl<S: Search<Reason = P::Reason>, P: Problem> Watched<S, P> {
    /// Runs `search`, drawing its tree if `with_tree`; `ending` says how it ended, once it has.
    pub fn new(search: S, with_tree: bool, ending: fn(&S) -> Option<P::Ending>) -> Self {
        Watched { search, tree: with_tree.then(PathTree::forward_only), ending }
    }

    /// The same, boxed as the run a problem's `start` returns.
    pub fn boxed(search: S, with_tree: bool, ending: fn(&S) -> Option<P::Ending>) -> Box<dyn Run<P>>
    where
        S: 'static,
    {
        Box::new(Watched::new(search, with_tree, ending))
    }
}

impl<S: Search<Reason = P::Reason>, P: Problem> Run<P> for Watched<S, P> {
    fn step(&mut self) -> Option<Event<P>> {
        let event = self.search.step()?;
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

    fn ending(&self) -> Option<P::Ending> {
        (self.ending)(&self.search)
    }
}
