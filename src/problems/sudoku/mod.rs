//! Sudoku: its searches ([`core`](mod@self::core)), its page's pure model ([`model`]) and, in
//! the browser, its page (`ui`). The layer rules of `ARCHITECTURE.md` hold inside the folder.

pub mod core;
pub mod model;
#[cfg(target_arch = "wasm32")]
pub mod ui;

pub use model::Sudoku;
