//! The page programs' macros: each `programs/src/bin/<slug>.rs` is one of them, naming its problem
//! and its page, and the macro writes the program's builds, picked by the features of the programs'
//! package, `programs/` (see `ARCHITECTURE.md`). They sit above every layer, as the programs do.

/// The program of a page with a search (`programs/src/bin/<slug>.rs`):
/// `search_page_program!(P, page)` writes its three builds, picked by the programs' features:
/// - the page itself (no feature), which a visit downloads;
/// - with `quiz`, Test yourself and the teacher's sheet (`ui::quiz::page`, without the page),
///   loaded by `scripts/start.js` only for a link whose `quiz=` asks for one of them, so that a
///   page's visit does not download the quiz, nor the quiz's the page;
/// - with `worker`, the page's search worker (`worker::start`).
///
/// A search page without a quiz (not in `problems::QuizPages`: your own search) is
/// `search_page_program!(P, page, without quiz)`: its page and its worker.
///
/// Natively the program is empty: the pages exist only in the browser.
#[macro_export]
macro_rules! search_page_program {
    ($problem:ty, $page:path) => {
        #[cfg(all(target_arch = "wasm32", not(feature = "worker"), not(feature = "quiz")))]
        fn main() {
            $crate::ui::start::<$problem>($page);
        }
        #[cfg(all(target_arch = "wasm32", feature = "quiz", not(feature = "worker")))]
        fn main() {
            $crate::ui::start::<$problem>($crate::ui::quiz::page::<$problem>);
        }
        $crate::worker_program!($problem);
    };
    ($problem:ty, $page:path, without quiz) => {
        #[cfg(all(target_arch = "wasm32", not(feature = "worker")))]
        fn main() {
            $crate::ui::start::<$problem>($page);
        }
        $crate::worker_program!($problem);
    };
}

/// The program of a page without a search (a game, `programs/src/bin/<slug>.rs`):
/// `game_page_program!(P, page)` writes the page and, with the `worker` feature, its worker.
#[macro_export]
macro_rules! game_page_program {
    ($problem:ty, $page:path) => {
        #[cfg(all(target_arch = "wasm32", not(feature = "worker")))]
        fn main() {
            $crate::ui::start::<$problem>($page);
        }
        $crate::worker_program!($problem);
    };
}

/// The worker build of a page program (the `worker` feature), and the empty native program.
#[doc(hidden)]
#[macro_export]
macro_rules! worker_program {
    ($problem:ty) => {
        #[cfg(all(target_arch = "wasm32", feature = "worker"))]
        fn main() {
            $crate::worker::start::<$problem>();
        }
        #[cfg(not(target_arch = "wasm32"))]
        fn main() {}
    };
}
