//! The learner's own search, pure Rust: their program ([`program`]) and the course's
//! backtracking ([`search`]) and least-cost search ([`least_cost`]) around it, one or the
//! other ([`Method`]).

pub mod least_cost;
pub mod program;
pub mod search;
pub mod texts;

crate::core::slug::slugged! {
    /// How the learner's program is searched.
    ///
    /// Each search's name in URLs (`search=`).
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub enum Method {
        /// Backtracking: depth first, with `promising` as the bounding function.
        #[default]
        Backtracking = "backtracking",
        /// Least-cost search, with `cost` the estimate.
        LeastCost = "lc",
    }
}
