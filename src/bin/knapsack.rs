//! The 0/1 knapsack page: its own wasm program, so that a visit downloads only this page's code.
#[cfg(all(target_arch = "wasm32", not(feature = "worker")))]
fn main() {
    use runut::problems::knapsack::{ui::page::page, Knapsack};
    // Test yourself and the teacher's sheet when the link asks for them (`quiz=`), else the page.
    runut::ui::start::<Knapsack>(|pairs, notices| {
        runut::ui::quiz::page::<Knapsack>(pairs, notices, page)
    });
}

/// Built with the `worker` feature, the program is this page's search worker.
#[cfg(all(target_arch = "wasm32", feature = "worker"))]
fn main() {
    runut::worker::start::<runut::problems::knapsack::Knapsack>();
}

/// The page exists only in the browser.
#[cfg(not(target_arch = "wasm32"))]
fn main() {}
