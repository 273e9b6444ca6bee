//! The math maze: carving, solving, the clue puzzle, the deduction solver, the generator and
//! playing a game, the page, and the puzzles fixed seeds make.

mod carve;
mod game;
mod golden;
mod hint;
mod marks;
mod markup;
mod page;
mod records;
mod sheet;
mod storage;
mod verdict;
