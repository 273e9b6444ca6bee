//! The branch-and-bound engine and the page's fold of its events: the exact event sequence of
//! each selection on a small tree written out by hand, flat-out stretches that stop where the
//! step engine does, replay and undo, and resuming from where the engine stands, on random
//! weighted trees.

mod flat;
mod rules;
mod standing;
mod table;
mod toy;
mod undo;
