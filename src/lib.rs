//! Runut: watch backtracking think.
//!
//! The crate is layered so that data flows one way, core → model → page (see `ARCHITECTURE.md`):
//! - [`core`]: pure Rust searches, counters, solvers and generators (no web APIs), one folder
//!   per problem, tested natively;
//! - [`model`]: the pure page/worker model: the protocol, the worker's runner, the player and
//!   the ensemble, and per problem its settings, link, status line and view state;
//! - `worker` and `ui`: the browser glue, compiled only for `wasm32`;
//! - [`program`]: the macros that write each page's program (`programs/src/bin/<slug>.rs`).

#![warn(missing_docs)]
#![warn(clippy::too_many_lines)]

pub mod core;
pub mod model;
pub mod problems;

/// The heap of both wasm binaries (see `Cargo.toml` for why not the default dlmalloc).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static HEAP: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

pub mod program;
#[cfg(target_arch = "wasm32")]
pub mod ui;
#[cfg(target_arch = "wasm32")]
pub mod worker;
