//! The travelling-salesman page's model: its settings (the roads, the bound, the comparison),
//! jobs and their runs, what its board shows of a node, its status line, code panel, practice
//! and catalogue.

pub mod board;
pub mod code;
pub mod job;
pub mod page;
pub mod practice;
pub mod problem;
pub mod quiz;
pub mod settings;
pub mod status;
pub mod text;

pub use problem::Salesman;
