//! The labyrinth: the search's numbering and totals against an independent recursive reference
//! on every wall pattern of 3 × 3 grids and a sample of 4 × 4 ones, simple paths counted by
//! bit masks, breadth-first search's shortest paths, replay and undo, and the page's model.

mod compared_code;
mod page;
mod quiz;
mod reference;
mod search;
