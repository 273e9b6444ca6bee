//! The Sudoku page's model: its settings, jobs, status, code panel, practice and tree labels.

pub mod code;
pub mod game;
pub mod job;
pub mod practice;
pub mod problem;
pub mod quiz;
pub mod settings;
pub mod status;
pub mod text;
pub mod tree;

/// Sudoku: the marker every part of the page is written for (defined here, where every file of
/// the folder can name it without importing another that imports it back).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sudoku;
