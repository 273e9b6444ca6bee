//! The event vocabulary every search emits.
//!
//! A search is a state machine with an explicit stack; each call to its `step` performs one
//! elementary action and reports it as an [`Event`] (see `engine.rs`, the `Search` trait). Because `Advance` and `Retreat` are exact
//! inverses, a replay ([`super::Trail`]) can apply events and undo them one at a time, which is
//! what lets the page step backwards through a search.

use crate::core::grid::Square;
use serde::{Deserialize, Serialize};

/// One elementary action of a search. `R` says why the bounding function killed a candidate,
/// in the problem's own terms (each problem defines its own reasons; a search that never
/// rejects uses [`Never`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event<R> {
    /// The root of the state-space tree (node 1) when it is not a square, as for n-queens, whose
    /// root is the empty board. Searches whose root is a square (the knight's start) begin with
    /// `Try` and `Advance` of that square instead.
    Root,
    /// A candidate is generated: node *k* of the state-space tree, numbered in generation order
    /// (the root is node 1). It is always followed by `Reject` or `Advance` of the same square.
    Try {
        /// The level of the tree the node is on (the root's children are level 1; a root that is a square is level 0).
        depth: u32,
        /// The square it places.
        at: Square,
    },
    /// The bounding function kills the candidate just tried.
    Reject {
        /// The square rejected.
        at: Square,
        /// Why the bounding function kills it.
        why: R,
    },
    /// The candidate just tried becomes the new expanded node, at the end of the path.
    Advance {
        /// The level of the tree the node is on.
        depth: u32,
        /// The square it places.
        at: Square,
    },
    /// Backtrack: the last square of the path is taken back.
    Retreat {
        /// The level of the node taken back.
        depth: u32,
        /// The square taken back.
        at: Square,
    },
    /// A complete solution is on the board; `index` counts solutions from 1.
    Solution {
        /// Which solution it is, from 1.
        index: u64,
    },
    /// The whole tree has been explored (or a greedy search has no move left).
    Exhausted,
}

/// What kind of action an [`Event`] is, without its data: the pseudo-code's lines are keyed by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EventKind {
    /// [`Event::Root`].
    Root,
    /// [`Event::Try`].
    Try,
    /// [`Event::Reject`].
    Reject,
    /// [`Event::Advance`].
    Advance,
    /// [`Event::Retreat`].
    Retreat,
    /// [`Event::Solution`].
    Solution,
    /// [`Event::Exhausted`].
    Exhausted,
}

impl EventKind {
    /// Every kind, in the order a search meets them.
    pub const ALL: [EventKind; 7] = [
        EventKind::Root,
        EventKind::Try,
        EventKind::Reject,
        EventKind::Advance,
        EventKind::Retreat,
        EventKind::Solution,
        EventKind::Exhausted,
    ];

    /// The kind's name in the page's hooks (`data-event`).
    pub fn slug(self) -> &'static str {
        match self {
            EventKind::Root => "root",
            EventKind::Try => "try",
            EventKind::Reject => "reject",
            EventKind::Advance => "advance",
            EventKind::Retreat => "retreat",
            EventKind::Solution => "solution",
            EventKind::Exhausted => "exhausted",
        }
    }
}

impl<R> Event<R> {
    /// What kind of action the event is.
    pub fn kind(&self) -> EventKind {
        match self {
            Event::Root => EventKind::Root,
            Event::Try { .. } => EventKind::Try,
            Event::Reject { .. } => EventKind::Reject,
            Event::Advance { .. } => EventKind::Advance,
            Event::Retreat { .. } => EventKind::Retreat,
            Event::Solution { .. } => EventKind::Solution,
            Event::Exhausted => EventKind::Exhausted,
        }
    }

    /// The same event with its rejection reason turned into another type (e.g. the reason of one
    /// problem into the reason of any problem).
    pub fn map_reason<S>(self, into: impl FnOnce(R) -> S) -> Event<S> {
        match self {
            Event::Root => Event::Root,
            Event::Try { depth, at } => Event::Try { depth, at },
            Event::Reject { at, why } => Event::Reject { at, why: into(why) },
            Event::Advance { depth, at } => Event::Advance { depth, at },
            Event::Retreat { depth, at } => Event::Retreat { depth, at },
            Event::Solution { index } => Event::Solution { index },
            Event::Exhausted => Event::Exhausted,
        }
    }
}

/// The reason of a search that never rejects a candidate (the maze's carving and walks): it has
/// no value, so such a search's `Reject` events cannot exist. Unlike `std::convert::Infallible`
/// it crosses the worker boundary like any other problem's reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Never {}

/// Running totals of a search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    /// Nodes generated (`Try` events).
    pub nodes: u64,
    /// Candidates killed by the bounding function (`Reject` events).
    pub rejected: u64,
    /// Backtracks (`Retreat` events).
    pub backtracks: u64,
    /// Solutions found.
    pub solutions: u64,
}
