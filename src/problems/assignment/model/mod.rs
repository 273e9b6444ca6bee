//! The job assignment page's model: its settings (the cost matrix, the comparison), jobs and
//! their runs, status line, code panel, practice, tree labels and its catalogue.

pub mod code;
pub mod job;
pub mod practice;
pub mod problem;
pub mod quiz;
pub mod settings;
pub mod status;
pub mod text;
pub mod tree;

/// The job assignment by branch and bound.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Assignment;
