//! The graph-colouring page's model: its settings and built-in graphs, jobs and their runs,
//! status line, code panel, practice, tree labels and its catalogue.

pub mod code;
pub mod job;
pub mod practice;
pub mod problem;
pub mod quiz;
pub mod settings;
pub mod status;
pub mod text;
pub mod tree;

/// Graph colouring: the marker every part of the page is written for (defined here, where every
/// file of the folder can name it without importing another that imports it back).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Colouring;
