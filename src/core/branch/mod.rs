//! Branch and bound, the course's second chapter: searches that do not walk depth first but
//! expand the best live node wherever it is, with a vocabulary of their own beside the
//! depth-first one ([`event`]).
//!
//! A problem describes its tree as a [`Branching`]: the root, the children of a node in
//! generation order (each with its cost or bound, or why it cannot be a solution), and which
//! nodes are solutions. The engine ([`engine`]) runs it as least-cost (LC), FIFO or depth-first
//! branch and bound, event by event or flat out; the page folds the events into the tree it
//! draws, the live nodes and the best so far ([`replay`]).

mod arena;
pub mod bucket;
pub mod cost;
pub mod engine;
pub mod event;
pub mod follow;
pub mod ledger;
mod live;
pub mod node;
pub mod replay;
pub mod standing;
pub mod stats;
pub mod tree;

// Only what does not use the contract below is re-exported here (the engine, the trail and the
// standing are reached through their modules), so that no file imports this one back.
pub use cost::Cost;
pub use event::{BranchEvent, Death};
pub use tree::{Branching, Child, Goal, Selection};

/// The memory a page's branch-and-bound search may fill, in bytes: its node limit is as many
/// nodes as this holds at what a node costs its engine (the generic engine's, or a problem's own
/// loop's fewer), so that a search stops before the tab runs out of memory, however small its
/// nodes.
pub const SEARCH_MEMORY: u64 = 200_000_000;
