//! The 15-puzzle's core: positions and their `tiles=` text ([`Position`]), the course's
//! reachability test ([`Reachability`]) and ĝ ([`Estimate`]). The 8-puzzle (3 × 3) is the same
//! with nine squares.

pub mod estimate;
pub mod moves;
pub mod position;
pub mod reach;

pub use estimate::Estimate;
pub use moves::Move;
pub use position::{Position, TilesError};
pub use reach::Reachability;
