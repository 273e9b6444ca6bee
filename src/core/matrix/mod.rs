//! [`Matrix`]: a square matrix of whole numbers, some perhaps missing, shared by the problems
//! given as one (the travelling salesman's roads, the job assignment's costs): its text in a
//! link, row by row (`x,20,30;15,x,16;3,5,x`, read with typed errors in [`parse`]), random ones
//! from a seed, the first items of a permutation ([`order`], a node's state) and trying every
//! permutation against it ([`permute`], the brute force).

pub mod order;
pub mod parse;
pub mod permute;
pub mod square;

pub use order::{Order, MAX_ORDER};
pub use parse::{MatrixError, Shape};
pub use permute::{every_order, Exhaustive};
pub use square::{Matrix, MAX_ENTRY};
