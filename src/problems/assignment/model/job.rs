//! What the job assignment page asks a worker to do: one search of a cost matrix, or two
//! compared.

use super::settings::AssignmentSettings;
use super::Assignment;
use crate::model::branch::optimum::compare::Strategy;
use crate::model::page::{Jobs, Side};
use crate::problems::assignment::core::{Assignment as Tree, Costs};
use serde::{Deserialize, Serialize};

/// A job assignment job: the cost matrix as its text, and how the search goes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AssignmentJob {
    /// The costs, row by row (`9,2,7,8;6,4,3,7;…`).
    pub costs: String,
    /// How the search picks its E-nodes and whether it bounds.
    pub strategy: Strategy,
}

impl AssignmentJob {
    /// The job that searches `costs` by `strategy`.
    pub fn new(costs: &Costs, strategy: Strategy) -> AssignmentJob {
        AssignmentJob { costs: costs.matrix().to_text(), strategy }
    }

    /// The tree it searches (a page only makes jobs of costs it has read).
    pub fn tree(&self) -> Tree {
        Tree::new(Costs::parse(&self.costs).expect("a page's costs read back"))
    }
}

impl Jobs for Assignment {
    /// The job assignment has no count: the brute force is compared instead.
    type Count = ();

    /// Least cost.
    fn job(settings: &AssignmentSettings) -> AssignmentJob {
        AssignmentJob::new(&settings.costs, Strategy::LEAST_COST)
    }

    fn compared(settings: &AssignmentSettings) -> Vec<(AssignmentJob, Side)> {
        let job = |strategy| AssignmentJob::new(&settings.costs, strategy);
        let sides = settings.compare.sides().into_iter();
        sides.map(|(side, strategy)| (job(strategy), side)).collect()
    }
}
