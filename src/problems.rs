//! The list of problems: the one file outside the problems' own folders that names them. Each
//! problem is a folder `src/problems/<folder>/` (its `core`, `model` and `ui` layers) and one
//! line below, in the order the navigation shows them; everything that walks the problems (the
//! page's tabs, the worker, the build's page programs, the tests over every problem) reads this
//! list.

use crate::model::i18n::Text;
use crate::model::problem::{Problem, Problems, Visit};
use crate::model::runner::{Runner, Serve};

/// The groups the navigation shows the problems in, as the course teaches them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    /// The backtracking chapter's search pages.
    Backtracking,
    /// The branch-and-bound chapter's search pages.
    BranchAndBound,
    /// The search pages of the learner's own programs.
    Yours,
    /// The games.
    Games,
}

/// Declares each problem's folder, `folder::Marker`, and lists the markers: in [`All`], those
/// with a search page in [`SearchPages`], and those with a quiz in [`QuizPages`] (the course's
/// problems: the learner's own has none); and each group's slugs ([`group_slugs`]).
macro_rules! problems {
    (
        backtracking: $($bt_folder:ident::$bt:ident),* ;
        branch and bound: $($bb_folder:ident::$bb:ident),* ;
        yours: $($own_folder:ident::$own:ident),* ;
        games: $($game_folder:ident::$game:ident),* $(,)?
    ) => {
        $(pub mod $bt_folder;)*
        $(pub mod $bb_folder;)*
        $(pub mod $own_folder;)*
        $(pub mod $game_folder;)*
        /// Every problem, in the order the navigation lists them; the first is the page a link
        /// without a (known) `p=` opens.
        pub type All = (
            $($bt_folder::$bt,)* $($bb_folder::$bb,)* $($own_folder::$own,)*
            $($game_folder::$game,)*
        );
        /// The problems with a search page (`model::page::SearchProblem`), in the same order.
        pub type SearchPages = ($($bt_folder::$bt,)* $($bb_folder::$bb,)* $($own_folder::$own,)*);
        /// The search pages with a quiz (`model::quiz::Quizzed`: Test yourself and the teacher's
        /// sheet), in the same order.
        pub type QuizPages = ($($bt_folder::$bt,)* $($bb_folder::$bb,)*);
        /// Each group and its problems' slugs, in the navigation's order.
        pub fn group_slugs() -> [(Group, Vec<&'static str>); 4] {
            [
                (Group::Backtracking, vec![$(<$bt_folder::$bt as Problem>::SLUG),*]),
                (Group::BranchAndBound, vec![$(<$bb_folder::$bb as Problem>::SLUG),*]),
                (Group::Yours, vec![$(<$own_folder::$own as Problem>::SLUG),*]),
                (Group::Games, vec![$(<$game_folder::$game as Problem>::SLUG),*]),
            ]
        }
    };
}

problems! {
    backtracking:
        knight::Knight,
        queens::Queens,
        subsets::Subsets,
        colouring::Colouring,
        hamilton::Hamilton,
        labyrinth::Labyrinth,
        sudoku::Sudoku;
    branch and bound:
        fifteen::Fifteen,
        tsp::Tsp,
        knapsack::Knapsack,
        assignment::Assignment;
    yours:
        own::Own;
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
