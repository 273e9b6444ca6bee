//! Runut: watch backtracking think.
//!
//! The crate is layered so that data flows one way, core → worker → page:
//! - [`core`]: pure Rust searches (no web APIs), tested natively;
//! - [`protocol`]: the serde messages exchanged between page and worker;
//! - [`player`]: the page-side playback model (pure, tested natively);
//! - [`params`]: strict parsing of the URL query into settings, with notices;
//! - `worker` and `ui`: the browser glue, compiled only for `wasm32`.

pub mod core;
pub mod ensemble;
pub mod export;
pub mod narration;
pub mod params;
pub mod player;
pub mod protocol;
pub mod runner;

#[cfg(target_arch = "wasm32")]
pub mod ui;
#[cfg(target_arch = "wasm32")]
pub mod worker;
