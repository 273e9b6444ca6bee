//! [`Costs`]: what each person costs doing each job, 2 to 12 people, read from its matrix text
//! (`9,2,7,8;6,4,3,7;…`, row k for person k) with typed errors; Levitin's four people and random
//! instances from a seed.

use crate::core::matrix::{Matrix, MatrixError, Shape};

/// The fewest people.
pub const MIN_PEOPLE: usize = 2;
/// The most people.
pub const MAX_PEOPLE: usize = 12;
/// The largest cost of a random instance.
pub const RANDOM_MAX_COST: u32 = 50;
/// Levitin's four people a–d and four jobs.
pub const TEXTBOOK: &str = "9,2,7,8;6,4,3,7;5,8,1,8;7,6,9,4";

/// An n × n cost matrix: person k doing job j costs `cost(k, j)` (both from 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Costs {
    matrix: Matrix,
}

impl Costs {
    /// Reads the costs from their matrix text; every entry is needed (no `x`).
    ///
    /// ```
    /// use runut::problems::assignment::core::Costs;
    /// let costs = Costs::parse("9,2;6,4").unwrap();
    /// assert_eq!((costs.len(), costs.cost(1, 0)), (2, 6));
    /// assert!(Costs::parse("9").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Costs, MatrixError> {
        let shape = Shape { min: MIN_PEOPLE, max: MAX_PEOPLE, missing: false };
        Matrix::parse(text, shape).map(|matrix| Costs { matrix })
    }

    /// Levitin's costs ([`TEXTBOOK`]).
    pub fn textbook() -> Costs {
        Costs::parse(TEXTBOOK).expect("the textbook's costs are costs")
    }

    /// Random costs for `n` people from `seed`, from 1 to [`RANDOM_MAX_COST`].
    pub fn random(n: usize, seed: u64) -> Costs {
        Costs { matrix: Matrix::random(n, seed, RANDOM_MAX_COST, false) }
    }

    /// The number of people (and of jobs).
    pub fn len(&self) -> usize {
        self.matrix.len()
    }

    /// Whether there is no one (never: there are at least [`MIN_PEOPLE`]).
    pub fn is_empty(&self) -> bool {
        self.matrix.is_empty()
    }

    /// What person `person` doing job `job` costs.
    pub fn cost(&self, person: usize, job: u8) -> u32 {
        self.matrix.get(person, usize::from(job)).expect("every cost is given")
    }

    /// The costs as a matrix.
    pub fn matrix(&self) -> &Matrix {
        &self.matrix
    }
}
