//! Graphs for the chapter's graph problems (colouring, Hamiltonian circuits): a simple undirected
//! [`Graph`] of at most [`MAX_VERTICES`] vertices with its adjacency as bit masks and a drawing
//! (one [`Point`] per vertex), read from a link's text ([`parse`]) or named ([`named()`]), and
//! where its picture's circles, badges and names go ([`drawing`]).
//!
//! Vertices are numbered from 0 here; everything the user sees numbers them 1..n, as the course
//! does.

pub mod drawing;
pub mod named;
pub mod parse;
pub mod simple;

pub use named::{named, NAMES};
pub use parse::{parse_graph, Dropped};
pub use simple::{circle, ring, Graph, Point, MAX_VERTICES, SIDE};
