//! What your own search's page rebuilds from its runs' events: the learner's program is searched
//! by backtracking (a [`Trail`] of its path) or by least cost (a [`BranchTrail`] of its live
//! nodes), and one page plays either ([`OwnReplay`]).

use crate::core::branch::replay::BranchTrail;
use crate::core::branch::standing::BranchStanding;
use crate::core::branch::BranchEvent;
use crate::core::grid::Square;
use crate::core::search::trail::PathStanding;
use crate::core::search::{Event, Holds, Replay, Stats, Trail};
use serde::{Deserialize, Serialize};
use std::rc::Rc;

/// An event of a search of the learner's program.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum OwnEvent {
    /// Of backtracking.
    Depth(Event<()>),
    /// Of least-cost search (a dead node's reason: its text's number).
    Least(BranchEvent<u8>),
}

/// Where a search of the learner's program stood, for a snapshot.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum OwnStanding {
    /// Backtracking's path and drawn tree.
    Depth(PathStanding),
    /// Least-cost search's tree.
    Least(BranchStanding<u8>),
}

impl Default for OwnStanding {
    fn default() -> Self {
        OwnStanding::Depth(PathStanding::default())
    }
}

/// The page's replay of a search of the learner's program, by backtracking (before any event,
/// too) or by least cost.
#[derive(Clone, Debug, PartialEq)]
pub enum OwnReplay {
    /// Backtracking's.
    Depth(Trail<()>),
    /// Least-cost search's.
    Least(BranchTrail<u8>),
}

impl Default for OwnReplay {
    fn default() -> Self {
        OwnReplay::Depth(Trail::default())
    }
}

impl OwnReplay {
    /// The least-cost replay, made of this one if it has no event yet (its texts kept: the
    /// page adds a run's texts before its events).
    fn least(&mut self) -> Option<&mut BranchTrail<u8>> {
        if let OwnReplay::Depth(trail) = self {
            if trail.moment() > 0 {
                return None;
            }
            let mut least = BranchTrail::default();
            *least.texts_mut() = trail.texts().clone();
            *self = OwnReplay::Least(least);
        }
        match self {
            OwnReplay::Least(trail) => Some(trail),
            OwnReplay::Depth(_) => None,
        }
    }
}

/// Calls `$call` on the replay inside `$replay`, whichever it is.
macro_rules! inner {
    ($replay:expr, $trail:ident => $call:expr) => {
        match $replay {
            OwnReplay::Depth($trail) => $call,
            OwnReplay::Least($trail) => $call,
        }
    };
}

impl Replay for OwnReplay {
    type Event = OwnEvent;
    type Standing = OwnStanding;

    fn apply(&mut self, event: OwnEvent) {
        match (self, event) {
            (OwnReplay::Depth(trail), OwnEvent::Depth(event)) => trail.apply(event),
            (replay, OwnEvent::Least(event)) => {
                if let Some(trail) = replay.least() {
                    trail.apply(event);
                }
            }
            (OwnReplay::Least(_), OwnEvent::Depth(_)) => {}
        }
    }

    fn undo(&mut self, event: OwnEvent, previous: Option<OwnEvent>) {
        match (self, event) {
            (OwnReplay::Depth(trail), OwnEvent::Depth(event)) => {
                let previous = previous.and_then(|p| match p {
                    OwnEvent::Depth(p) => Some(p),
                    OwnEvent::Least(_) => None,
                });
                trail.undo(event, previous);
            }
            (OwnReplay::Least(trail), OwnEvent::Least(event)) => {
                let previous = previous.and_then(|p| match p {
                    OwnEvent::Least(p) => Some(p),
                    OwnEvent::Depth(_) => None,
                });
                trail.undo(event, previous);
            }
            _ => {}
        }
    }

    fn forget(&mut self, event: OwnEvent) {
        match (self, event) {
            (OwnReplay::Depth(trail), OwnEvent::Depth(event)) => trail.forget(event),
            (OwnReplay::Least(trail), OwnEvent::Least(event)) => trail.forget(event),
            _ => {}
        }
    }

    fn stats(&self) -> Stats {
        inner!(self, trail => trail.stats())
    }

    fn moment(&self) -> u64 {
        inner!(self, trail => trail.moment())
    }

    fn resume(standing: OwnStanding, stats: Stats, ended: bool) -> Self {
        match standing {
            OwnStanding::Depth(standing) => {
                OwnReplay::Depth(Replay::resume(standing, stats, ended))
            }
            OwnStanding::Least(standing) => {
                OwnReplay::Least(Replay::resume(standing, stats, ended))
            }
        }
    }

    fn path(&self) -> &[Square] {
        inner!(self, trail => Replay::path(trail))
    }

    fn found(&self) -> &[Vec<Square>] {
        inner!(self, trail => trail.found())
    }

    fn texts(&self) -> &Rc<Vec<String>> {
        inner!(self, trail => trail.texts())
    }

    fn texts_mut(&mut self) -> &mut Rc<Vec<String>> {
        inner!(self, trail => trail.texts_mut())
    }
}

impl Holds<Trail<()>> for OwnReplay {
    fn event(event: Event<()>) -> OwnEvent {
        OwnEvent::Depth(event)
    }

    fn standing(standing: PathStanding) -> OwnStanding {
        OwnStanding::Depth(standing)
    }
}

impl Holds<BranchTrail<u8>> for OwnReplay {
    fn event(event: BranchEvent<u8>) -> OwnEvent {
        OwnEvent::Least(event)
    }

    fn standing(standing: BranchStanding<u8>) -> OwnStanding {
        OwnStanding::Least(standing)
    }
}
