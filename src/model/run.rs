//! [`Watched`]: how the worker serves any step [`Search`] of a problem: its events one by one
//! while the page pulls them, and flat out (the search's own loop, [`Search::run_flat`]) while
//! nothing watches each event; [`Counting`]: any [`Count`], which has no events. Other flat-out
//! work implements [`Run`] itself.
//!
//! A flat stretch ends with its last [`TAIL`] events played one by one (the tail), so that a
//! snapshot can hand the page the state before them and the events themselves: the page then
//! stands exactly where the search is, its status line and code panel on the last event, and
//! can step back over the tail.

use crate::core::search::trail::PathStanding;
use crate::core::search::tree::{PathTree, TreeNode, KEEP};
use crate::core::search::{Count, Event, Holds, Search, Stats, Trail};
use crate::model::problem::{Event as EventOf, Problem, Run, RunStanding};

/// How many events a flat stretch ends with, played one by one for the page to step back over.
pub const TAIL: usize = 200;

/// How a run reads what search `S` has found beyond its path (`None` while it says nothing).
pub type Reporter<S, P> = fn(&S) -> Option<<P as Problem>::Found>;

/// A step search run event by event or flat out, with its drawn tree where it shows one: the run
/// of a depth-first search, whose page replays a [`Trail`] of its events.
pub struct Watched<S: Search, P: Problem> {
    search: S,
    /// Whether the run shows its drawn tree.
    shows_tree: bool,
    /// The drawn tree, kept here for a search that does not keep its own, and for one that does
    /// while it is small (this one keeps finished subtrees to draw them unfolded).
    tree: Option<PathTree>,
    /// Whether the search rebuilds its drawn tree from its own state.
    own_tree: bool,
    ending: fn(&S) -> Option<P::Ending>,
    /// What the search has found beyond its path, for a search that says.
    found: Option<Reporter<S, P>>,
    /// The events that ended the last flat stretch, oldest first (none after a pulled event).
    tail: Vec<Event<S::Reason>>,
    /// The totals and the drawn tree before the tail.
    before: Option<(Stats, Option<Vec<Vec<TreeNode>>>)>,
}

impl<S: Search, P: Problem<Replay: Holds<Trail<S::Reason>>>> Watched<S, P> {
    /// Runs `search`, drawing its tree if `with_tree`; `ending` says how it ended, once it has.
    pub fn new(search: S, with_tree: bool, ending: fn(&S) -> Option<P::Ending>) -> Self {
        let own_tree = search.drawn_tree().is_some();
        let tree = with_tree.then(PathTree::forward_only);
        let (tail, before, found) = (Vec::new(), None, None);
        Watched { search, shows_tree: with_tree, tree, own_tree, ending, found, tail, before }
    }

    /// The same, reporting what the search has found (`found`) in its snapshots.
    pub fn reporting(mut self, found: Reporter<S, P>) -> Self {
        self.found = Some(found);
        self
    }

    /// The same, boxed as the run a problem's `start` returns.
    pub fn boxed(self) -> Box<dyn Run<P>>
    where
        S: 'static,
    {
        Box::new(self)
    }

    /// The drawn tree's levels now, if the run shows its tree.
    fn levels(&self) -> Option<Vec<Vec<TreeNode>>> {
        let kept = self.tree.as_ref().map(|t| t.levels().to_vec());
        self.shows_tree.then(|| kept.or_else(|| self.search.drawn_tree())).flatten()
    }

    /// One event, kept in the drawn tree.
    fn play(&mut self) -> Option<Event<S::Reason>> {
        let event = self.search.step()?;
        if let Some(tree) = self.tree.as_mut() {
            tree.apply(event);
        }
        Some(event)
    }
}

impl<S: Search, P: Problem<Replay: Holds<Trail<S::Reason>>>> Run<P> for Watched<S, P> {
    fn step(&mut self) -> Option<EventOf<P>> {
        (self.tail, self.before) = (Vec::new(), None);
        self.play().map(held::<S, P>)
    }

    fn advance(&mut self, steps: u32, _now: f64) -> bool {
        (self.tail, self.before) = (Vec::new(), None);
        // A search with its own drawn tree keeps this one only until it outgrows what it keeps.
        let small = self.own_tree && self.tree.is_some();
        let steps = if small { steps.min(4 * KEEP as u32) } else { steps };
        let ended = self.search.run_flat(u64::from(steps), self.tree.as_mut()).ended;
        if small && self.search.stats().nodes > 4 * KEEP as u64 {
            self.tree = None;
        }
        ended
    }

    fn end_stretch(&mut self) -> bool {
        self.before = Some((self.search.stats(), self.levels()));
        self.tail.clear();
        while self.tail.len() < TAIL {
            let Some(event) = self.play() else { return true };
            self.tail.push(event);
        }
        false
    }

    fn stats(&self) -> Stats {
        self.search.stats()
    }

    fn ending(&self) -> Option<P::Ending> {
        (self.ending)(&self.search)
    }

    fn found(&self) -> Option<P::Found> {
        self.found.and_then(|found| found(&self.search))
    }

    fn take_texts(&mut self) -> Vec<String> {
        self.search.take_texts()
    }

    fn standing(&self) -> RunStanding<P> {
        let (Some((stats, tree)), false) = (&self.before, self.tail.is_empty()) else {
            let standing = PathStanding { path: self.search.path().to_vec(), tree: self.levels() };
            let standing = <P::Replay as Holds<Trail<S::Reason>>>::standing(standing);
            return RunStanding { standing, stats: self.stats(), tail: Vec::new() };
        };
        let mut path = self.search.path().to_vec();
        for event in self.tail.iter().rev() {
            match *event {
                Event::Advance { .. } => {
                    path.pop();
                }
                Event::Retreat { at, .. } => path.push(at),
                _ => {}
            }
        }
        let standing = PathStanding { path, tree: tree.clone() };
        let standing = <P::Replay as Holds<Trail<S::Reason>>>::standing(standing);
        let tail = self.tail.iter().map(|&event| held::<S, P>(event)).collect();
        RunStanding { standing, stats: *stats, tail }
    }
}

/// A depth-first search's `event` as an event of problem `P`'s replay.
fn held<S: Search, P: Problem<Replay: Holds<Trail<S::Reason>>>>(
    event: Event<S::Reason>,
) -> EventOf<P> {
    <P::Replay as Holds<Trail<S::Reason>>>::event(event)
}

/// A count run flat out (it has no events), ending with `ending` of the solutions it counted.
pub struct Counting<C, P: Problem> {
    counter: C,
    done: bool,
    ending: fn(u64) -> P::Ending,
}

impl<C: Count, P: Problem> Counting<C, P> {
    /// The run of `counter`, ending with `ending` of its solutions once it is done.
    pub fn new(counter: C, ending: fn(u64) -> P::Ending) -> Counting<C, P> {
        Counting { counter, done: false, ending }
    }
}

impl<C: Count, P: Problem> Run<P> for Counting<C, P> {
    fn advance(&mut self, steps: u32, _now: f64) -> bool {
        self.done = self.done || self.counter.run(u64::from(steps));
        self.done
    }

    fn stats(&self) -> Stats {
        Stats {
            nodes: self.counter.nodes(),
            solutions: self.counter.solutions(),
            ..Stats::default()
        }
    }

    fn ending(&self) -> Option<P::Ending> {
        self.done.then(|| (self.ending)(self.counter.solutions()))
    }
}
