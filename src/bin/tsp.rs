//! The travelling-salesman page: its own wasm program, so that a visit downloads only this
//! page's code.
#[cfg(all(target_arch = "wasm32", not(feature = "worker")))]
fn main() {
    use runut::problems::tsp::{ui::page::page, Salesman};
    // Test yourself and the teacher's sheet when the link asks for them (`quiz=`), else the page.
    runut::ui::start::<Salesman>(|pairs, notices| {
        runut::ui::quiz::page::<Salesman>(pairs, notices, page)
    });
}

/// Built with the `worker` feature, the program is this page's search worker.
#[cfg(all(target_arch = "wasm32", feature = "worker"))]
fn main() {
    runut::worker::start::<runut::problems::tsp::Salesman>();
}

/// The page exists only in the browser.
#[cfg(not(target_arch = "wasm32"))]
fn main() {}
