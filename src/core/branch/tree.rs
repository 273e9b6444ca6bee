//! The contract between a problem and the engine: [`Branching`], a problem's tree, with what it
//! looks for ([`Goal`]), how its E-nodes are picked ([`Selection`]) and its children ([`Child`]).

use super::cost::Cost;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::Debug;

/// What a search looks for, and so how its bound kills.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub enum Goal {
    /// An answer node, recognised when it is generated: the search stops there (the
    /// 15-puzzle). Nothing is killed by a bound.
    Reach,
    /// The solution of least cost: a node whose bound is ≥ the best solution so far is killed.
    Least,
    /// The solution of greatest value: a node whose bound is ≤ the best solution so far is
    /// killed.
    Most,
}

/// Which live node becomes the next E-node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub enum Selection {
    /// The live node with the best cost (least for [`Goal::Reach`] and [`Goal::Least`],
    /// greatest for [`Goal::Most`]), ties to the older node (generation order).
    LeastCost,
    /// The oldest live node (a queue: breadth first).
    Fifo,
    /// Backtracking: a node's children are generated one at a time and each live child is
    /// expanded at once, its parent becoming the E-node again when the child's subtree is done.
    DepthFirst,
}

/// One child of a node, as a [`Branching`] generates it.
#[derive(Clone, Debug, PartialEq)]
pub struct Child<S, I> {
    /// What the child decides, in the problem's terms (the blank's move, the next city, take or
    /// leave the item, the job): the page rebuilds a node's state from its choices.
    pub choice: u8,
    /// The child's state.
    pub state: S,
    /// Its cost c(i) (for [`Goal::Reach`] and [`Goal::Least`]) or its upper bound (for
    /// [`Goal::Most`]).
    pub cost: Cost,
    /// Why it cannot be a solution, if it cannot (over the capacity): it is generated dead.
    pub infeasible: Option<I>,
}

/// A problem's state-space tree, as branch and bound searches it.
pub trait Branching {
    /// A node's own state (a board, a partial tour and its reduced matrix, …).
    type State: Clone;
    /// Why a node cannot be a solution at all, in the problem's terms (over the capacity).
    type Infeasible: Copy + Debug + PartialEq + Eq + Serialize + DeserializeOwned + 'static;
    /// What the search looks for.
    const GOAL: Goal;

    /// The root (node 1) and its cost or bound.
    fn root(&self) -> (Self::State, Cost);
    /// The children of a node in `state`, in generation order, appended to `out`.
    fn children(&self, state: &Self::State, out: &mut Vec<Child<Self::State, Self::Infeasible>>);
    /// The value of a node in `state` whose cost is `cost` as a solution, if it is one (the
    /// goal position, a complete tour, a leaf that has decided every item).
    fn solution(&self, state: &Self::State, cost: Cost) -> Option<Cost>;
}
