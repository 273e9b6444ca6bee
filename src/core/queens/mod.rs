//! N-queens: the row-by-row step engine and the bitboard counter.

pub mod search;

pub use search::*;
