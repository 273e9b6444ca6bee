//! The n-queens page's model: its jobs and their runs.

pub mod code;
pub mod growth;
pub mod job;
pub mod practice;
pub mod problem;
pub mod quiz;
pub mod settings;
pub mod status;
pub mod text;
pub mod tree;

pub use problem::Queens;
