//! The graph editor shared by the graph problems' pages: its state as a pure model
//! ([`editor`]) and its catalogue ([`text`]).

pub mod editor;
pub mod link;
pub mod text;
