//! The sum-of-subsets page's model: its settings and presets, jobs and their runs, status line,
//! code panel, practice, the solutions it lists and its catalogue.

pub mod code;
pub mod job;
pub mod page;
pub mod practice;
pub mod problem;
pub mod quiz;
pub mod settings;
pub mod solutions;
pub mod status;
pub mod text;

pub use problem::Subsets;
