//! The labyrinth (maze search) page: its own wasm program, so that a visit downloads only this
//! page's code.
#[cfg(target_arch = "wasm32")]
fn main() {
    runut::ui::start::<runut::model::labyrinth::Labyrinth>(runut::ui::labyrinth::page::page);
}

/// The page exists only in the browser.
#[cfg(not(target_arch = "wasm32"))]
fn main() {}
