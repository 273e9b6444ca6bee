//! A node's own state rebuilt from its choices: the page keeps only each node's choice (what
//! its events say), and follows them down the problem's tree from the root when it needs to
//! show what a node holds or which children it has.

use super::cost::Cost;
use super::tree::{Branching, Child};

/// The state and cost of the node reached from the root by `choices`, the root's child's
/// first (each a [`Child::choice`]); none if a choice is not one of its node's children.
///
/// ```
/// use runut::core::branch::follow::follow;
/// use runut::core::branch::{Branching, Child, Cost, Goal};
/// /// Each node n has the children 2n and 2n + 1, by choices 0 and 1, down to 7.
/// struct Halves;
/// impl Branching for Halves {
///     type State = u32;
///     type Infeasible = ();
///     const GOAL: Goal = Goal::Least;
///     fn root(&self) -> (u32, Cost) { (1, Cost::whole(1)) }
///     fn children(&self, n: &u32, out: &mut Vec<Child<u32, ()>>) {
///         for choice in (*n < 4).then_some(0..2).into_iter().flatten() {
///             let state = 2 * n + u32::from(choice);
///             out.push(Child { choice, state, cost: Cost::whole(state.into()), infeasible: None });
///         }
///     }
///     fn solution(&self, _: &u32, _: Cost) -> Option<Cost> { None }
/// }
/// assert_eq!(follow(&Halves, [1, 0]), Some((6, Cost::whole(6))));
/// assert_eq!(follow(&Halves, [1, 0, 1]), None);
/// ```
pub fn follow<B: Branching>(
    tree: &B,
    choices: impl IntoIterator<Item = u8>,
) -> Option<(B::State, Cost)> {
    let (mut state, mut cost) = tree.root();
    for choice in choices {
        let child = children(tree, &state).into_iter().find(|c| c.choice == choice)?;
        (state, cost) = (child.state, child.cost);
    }
    Some((state, cost))
}

/// The children of a node in `state`, in generation order.
pub fn children<B: Branching>(tree: &B, state: &B::State) -> Vec<Child<B::State, B::Infeasible>> {
    let mut children = Vec::new();
    tree.children(state, &mut children);
    children
}
