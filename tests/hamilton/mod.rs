//! Hamiltonian circuits: the search's numbering and totals against a recursive reference and the
//! brute force over every permutation on every small graph and the built-in ones, the flat
//! count, replay and undo, and the page's model (settings, practice).

mod compared_code;
mod page;
mod quiz;
mod reference;
mod search;
