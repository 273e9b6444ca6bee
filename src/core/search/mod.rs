//! What every search shares: the event vocabulary and the [`Search`] trait ([`event`]), the state
//! rebuilt by replaying events forwards and backwards ([`trail`]), and the state-space tree as
//! the page draws it ([`tree`]).

pub mod event;
pub mod trail;
pub mod tree;

pub use event::{Event, EventKind, Never, Search, Stats};
pub use trail::{Trail, FOUND_LIMIT};
