//! Your own search (`?p=own`): the learner writes T(k), B(k) and the solution test in Rhai, and
//! the course's algorithms search it node by node. (Work in progress: its core only.)

pub mod core;
pub mod model;

pub use model::Own;
