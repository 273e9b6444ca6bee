//! The knight's tour: the searches, the tour counter, the theory and the exports.

mod compared_code;
mod count;
mod export;
mod flat;
mod quiz;
mod search;
mod theory;
