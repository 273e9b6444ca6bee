//! The 15-puzzle page: its own wasm program, so that a visit downloads only this page's code.
#[cfg(all(target_arch = "wasm32", not(feature = "worker")))]
fn main() {
    use runut::problems::fifteen::{ui::page::page, Fifteen};
    // Test yourself and the teacher's sheet when the link asks for them (`quiz=`), else the page.
    runut::ui::start::<Fifteen>(|pairs, notices| {
        runut::ui::quiz::page::<Fifteen>(pairs, notices, page)
    });
}

/// Built with the `worker` feature, the program is this page's search worker.
#[cfg(all(target_arch = "wasm32", feature = "worker"))]
fn main() {
    runut::worker::start::<runut::problems::fifteen::Fifteen>();
}

/// The page exists only in the browser.
#[cfg(not(target_arch = "wasm32"))]
fn main() {}
