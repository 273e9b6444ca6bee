//! The n-queens page's model: its jobs and their runs.

pub mod job;
pub mod run;
pub mod settings;
pub mod status;
