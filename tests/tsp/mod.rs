//! The travelling salesman by branch and bound: Horowitz and Sahni's five cities with the
//! reduced cost matrix, Levitin's five with the half sum, the matrix text's errors, on many
//! random graphs a plain least-cost search over the crate's tree against the brute force, and
//! the page's model with the textbook's figures through its reducer, and Test yourself against
//! a plain search with its own reduced matrices.

mod half;
mod page;
mod parse;
mod quiz;
mod random;
mod roads;
mod textbook;
