//! The one program Trunk loads by itself, and it does nothing: Trunk always builds and loads a
//! main program (trunk-rs/trunk#480), while each page is its own program, which
//! `scripts/start.js` loads from the URL's `p=` so that a visit downloads only that page's code.

/// Marks the program as wasm-bindgen's, which Trunk's build step needs; it is never called.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn boot() {}

fn main() {}
