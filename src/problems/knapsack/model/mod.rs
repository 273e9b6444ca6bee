//! The knapsack page's model: its settings (the items, the capacity, the bound, the
//! comparison), jobs and their runs, status line, code panel, practice and its catalogue.

pub mod code;
pub mod job;
pub mod page;
pub mod practice;
pub mod problem;
pub mod quiz;
pub mod settings;
pub mod status;
pub mod text;

pub use problem::Knapsack;
