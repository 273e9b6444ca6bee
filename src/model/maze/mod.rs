//! The math-maze page's model: its jobs and their runs, playing a puzzle ([`game`]) and what each
//! cell shows ([`view`]).

pub mod action;
pub mod code;
pub mod game;
pub mod job;
pub mod page;
pub mod practice;
pub mod run;
pub mod settings;
pub mod status;
pub mod view;
