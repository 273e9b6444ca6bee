//! The 15-puzzle's core: positions and their `tiles=` text ([`Position`]), the course's
//! reachability test ([`Reachability`]), ĝ ([`Estimate`]), the state-space tree for the generic
//! branch-and-bound engine ([`FifteenTree`]) and its search specialised for speed, with the
//! same events ([`FifteenLc`]). The 8-puzzle (3 × 3) is the same with nine squares.

mod board;
pub mod estimate;
pub mod flat;
mod live;
pub mod moves;
pub mod position;
pub mod reach;
pub mod tree;

pub use estimate::Estimate;
pub use flat::{FifteenLc, DEFAULT_MAX_NODES, NODE_BYTES};
pub use moves::Move;
pub use position::{Position, TilesError};
pub use reach::Reachability;
pub use tree::{Arrangement, FifteenTree};
