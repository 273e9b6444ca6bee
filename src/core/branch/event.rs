//! The branch-and-bound event vocabulary, beside (not inside) the depth-first one: nodes are
//! numbered in generation order (the root is node 1), and every event names its node.

use super::cost::Cost;
use super::tree::{Goal, Selection};
use serde::{Deserialize, Serialize};

/// Why a node is dead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Death<I> {
    /// It cannot be a solution at all, in the problem's terms (over the capacity): dead when
    /// generated.
    Infeasible(I),
    /// Its bound is no better than the best solution so far ("bound 31 ≥ best 28"), when it was
    /// generated or when it came up.
    Bound {
        /// Its cost or bound.
        bound: Cost,
        /// The best solution's cost or value then.
        best: Cost,
    },
    /// It is a solution, but no better than the best so far ("value 30 ≥ best 28"): a solution
    /// all the same, counted with the others (the brute force counts every one).
    NoBetter {
        /// Its cost or value as a solution.
        value: Cost,
        /// The best solution's cost or value then.
        best: Cost,
    },
}

/// One elementary action of a branch-and-bound search. `I` says why a node cannot be a
/// solution, in the problem's terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BranchEvent<I> {
    /// The search begins: which live node it expands next and what it looks for (they order the
    /// live list a page shows). Always the first event, before the root.
    Begin {
        /// How it picks the E-node.
        selection: Selection,
        /// What it looks for.
        goal: Goal,
    },
    /// Node `node` is generated, a child of `parent` (0 for the root), deciding `choice`, with
    /// its cost or bound: it is live unless an event about it follows at once.
    Generate {
        /// Its number in generation order (the root is 1).
        node: u32,
        /// Its parent's number (0 for the root).
        parent: u32,
        /// What it decides, in the problem's terms.
        choice: u8,
        /// Its cost c(i) or bound.
        cost: Cost,
    },
    /// Node `node` is killed: dead, with the reason.
    Kill {
        /// The node.
        node: u32,
        /// Why it is dead.
        why: Death<I>,
    },
    /// Live node `node` becomes the E-node (its children are generated next); with
    /// [`super::Selection::DepthFirst`], also a node whose child's subtree is done, again.
    Expand {
        /// The node.
        node: u32,
    },
    /// Node `node` is a solution better than the best so far, of cost or value `value`.
    Best {
        /// The node.
        node: u32,
        /// Its cost or value.
        value: Cost,
    },
    /// Node `node` is the search's answer: the goal generated ([`super::Goal::Reach`]), or the
    /// best solution once no live node can beat it.
    Answer {
        /// The node.
        node: u32,
    },
    /// No live node is left: the search is over (after its answer, if it has one).
    Exhausted,
}
