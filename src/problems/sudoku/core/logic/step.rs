//! One step of the logic solver: the technique, the pattern it saw, and what it changes.

use super::technique::Technique;
use crate::problems::sudoku::core::search::grid::House;
use serde::{Deserialize, Serialize};

/// A deduction: a technique applied to a pattern of cells, which places a digit or removes
/// candidates (at least one of the two).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// The technique.
    pub technique: Technique,
    /// The cells the pattern uses (row-major indexes, from 0).
    pub cells: Vec<usize>,
    /// The houses it reasons in.
    pub houses: Vec<House>,
    /// The digits involved, ascending.
    pub digits: Vec<u8>,
    /// The digit placed and its cell, for a single (placing it also takes the digit out of
    /// the cell's houses, which `removed` does not list).
    pub placed: Option<(usize, u8)>,
    /// The candidates removed, as (cell, digit), in row-major order of the cells.
    pub removed: Vec<(usize, u8)>,
}
