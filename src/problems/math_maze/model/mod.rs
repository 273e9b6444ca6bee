//! The math-maze page's model: its jobs and their runs, playing a puzzle ([`game`], with the
//! cells marked empty in [`marks`] and the clock and aids in [`session`]), what each cell shows
//! ([`view`]), the daily puzzle ([`daily`]), the player's records ([`records`]) and the
//! printed sheets ([`sheet`]).

pub mod action;
pub mod code;
pub mod custom;
pub mod daily;
pub mod editor;
pub mod game;
pub mod hint;
pub mod job;
pub mod marks;
pub mod markup;
pub mod page;
pub mod practice;
pub mod problem;
pub mod records;
pub mod saved;
pub mod session;
pub mod settings;
pub mod sheet;
pub mod status;
pub mod text;
pub mod view;

pub use problem::MathMaze;
