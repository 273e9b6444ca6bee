//! The Hamiltonian-circuit page and its board.

pub mod board;
pub mod page;
