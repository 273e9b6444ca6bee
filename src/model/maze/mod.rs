//! The math-maze page's model: playing a puzzle ([`game`]) and what each cell shows ([`view`]).

pub mod game;
pub mod view;
