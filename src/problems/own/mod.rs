//! Your own search (`?p=own`): the learner writes T(k), B(k) and the solution test in Rhai, and
//! the course's backtracking searches it node by node in the worker ([`core`](mod@self::core)),
//! its page's pure model ([`model`]) and, in the browser, its page (`ui`).

pub mod core;
pub mod model;
#[cfg(target_arch = "wasm32")]
pub mod ui;

pub use model::Own;
