//! The 15-puzzle (and 8-puzzle): reading positions, the course's reachability test against a
//! breadth-first search of every 8-puzzle position, the least-cost search on the course's
//! example, the specialised search against the generic engine (event for event, in its
//! standings, stepped and flat out) and against a plain heap-based search written apart, and the
//! answers' lengths against the fewest moves.

mod engine;
mod page;
mod position;
mod quiz;
mod reach;
mod reference;
mod search;
mod shortest;
