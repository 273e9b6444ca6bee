//! The maze search (slug `labyrinth`): a labyrinth walked depth first with a priority of directions, beside breadth-first search: its searches ([`core`](mod@self::core)), its page's pure model ([`model`]) and,
//! in the browser, its page (`ui`). The layer rules of `ARCHITECTURE.md` hold inside the folder.

pub mod core;
pub mod model;
#[cfg(target_arch = "wasm32")]
pub mod ui;

pub use model::Labyrinth;
