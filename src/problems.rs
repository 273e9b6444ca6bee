//! The list of problems: the one file outside the problems' own folders that names them. Each
//! problem is a folder `src/problems/<folder>/` (its `core`, `model` and `ui` layers) and one
//! line below, in the order the navigation shows them; everything that walks the problems (the
//! page's tabs, the worker, the build's page programs, the tests over every problem) reads this
//! list.

use crate::model::i18n::Text;
use crate::model::problem::{Problem, Problems, Visit};
use crate::model::runner::{Runner, Serve};

/// Declares each problem's folder, `folder::Marker`, and lists the markers: in [`All`], and
/// those with a search page in [`SearchPages`].
macro_rules! problems {
    (
        search pages: $($folder:ident::$marker:ident),* ;
        games: $($game_folder:ident::$game:ident),* $(,)?
    ) => {
        $(pub mod $folder;)*
        $(pub mod $game_folder;)*
        /// Every problem, in the order the navigation lists them; the first is the page a link
        /// without a (known) `p=` opens.
        pub type All = ($($folder::$marker,)* $($game_folder::$game,)*);
        /// The problems with a search page (`model::page::SearchProblem`), in the same order.
        pub type SearchPages = ($($folder::$marker,)*);
    };
}

problems! {
    search pages:
        knight::Knight,
        queens::Queens,
        subsets::Subsets,
        colouring::Colouring,
        hamilton::Hamilton,
        labyrinth::Labyrinth,
        sudoku::Sudoku,
        fifteen::Fifteen,
        tsp::Tsp,
        knapsack::Knapsack,
        assignment::Assignment;
    games:
        math_maze::MathMaze,
}

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

/// Each problem's slug and folder (`src/problems/<folder>/`), in the order the navigation lists
/// them: the build and the architecture test read the folders from here.
///
/// ```
/// let folders = runut::problems::folders();
/// assert!(folders.contains(&("labyrinth", "labyrinth")));
/// ```
pub fn folders() -> Vec<(&'static str, &'static str)> {
    struct Folders(Vec<(&'static str, &'static str)>);
    impl Visit for Folders {
        fn visit<P: Problem>(&mut self) {
            let path = std::any::type_name::<P>();
            let mut after = path.split("::").skip_while(|s| *s != "problems").skip(1);
            let folder = after.next().unwrap_or_else(|| panic!("{path} is not a problem's"));
            self.0.push((P::SLUG, folder));
        }
    }
    let mut folders = Folders(Vec::new());
    All::visit(&mut folders);
    folders.0
}
