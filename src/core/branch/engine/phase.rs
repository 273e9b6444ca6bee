//! What the engine does next ([`Phase`]), and what becomes of a node just generated ([`Fate`]).

use crate::core::branch::cost::Cost;
use crate::core::branch::event::Death;

/// What becomes of a node just generated, told by the event after its `Generate`.
#[derive(Clone, Copy, Debug)]
pub(super) enum Fate<I> {
    Kill(Death<I>),
    Best(Cost),
    Answer,
}

/// What the engine does next.
pub(super) enum Phase<S, I> {
    /// Say how the search goes.
    Begin,
    /// Generate the root.
    Root,
    /// Tell what becomes of the node just generated.
    Fate(Fate<I>),
    /// Depth first: expand the live node just generated, in this state.
    Dive(S),
    /// Generate the E-node's next child, or go on from it: depth first, back to its parent;
    /// otherwise, to the next E-node.
    Next,
    /// Nothing is live: the answer, if any.
    Close,
    /// Then `Exhausted`.
    Exhaust,
    /// The search has ended.
    Over,
}
