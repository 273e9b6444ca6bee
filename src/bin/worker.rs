//! The search worker: registers its message handler.
#[cfg(target_arch = "wasm32")]
fn main() {
    runut::worker::start();
}

/// The worker exists only in the browser.
#[cfg(not(target_arch = "wasm32"))]
fn main() {}
