//! Your own search's model: its jobs and their runs.

pub mod examples;
pub mod job;
pub mod problem;
pub mod settings;
pub mod text;

/// Your own search: the marker every part of the page is written for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Own;
