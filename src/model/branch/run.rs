//! [`Branched`]: how the worker serves a branch-and-bound search (an [`Engine`]: the generic
//! [`BranchSearch`](crate::core::branch::engine::BranchSearch), or a loop specialised for one
//! problem): its events one by one while the page pulls them, flat out otherwise, each flat
//! stretch ending with its last events played one by one (the tail), as a depth-first search's
//! run does ([`crate::model::run::Watched`]), so that the page stands exactly where the search is and
//! can step back over them.

use crate::core::branch::engine::Engine;
use crate::core::branch::replay::BranchTrail;
use crate::core::branch::standing::{BranchStanding as Drawn, MAX_STANDING};
use crate::core::branch::BranchEvent;
use crate::core::branch::SEARCH_MEMORY;
use crate::core::search::{Holds, Stats};
use crate::model::problem::{Event, Problem, Run, RunStanding};
use crate::model::run::TAIL;

/// How many nodes a page's branch-and-bound search on the generic engine generates at the most:
/// what [`SEARCH_MEMORY`] holds at [`NODE_BYTES`] a node, in whole millions. Past it, the search
/// ends (capped) rather than the tab running out of memory.
pub const MAX_NODES: u32 = (SEARCH_MEMORY / NODE_BYTES / 1_000_000 * 1_000_000) as u32;

/// What a node costs a search at the most, in bytes: 24 in the engine's arena for every node,
/// and for a live one its place in the live list (24) and its state (a 15-puzzle's board, a
/// partial tour, the items taken: 16 bytes or more).
pub const NODE_BYTES: u64 = 64;

/// How a run reads what its search `E` has found or how it ended, in the problem's terms.
pub type Reader<E, T> = fn(&E) -> Option<T>;

/// A branch-and-bound search run event by event or flat out.
pub struct Branched<E: Engine, P: Problem> {
    search: E,
    ending: Reader<E, P::Ending>,
    found: Option<Reader<E, P::Found>>,
    /// The events that ended the last flat stretch, oldest first (none after a pulled event).
    tail: Vec<BranchEvent<E::Infeasible>>,
    /// Where the search stood before the tail.
    before: Option<Drawn<E::Infeasible>>,
}

impl<E, P> Branched<E, P>
where
    E: Engine + 'static,
    P: Problem<Replay: Holds<BranchTrail<E::Infeasible>>>,
{
    /// The run of `search`; `ending` says how it ended, once it has.
    pub fn new(search: E, ending: Reader<E, P::Ending>) -> Self {
        Branched { search, ending, found: None, tail: Vec::new(), before: None }
    }

    /// The same, reporting what the search has found (`found`) in its snapshots.
    pub fn reporting(mut self, found: Reader<E, P::Found>) -> Self {
        self.found = Some(found);
        self
    }

    /// The same, boxed as the run a problem's `start` returns.
    pub fn boxed(self) -> Box<dyn Run<P>> {
        Box::new(self)
    }
}

impl<E, P> Run<P> for Branched<E, P>
where
    E: Engine + 'static,
    P: Problem<Replay: Holds<BranchTrail<E::Infeasible>>>,
{
    fn step(&mut self) -> Option<Event<P>> {
        (self.tail, self.before) = (Vec::new(), None);
        self.search.step().map(<P::Replay as Holds<BranchTrail<E::Infeasible>>>::event)
    }

    fn advance(&mut self, steps: u32, _now: f64) -> bool {
        (self.tail, self.before) = (Vec::new(), None);
        self.search.run_flat(u64::from(steps))
    }

    fn end_stretch(&mut self) -> bool {
        self.before = Some(self.search.standing(MAX_STANDING));
        self.tail.clear();
        while self.tail.len() < TAIL {
            let Some(event) = self.search.step() else { return true };
            self.tail.push(event);
        }
        false
    }

    fn stats(&self) -> Stats {
        self.search.stats().as_stats()
    }

    fn standing(&self) -> RunStanding<P> {
        type Held<E> = BranchTrail<<E as Engine>::Infeasible>;
        let standing = <P::Replay as Holds<Held<E>>>::standing;
        match (&self.before, self.tail.is_empty()) {
            (Some(before), false) => {
                let stats = before.totals().as_stats();
                let event = <P::Replay as Holds<Held<E>>>::event;
                let tail = self.tail.iter().map(|&e| event(e)).collect();
                RunStanding { standing: standing(before.clone()), stats, tail }
            }
            _ => {
                let now = standing(self.search.standing(MAX_STANDING));
                RunStanding { standing: now, stats: self.stats(), tail: Vec::new() }
            }
        }
    }

    fn take_texts(&mut self) -> Vec<String> {
        self.search.take_texts()
    }

    fn found(&self) -> Option<P::Found> {
        self.found.and_then(|found| found(&self.search))
    }

    fn ending(&self) -> Option<P::Ending> {
        (self.ending)(&self.search)
    }
}
