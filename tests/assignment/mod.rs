//! The job assignment by branch and bound: Levitin's four people, the matrix text's errors, on
//! many random instances a plain least-cost search over the crate's tree against the brute
//! force, the page's model, and Test yourself against a plain best-first search with its own
//! bound.

mod page;
mod quiz;
mod random;
mod textbook;
