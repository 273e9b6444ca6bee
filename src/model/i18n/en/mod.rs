//! The English catalogue, one file per area.

pub mod common;
pub mod knight;
pub mod maze;
pub mod queens;
