//! The page: mounts the app and installs the panic hook.
#[cfg(target_arch = "wasm32")]
fn main() {
    runut::ui::start();
}

/// The page exists only in the browser.
#[cfg(not(target_arch = "wasm32"))]
fn main() {}
