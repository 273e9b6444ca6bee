//! A small tree written out by hand, row by row, to state the events of each selection exactly.

use runut::core::branch::{Branching, Child, Cost, Goal};

/// One node of a hand-written tree: its cost or bound, its children (row numbers), whether it
/// is infeasible, and its value if it is a solution.
pub struct Row {
    pub cost: i64,
    pub children: &'static [usize],
    pub infeasible: bool,
    pub solution: Option<i64>,
}

/// A row of a node that is neither infeasible nor a solution.
pub const fn inner(cost: i64, children: &'static [usize]) -> Row {
    Row { cost, children, infeasible: false, solution: None }
}

/// A row of a solution leaf of this value.
pub const fn solution(cost: i64, value: i64) -> Row {
    Row { cost, children: &[], infeasible: false, solution: Some(value) }
}

/// A row of an infeasible leaf.
pub const fn infeasible(cost: i64) -> Row {
    Row { cost, children: &[], infeasible: true, solution: None }
}

/// Why a row is infeasible.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct OverCapacity;

/// A tree given as rows, the root first; `GOAL` as for the toy trees (0 reach, 1 least, 2 most).
pub struct Table<const GOAL: u8>(pub &'static [Row]);

impl<const GOAL: u8> Branching for Table<GOAL> {
    type State = usize;
    type Infeasible = OverCapacity;
    const GOAL: Goal = match GOAL {
        0 => Goal::Reach,
        1 => Goal::Least,
        _ => Goal::Most,
    };

    fn root(&self) -> (usize, Cost) {
        (0, Cost::whole(self.0[0].cost))
    }

    fn children(&self, row: &usize, out: &mut Vec<Child<usize, OverCapacity>>) {
        for (i, &child) in self.0[*row].children.iter().enumerate() {
            let Row { cost, infeasible, .. } = self.0[child];
            let infeasible = infeasible.then_some(OverCapacity);
            out.push(Child { choice: i as u8, state: child, cost: Cost::whole(cost), infeasible });
        }
    }

    fn solution(&self, row: &usize, _: Cost) -> Option<Cost> {
        self.0[*row].solution.map(Cost::whole)
    }
}
