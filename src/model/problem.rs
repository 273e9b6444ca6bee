//! The one interface every problem implements, and the only thing the shared model knows of it.
//!
//! A problem is a marker type (`model::knight::Knight`, …) that names its own types: what its page
//! asks a worker to do ([`Problem::Job`]), what the page rebuilds from its searches' events
//! ([`Problem::Replay`]), how a run ends ([`Problem::Ending`]) and what a run finds beyond its
//! path ([`Problem::Found`]); and it starts its jobs ([`Problem::start`]) as a [`Run`]. The
//! player, the ensemble, the protocol and the worker's runner are generic over it, so that no
//! shared type names a problem (as each of Simon Tatham's puzzles is one `game` struct).
//!
//! The list of problems is a tuple type (`crate::problems::All`), walked by a [`Visit`]or: the
//! page's tabs read only names from it and the worker only starts jobs, so each program links
//! only what it uses.

use crate::core::search::{Replay, Stats, Wire};
use crate::model::i18n::{Message, Text};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::Debug;

/// A problem the app offers: one page, its jobs, and how they run in the worker.
pub trait Problem: Copy + Debug + Default + PartialEq + 'static {
    /// Its name in URLs (`p=`), which is also the name of its page program
    /// (`programs/src/bin/<slug>.rs`).
    const SLUG: &'static str;
    /// Its name in the navigation, in both languages.
    const NAME: Text;
    /// One sentence about its page, for the document's description, in both languages.
    const DESCRIPTION: Text;
    /// The link (a query, `?p=<slug>&…`) of the moment its link preview pictures
    /// (`scripts/images.mjs` takes the picture at build time).
    const PREVIEW: &'static str;
    /// The old names its page still answers to in links (`p=`) and addresses, which the loader
    /// (`scripts/start.js`) turns into its slug: a link in use keeps opening the same page.
    const ALIASES: &'static [&'static str] = &[];
    /// The most bytes (gzip) a visit of its page may download, its page program and its worker
    /// together (`scripts/sizes.sh` checks it): 300 KB (issue 10) unless the page needs more.
    const VISIT_BUDGET: u32 = 300_000;
    /// Whether its search worker is built size first, as the pages are (`scripts/build.sh`):
    /// for a worker whose time goes to an interpreter, not to code of ours, speed-first code
    /// buys nothing but bytes.
    const WORKER_SIZE_FIRST: bool = false;
    /// Whether its search page has a quiz (Test yourself and the teacher's sheet): such a page
    /// is one of `problems::QuizPages` (`tests/model/contract.rs` keeps the two together); a
    /// game's is not read.
    const QUIZ: bool = true;
    /// What its page asks a worker to do.
    type Job: Clone + Debug + PartialEq + Serialize + DeserializeOwned + 'static;
    /// What its page rebuilds from its searches' events: `Trail<R>` for a depth-first search
    /// whose bounding function kills a candidate for reasons `R`, branch and bound's tree for a
    /// best-first one.
    type Replay: Replay;
    /// How one of its runs ended.
    type Ending: Wire;
    /// What a run has found beyond its path and totals.
    type Found: Clone + Debug + PartialEq + Serialize + DeserializeOwned + 'static;
    /// Its page's messages in both languages (its catalogue, in `model/<slug>/text/`).
    type Messages: Message;

    /// Starts `job` (in the worker).
    fn start(job: Self::Job) -> Box<dyn Run<Self>>;

    /// Whether a run that ended so stopped short of its end (a search that reached the page's
    /// node limit): the page says `stopped`, not `finished`. None does by default.
    fn stopped_short(_ending: &Self::Ending) -> bool {
        false
    }
}

/// An event of problem `P`'s searches.
pub type Event<P> = <<P as Problem>::Replay as Replay>::Event;

/// The state a page rebuilds from problem `P`'s events (a depth-first search's
/// [`Trail`](crate::core::search::Trail), branch and bound's `BranchTrail`).
pub type ReplayOf<P> = <P as Problem>::Replay;

/// Where a run stands, as a snapshot shows it: where it stood and its totals before its tail,
/// and the tail itself (the events that lead from there to where the run is, which the page
/// plays so that it can step back over them).
#[derive(Clone, Debug, PartialEq)]
pub struct RunStanding<P: Problem> {
    /// Where it stood before the tail (a depth-first search's path and drawn tree).
    pub standing: <P::Replay as Replay>::Standing,
    /// The totals before the tail.
    pub stats: Stats,
    /// The events after them, oldest first (often none).
    pub tail: Vec<Event<P>>,
}

/// A running job of problem `P`, as the worker's runner drives it.
pub trait Run<P: Problem> {
    /// One event of a step search (`None` once it has ended, and always for a count, which has
    /// no events).
    fn step(&mut self) -> Option<Event<P>> {
        None
    }
    /// Runs about `steps` steps without reporting events, at time `now` (milliseconds); true
    /// once the run has ended.
    fn advance(&mut self, steps: u32, now: f64) -> bool;
    /// Ends a flat-out stretch (a step search plays its last events one by one, its tail); true
    /// once the run has ended.
    fn end_stretch(&mut self) -> bool {
        self.ending().is_some()
    }
    /// Totals so far.
    fn stats(&self) -> Stats;
    /// Where the run stands, for a snapshot (by default: nothing drawn, its totals, no tail,
    /// as for a count).
    fn standing(&self) -> RunStanding<P> {
        RunStanding { standing: Default::default(), stats: self.stats(), tail: Vec::new() }
    }
    /// What it has found beyond its path, if anything.
    fn found(&self) -> Option<P::Found> {
        None
    }
    /// How it ended, once it has.
    fn ending(&self) -> Option<P::Ending>;
    /// The texts it has named since last asked, oldest first: the learner's own search names
    /// its values and reasons as it meets them, and its events number them in this order
    /// (the page keeps them in its replay: [`Replay::texts`]). None by
    /// default: a built-in page's events say everything themselves.
    fn take_texts(&mut self) -> Vec<String> {
        Vec::new()
    }
}

/// Something done once for each problem of a list ([`Problems::visit`]).
pub trait Visit {
    /// Does it for problem `P`.
    fn visit<P: Problem>(&mut self);
}

/// A list of problems: a tuple of problem types, in the order the navigation shows them.
pub trait Problems {
    /// Calls `visitor` once for each problem, in order.
    fn visit(visitor: &mut impl Visit);
}

/// Implements [`Problems`] for a tuple of each length up to the number of names given.
macro_rules! problem_tuples {
    ($first:ident $(, $rest:ident)*) => {
        impl<$first: Problem $(, $rest: Problem)*> Problems for ($first, $($rest,)*) {
            fn visit(visitor: &mut impl Visit) {
                visitor.visit::<$first>();
                $(visitor.visit::<$rest>();)*
            }
        }
        problem_tuples!($($rest),*);
    };
    () => {};
}

problem_tuples!(A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P);

/// The slugs of a list of problems, in order.
///
/// ```
/// use runut::model::problem::slugs;
/// assert_eq!(slugs::<runut::problems::All>()[0], "knight");
/// ```
pub fn slugs<L: Problems>() -> Vec<&'static str> {
    struct Slugs(Vec<&'static str>);
    impl Visit for Slugs {
        fn visit<P: Problem>(&mut self) {
            self.0.push(P::SLUG);
        }
    }
    let mut slugs = Slugs(Vec::new());
    L::visit(&mut slugs);
    slugs.0
}
