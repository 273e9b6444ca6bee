//! [`Replay`]: what a page rebuilds from a search's events, applied forwards and undone
//! backwards, whichever vocabulary the search speaks: the depth-first searches' [`Trail`] of
//! a path, or branch and bound's tree of live nodes. The player, the protocol and the search
//! page are written once over it.
//!
//! [`Trail`]: super::Trail

use super::event::Stats;
use crate::core::grid::Square;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::Debug;
use std::rc::Rc;

/// What crosses the worker boundary inside events and endings: a small plain value (a reason a
/// candidate dies, an event, how a run ended), copied, compared and serialized.
pub trait Wire: Copy + Debug + PartialEq + Serialize + DeserializeOwned + 'static {}

impl<T: Copy + Debug + PartialEq + Serialize + DeserializeOwned + 'static> Wire for T {}

/// The state rebuilt from a stream of events.
pub trait Replay: Clone + Debug + Default + PartialEq + 'static {
    /// One event of the searches it replays.
    type Event: Wire;
    /// What a worker's snapshot carries to resume it without the events before (the path and
    /// the drawn tree of a depth-first search).
    type Standing: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + 'static;

    /// Applies one event.
    fn apply(&mut self, event: Self::Event);
    /// Undoes `event`, which must be the last event applied; `previous` is the event applied
    /// before it, if known.
    fn undo(&mut self, event: Self::Event, previous: Option<Self::Event>);
    /// Forgets what undoing `event` would need, once it has left the owner's history.
    fn forget(&mut self, _event: Self::Event) {}
    /// Totals so far (`nodes`: the nodes generated, root included).
    fn stats(&self) -> Stats;
    /// Its place along the run: one more for each event applied, one less for each undone (after
    /// a snapshot, counted from a number its totals give).
    fn moment(&self) -> u64;
    /// The state a snapshot describes: its `standing`, its totals, and whether the search ended
    /// there (nothing to undo before it).
    fn resume(standing: Self::Standing, stats: Stats, ended: bool) -> Self;
    /// The decisions from the root to the node the search stands on, one square each (the
    /// squares of a path; a decision `c` at level `r` of a tree is the square `(r, c)`).
    fn path(&self) -> &[Square];
    /// The first solutions found, each as its path (those seen as events).
    fn found(&self) -> &[Vec<Square>];
    /// The texts the run has named, in order: the learner's own search numbers each node's
    /// text (its value, label and reason) in its squares; a built-in search names none. The
    /// page adds those its worker sends ([`Run::take_texts`](crate::model::problem::Run::take_texts)).
    fn texts(&self) -> &Rc<Vec<String>>;
    /// The same, to add to, or to carry over to the state a snapshot resumes.
    fn texts_mut(&mut self) -> &mut Rc<Vec<String>>;
}

/// A replay that holds the replays of another vocabulary `R` among its own: the events and
/// standings of `R`'s searches are its own. Every replay holds itself; your own search's page
/// holds a depth-first search's [`Trail`](super::Trail) and branch and bound's tree of live
/// nodes, its searches speaking either.
pub trait Holds<R: Replay>: Replay {
    /// `R`'s event as this replay's.
    fn event(event: R::Event) -> Self::Event;
    /// `R`'s standing as this replay's.
    fn standing(standing: R::Standing) -> Self::Standing;
}

impl<R: Replay> Holds<R> for R {
    fn event(event: R::Event) -> R::Event {
        event
    }

    fn standing(standing: R::Standing) -> R::Standing {
        standing
    }
}
