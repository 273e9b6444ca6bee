//! The knight's tour page's model: its jobs and their runs, exports.

pub mod code;
pub mod count;
pub mod export;
pub mod growth;
pub mod job;
pub mod page;
pub mod palette;
pub mod practice;
pub mod problem;
pub mod quiz;
pub mod settings;
pub mod status;
pub mod text;

pub use problem::Knight;
