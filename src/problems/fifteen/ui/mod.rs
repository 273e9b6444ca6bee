//! The 15-puzzle page: its board, the answer replayed on it, the reachability test, and its part
//! of the search page.

pub mod answer_replay;
pub mod page;
pub mod puzzle_board;
pub mod reach_card;
