//! N-queens: the row-by-row step engine ([`search`]), the bitboard counter ([`count`]) and the
//! size of the backtracking tree ([`growth`]).

pub mod count;
pub mod growth;
pub mod search;

pub use count::*;
pub use search::*;
