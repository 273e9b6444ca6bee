//! The travelling-salesman page's model: its settings (the roads, the bound, the comparison),
//! jobs and their runs, what its board shows of a node, its status line, code panel, practice,
//! tree labels and catalogue.

pub mod board;
pub mod code;
pub mod job;
pub mod practice;
pub mod problem;
pub mod quiz;
pub mod settings;
pub mod status;
pub mod text;
pub mod tree;

/// The travelling salesman by branch and bound.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tsp;
