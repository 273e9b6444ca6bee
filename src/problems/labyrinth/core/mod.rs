//! The labyrinth: a grid of open and wall cells with a start and a goal ([`plan`]), the
//! chapter's depth-first backtracking over it as a step search ([`search`]), the breadth-first
//! search it is compared with ([`bfs`]) and labyrinths drawn from a seed ([`random`]).

pub mod bfs;
pub mod plan;
pub mod random;
pub mod search;

pub use bfs::{breadth_first, Bfs};
pub use plan::{Order, Plan, MAX_SIDE};
pub use random::random_walls;
pub use search::{Blocked, LabyrinthSearch, KEPT_PATHS};
