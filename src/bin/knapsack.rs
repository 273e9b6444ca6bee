//! The 0/1 knapsack page: its own wasm program, so that a visit downloads only this page's code.
#[cfg(all(target_arch = "wasm32", not(feature = "worker")))]
fn main() {
    runut::ui::start::<runut::problems::knapsack::Knapsack>(
        runut::problems::knapsack::ui::page::page,
    );
}

/// Built with the `worker` feature, the program is this page's search worker.
#[cfg(all(target_arch = "wasm32", feature = "worker"))]
fn main() {
    runut::worker::start::<runut::problems::knapsack::Knapsack>();
}

/// The page exists only in the browser.
#[cfg(not(target_arch = "wasm32"))]
fn main() {}
