//! The 0/1 knapsack by branch and bound: Levitin's four items with both bounds, the texts'
//! typed errors, on many random instances a plain least-cost search over the crate's tree
//! against the brute force, the page's model, and Test yourself against a plain best-first
//! search with its own bound.

mod page;
mod parse;
mod quiz;
mod random;
mod textbook;
