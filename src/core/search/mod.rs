//! What every search shares: the event vocabulary ([`event`]), the [`Search`] trait, stepped or
//! run flat out ([`engine`]), a count run flat out ([`count`]), first solution or all ([`mode`]), the state
//! rebuilt by replaying events forwards and backwards (whatever the vocabulary: [`replay`]; a path: [`trail`]), the state-space tree as
//! the page draws it ([`tree`]), and the depth-first walk the fixed-order searches share ([`walk`]).

pub mod count;
pub mod engine;
pub mod event;
pub mod mode;
pub mod replay;
pub mod trail;
pub mod tree;
mod tree_layout;
mod tree_node;
pub mod walk;

pub use count::Count;
pub use engine::{Flat, Search};
pub use event::{Event, EventKind, Never, Stats};
pub use mode::Mode;
pub use replay::{Holds, Replay, Wire};
pub use trail::{Trail, FOUND_LIMIT};
