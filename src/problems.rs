//! The list of problems: the one file outside the problems' own folders that names them. Each
//! problem is a folder `src/problems/<folder>/` (its `core`, `model` and `ui` layers) and one
//! line below, in the order the navigation shows them; everything that walks the problems (the
//! page's tabs, the worker, the build's page programs, the tests over every problem) reads this
//! list.

use crate::model::i18n::Text;
use crate::model::problem::{Problem, Problems, Visit};
use crate::model::runner::{Runner, Serve};

/// Declares each problem's folder, `folder::Marker`, and lists the markers in [`All`].
macro_rules! problems {
    ($($folder:ident::$marker:ident),* $(,)?) => {
        $(pub mod $folder;)*
        /// Every problem, in the order the navigation lists them; the first is the page a link
        /// without a (known) `p=` opens.
        pub type All = ($($folder::$marker,)*);
    };
}

problems! {
    knight::Knight,
    queens::Queens,
    subsets::Subsets,
    colouring::Colouring,
    hamilton::Hamilton,
    maze_search::MazeSearch,
    math_maze::MathMaze,
}

// TODO(merge): the branch-and-bound problems' cores, declared here until each gets its entry in
// the list above.
pub mod assignment;
pub mod knapsack;
pub mod tsp;

/// Starts the run of the problem whose slug is `problem`, with the job in `bytes`, for the tests
/// (a worker program knows its one problem and uses [`Runner::serve`] of it).
pub fn open(problem: &str, job: &[u8]) -> Result<Box<dyn Serve>, String> {
    struct Open<'a> {
        problem: &'a str,
        job: &'a [u8],
        opened: Option<Result<Box<dyn Serve>, String>>,
    }
    impl Visit for Open<'_> {
        fn visit<P: Problem>(&mut self) {
            if P::SLUG == self.problem {
                self.opened = Some(Runner::<P>::serve(self.job));
            }
        }
    }
    let mut open = Open { problem, job, opened: None };
    All::visit(&mut open);
    open.opened.unwrap_or_else(|| Err(format!("there is no problem called “{problem}”")))
}

/// Each problem's slug and name, in the order the navigation lists them.
pub fn tabs() -> Vec<(&'static str, Text)> {
    struct Tabs(Vec<(&'static str, Text)>);
    impl Visit for Tabs {
        fn visit<P: Problem>(&mut self) {
            self.0.push((P::SLUG, P::NAME));
        }
    }
    let mut tabs = Tabs(Vec::new());
    All::visit(&mut tabs);
    tabs.0
}

/// Each problem's slug, name and description, in the order the navigation lists them: what its
/// page's link-preview tags say (`examples/page_tags.rs`).
pub fn descriptions() -> Vec<(&'static str, Text, Text)> {
    struct Descriptions(Vec<(&'static str, Text, Text)>);
    impl Visit for Descriptions {
        fn visit<P: Problem>(&mut self) {
            self.0.push((P::SLUG, P::NAME, P::DESCRIPTION));
        }
    }
    let mut descriptions = Descriptions(Vec::new());
    All::visit(&mut descriptions);
    descriptions.0
}
