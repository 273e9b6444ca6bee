//! N-queens: the row-by-row step engine ([`search`]) and the bitboard counter ([`count`]).

pub mod count;
pub mod search;

pub use count::*;
pub use search::*;
