//! Test yourself and the teacher's sheet: questions about a search's state-space tree, as the
//! course's exams ask them ("which node is the first solution?", "what is c(6)?"), made from a
//! seed, answered from the instance's real search, graded and explained.
//!
//! A problem joins by implementing [`Quizzed`] (a small instance from a seed, its vectors
//! written and read); the tree is read from its events by its vocabulary's [`QuizTree`], so a
//! branch-and-bound page gets `next-e-node` and `cost-of` from shared code. [`QuizPage`] is
//! the quiz's pure state machine, driven like the search page; [`sheet`] deals a teacher's
//! sheet over the search pages.

pub mod act;
pub mod code;
pub mod explain;
pub mod forms;
pub mod graphs;
pub mod kind;
pub mod link;
pub mod page;
pub mod problem;
pub mod question;
pub mod read;
pub mod record;
pub mod seed;
pub mod sheet;
pub mod text;
pub mod tree;
pub mod view;

pub use act::QuizAction;
pub use kind::Kind;
pub use page::{QuizBrowser, QuizPage};
pub use problem::{QuizWords, Quizzed};
pub use tree::QuizTree;
