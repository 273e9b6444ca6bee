//! The labyrinth page's model ("Maze search", not the math maze): its settings and built-in
//! labyrinths, jobs and their runs, status line, code panel, practice, tree labels and its
//! catalogue.

pub mod code;
pub mod job;
pub mod practice;
pub mod presets;
pub mod problem;
pub mod quiz;
pub mod settings;
pub mod status;
pub mod text;
pub mod tree;

/// The labyrinth ("Maze search"): backtracking from a start to a goal through a grid of walls.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Labyrinth;
