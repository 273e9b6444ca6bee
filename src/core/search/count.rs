//! [`Count`]: a count run flat out in bounded slices, without events: the nodes it has
//! generated and the solutions it has counted so far.

/// A resumable count.
pub trait Count {
    /// Works on until about `budget` more nodes are generated; true once the count is done.
    fn run(&mut self, budget: u64) -> bool;
    /// Nodes generated so far.
    fn nodes(&self) -> u64;
    /// Solutions counted so far.
    fn solutions(&self) -> u64;
}
