//! Graph colouring: the built-in graphs and the graph links, the search's numbering and totals
//! against a recursive reference and the brute force over every colouring on every small graph,
//! the flat counts and the chromatic number, replay and undo, and the page's model (settings,
//! practice, code panel).

mod compared_code;
mod count;
mod drawing;
mod editor;
mod empty;
mod graph;
mod page;
mod quiz;
mod reference;
mod search;
