//! Runut: watch backtracking think.
//!
//! The crate is layered so that data flows one way, core → worker → page:
//! - [`core`]: pure Rust searches and counters (no web APIs), tested natively;
//! - [`protocol`]: the serde messages exchanged between page and worker;
//! - [`runner`]: the worker's logic (pure): answers the page by stepping the search;
//! - [`player`]: the page-side playback model (pure), and the [`player::Driver`] trait;
//! - [`ensemble`]: several players driven as one run (a count split over workers);
//! - [`params`]: strict parsing of the URL query into settings, with notices;
//! - [`game`] and [`maze_view`]: playing a math maze (the player's path, undo, clue status)
//!   and what each of its cells shows, pure;
//! - [`narration`] and [`export`]: the status line, and tours as text and CSV;
//! - `worker` and `ui`: the browser glue, compiled only for `wasm32`.

pub mod core;
pub mod ensemble;
pub mod export;
pub mod game;
pub mod maze_view;
pub mod narration;
pub mod params;
pub mod player;
pub mod protocol;
pub mod runner;

#[cfg(target_arch = "wasm32")]
pub mod ui;
#[cfg(target_arch = "wasm32")]
pub mod worker;
