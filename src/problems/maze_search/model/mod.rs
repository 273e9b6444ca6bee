//! The labyrinth page's model ("Maze search", not the math maze): its settings and built-in
//! labyrinths, jobs and their runs, status line, code panel, practice and its catalogue.

pub mod change;
pub mod code;
pub mod job;
pub mod page;
pub mod practice;
pub mod presets;
pub mod problem;
pub mod quiz;
pub mod settings;
pub mod status;
pub mod text;

pub use problem::MazeSearch;
