//! The knight's tour page's model: its jobs and their runs, exports.

pub mod code;
pub mod count;
pub mod export;
pub mod growth;
pub mod job;
pub mod palette;
pub mod practice;
pub mod problem;
pub mod quiz;
pub mod settings;
pub mod status;
pub mod text;
pub mod tree;

/// The knight's tour: the marker every part of the page is written for (defined here, where every
/// file of the folder can name it without importing another that imports it back).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Knight;
