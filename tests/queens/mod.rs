//! N-queens: the step engine, the bitboard counter and the drawn state-space tree.

mod compared_code;
mod flat;
mod growth;
mod quiz;
mod search;
mod tree;
