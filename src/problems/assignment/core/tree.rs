//! [`Assignment`]: Levitin's job assignment tree as branch and bound searches it. The node at
//! level k has given jobs to the first k people; its children give person k + 1 each free job
//! in increasing order, and a child that leaves one person free gives that person the last job
//! at once, in the same node (so a node at level n − 1 is complete: a solution). A node's cost
//! is its lower bound: the cost of the jobs given plus, for each free person, the least cost
//! among the free jobs ([`Term`]s).

use super::assigned::Assigned;
use super::costs::Costs;
use crate::core::branch::{Branching, Child, Cost, Goal};
use crate::core::search::Never;

/// One person's term of a node's lower bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Term {
    /// The person's job: the one given, or the cheapest free one.
    pub job: u8,
    /// What the person costs doing it.
    pub cost: u32,
    /// Whether the job is given (else the person is free, and this is the least they can cost).
    pub given: bool,
}

/// The job assignment's tree over a cost matrix.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Assignment {
    costs: Costs,
}

impl Assignment {
    /// The tree over `costs`.
    pub fn new(costs: Costs) -> Assignment {
        Assignment { costs }
    }

    /// Its costs.
    pub fn costs(&self) -> &Costs {
        &self.costs
    }

    /// The terms of the node `node`'s bound, one per person in order.
    ///
    /// ```
    /// use runut::problems::assignment::core::{Assignment, Costs};
    /// let levitin = Assignment::new(Costs::textbook());
    /// let root = levitin.terms(&Default::default());
    /// let least: Vec<(u8, u32)> = root.iter().map(|term| (term.job, term.cost)).collect();
    /// assert_eq!(least, [(1, 2), (2, 3), (2, 1), (3, 4)]); // 10
    /// ```
    pub fn terms(&self, node: &Assigned) -> Vec<Term> {
        let given = node.jobs().iter().enumerate().map(|(person, &job)| Term {
            job,
            cost: self.costs.cost(person, job),
            given: true,
        });
        let free = (node.len()..self.costs.len()).map(|person| {
            let (job, cost) = self.least_free(node, person);
            Term { job, cost, given: false }
        });
        given.chain(free).collect()
    }

    /// The node's lower bound: the sum of its terms.
    pub fn lower_bound(&self, node: &Assigned) -> u32 {
        let free = (node.len()..self.costs.len()).map(|person| self.least_free(node, person).1);
        node.cost() + free.sum::<u32>()
    }

    /// The cheapest job still free for `person` after `node` and its cost (ties to the lower
    /// job).
    fn least_free(&self, node: &Assigned, person: usize) -> (u8, u32) {
        node.free(self.costs.len())
            .map(|job| (job, self.costs.cost(person, job)))
            .min_by_key(|&(job, cost)| (cost, job))
            .expect("a free person has a free job")
    }
}

impl Branching for Assignment {
    type State = Assigned;
    type Infeasible = Never;
    const GOAL: Goal = Goal::Least;

    fn root(&self) -> (Assigned, Cost) {
        let root = Assigned::default();
        (root, Cost::whole(i64::from(self.lower_bound(&root))))
    }

    /// A child's choice is the job (from 0) its person gets.
    fn children(&self, node: &Assigned, out: &mut Vec<Child<Assigned, Never>>) {
        let n = self.costs.len();
        let person = node.len();
        for job in node.free(n) {
            let mut state = node.then(job, self.costs.cost(person, job));
            if state.len() == n - 1 {
                let last = state.free(n).next().expect("one job is left");
                state = state.then(last, self.costs.cost(n - 1, last));
            }
            let cost = Cost::whole(i64::from(self.lower_bound(&state)));
            out.push(Child { choice: job, state, cost, infeasible: None });
        }
    }

    fn solution(&self, node: &Assigned, _: Cost) -> Option<Cost> {
        (node.len() == self.costs.len()).then(|| Cost::whole(i64::from(node.cost())))
    }
}
