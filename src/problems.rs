//! The list of problems: the one place that names every problem, in the order the navigation
//! shows them. A new problem joins it here (and its folders declare themselves in each layer's
//! `mod.rs`); everything that walks the problems (the page's tabs, the worker, the checks of
//! `index.html` and the page programs) reads this list.

use crate::model::colouring::Colouring;
use crate::model::hamilton::Hamilton;
use crate::model::i18n::Text;
use crate::model::knight::Knight;
use crate::model::labyrinth::Labyrinth;
use crate::model::maze::MathMaze;
use crate::model::problem::{Problem, Problems, Visit};
use crate::model::queens::Queens;
use crate::model::runner::{Runner, Serve};
use crate::model::subsets::Subsets;

/// Every problem, in the order the navigation lists them; the first is the page a link without
/// a (known) `p=` opens.
pub type All = (Knight, Queens, Subsets, Colouring, Hamilton, Labyrinth, MathMaze);

/// Starts the run of the problem whose slug is `problem`, with the job in `bytes`: the worker's
/// [`Opener`](crate::model::runner::Opener).
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
