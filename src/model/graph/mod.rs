//! What the graph problems' pages share: the graph editor's state as a pure model ([`editor`]),
//! a graph in a link ([`link`]), the names a built-in graph gives its vertices ([`names`]) and
//! their catalogue ([`text`]).

pub mod editor;
pub mod link;
pub mod names;
pub mod text;
