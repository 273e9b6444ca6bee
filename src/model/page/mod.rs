//! One search page for every problem that has one ([`SearchProblem`]): its whole state as a
//! pure state machine, [`SearchPage`], which the Yew page only renders and feeds actions
//! ([`SearchAction`]), as the maze's page does. It drives numbered workers: the watched
//! search ([`SEARCH`]), the two sides of a comparison (from [`COMPARE`]) and a count split over
//! every core (from [`COUNT`]); and it runs practice, stepping the search on by itself to the
//! next decision the learner makes.

pub mod act;
pub mod common;
pub mod drawn_tree;
pub mod parts;
pub mod problem;
pub mod state;
pub mod view;

pub use act::SearchAction;
pub use parts::{Code, Jobs, Link, Practised, Side, Status, TreeLabels};
pub use problem::{SearchProblem, SearchProblems, SearchVisit};
pub use state::{Activity, Browser, SearchPage, COMPARE, COUNT, SEARCH};
