//! Your own search's model: its settings and examples, its jobs and their runs, and the parts
//! of its search page.

pub mod code;
pub mod examples;
pub mod job;
pub mod practice;
pub mod problem;
pub mod replay;
pub mod settings;
pub mod status;
pub mod text;
pub mod tree;
pub mod values;

/// Your own search: the marker every part of the page is written for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Own;
