//! The parts of a search page's problem: six small traits, each implemented in the file of the
//! problem's `model/` folder that it is named after, so that a part a page has not written is
//! a compile error naming that file. [`SearchProblem`](super::SearchProblem) is their sum.
//!
//! | part | file | what it says |
//! |---|---|---|
//! | [`Link`] | `settings.rs` | the settings a link asks for, and the link back |
//! | [`Jobs`] | `job.rs` | the searches and counts the settings start |
//! | [`Status`] | `status.rs` | the status line and the figures |
//! | [`Code`] | `code.rs` | the code panel |
//! | [`Practised`] | `practice.rs` | practice's questions and their verdicts |
//! | [`TreeLabels`] | `tree.rs` | what the state-space tree writes at a node |

use crate::core::grid::Square;
use crate::model::code::{CodeState, Program};
use crate::model::driver::RunState;
use crate::model::ensemble::Ensemble;
use crate::model::figures::{side_figures, Figure};
use crate::model::player::Player;
use crate::model::practice::{Answer, Question, Verdict};
use crate::model::problem::{Problem, ReplayOf};
use std::fmt::Debug;

/// One side of a comparison: a search's name in URLs (`data-algo`) and on the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Side {
    /// Its name in URLs and in the `data-algo` hook.
    pub slug: &'static str,
    /// Its name on the page (in the language in use).
    pub name: &'static str,
}

/// The settings a link (a URL's query) asks for, the link back, and the page's own fields'
/// changes to them. Written in the problem's `model/settings.rs`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no `Link`: write `impl Link for {Self}` in its `model/settings.rs`"
)]
pub trait Link: Problem {
    /// Everything its page can be told by its URL.
    type Settings: Clone + Debug + PartialEq + 'static;
    /// A change the page's own fields make to the settings.
    type Change: Clone + Debug + PartialEq + 'static;

    /// The problem's own settings a URL's query `pairs` ask for, and a notice for every value it
    /// could not honour (the page reads the settings every page shares itself:
    /// [`Common`](super::common::Common)).
    fn settings(pairs: &[(String, String)]) -> (Self::Settings, Vec<String>);
    /// The query string that reproduces `settings`, `?p=<slug>&…` (the page adds the shared
    /// settings).
    fn query(settings: &Self::Settings) -> String;
    /// `settings` after `change`, and the notices that replace the page's, if the change
    /// replaces them (a value typed by the user, fine or not).
    fn changed(
        settings: &Self::Settings,
        change: Self::Change,
    ) -> (Self::Settings, Option<Vec<String>>);
    /// The settings' change a click on `square` of the board asks for, when the learner is not
    /// answering a question (the knight's start).
    fn on_square(_square: Square) -> Option<Self::Change> {
        None
    }
}

/// The searches and counts the settings start. Written in the problem's `model/job.rs`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no `Jobs`: write `impl Jobs for {Self}` in its `model/job.rs`"
)]
pub trait Jobs: Link {
    /// What a count covers (for instance one start square, or every square; `()` when a count
    /// is always of everything, or the page has none).
    type Count: Copy + Debug + PartialEq + 'static;

    /// The search the settings ask for.
    fn job(settings: &Self::Settings) -> Self::Job;
    /// The two searches compared side by side, each with its side, when the settings compare.
    fn compared(settings: &Self::Settings) -> Vec<(Self::Job, Side)>;
    /// The jobs of a count of `count`, dealt to at most `workers` workers (none by default: the
    /// page has no count).
    fn count_jobs(
        _settings: &Self::Settings,
        _count: Self::Count,
        _workers: usize,
    ) -> Vec<Self::Job> {
        Vec::new()
    }
    /// The count a link starts on load, if it asks for one (colouring's `find=chromatic`).
    fn count_on_load(_settings: &Self::Settings) -> Option<Self::Count> {
        None
    }
    /// Why the settings leave nothing to search or count yet (an empty graph), if they do: the
    /// page then starts no run or count and says this instead.
    fn nothing_to_search(_settings: &Self::Settings) -> Option<String> {
        None
    }
}

/// The status line and the live figures. Written in the problem's `model/status.rs`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no `Status`: write `impl Status for {Self}` in its `model/status.rs`"
)]
pub trait Status: Jobs {
    /// What the search is doing or how it ended, in one sentence.
    fn status(
        settings: &Self::Settings,
        state: RunState,
        trail: &ReplayOf<Self>,
        ending: Option<Self::Ending>,
        failure: Option<&str>,
    ) -> String;
    /// The status while two searches are compared.
    fn compare_status(settings: &Self::Settings) -> String;
    /// The search's figures, in display order (the page adds the timing).
    fn figures(settings: &Self::Settings, trail: &ReplayOf<Self>) -> Vec<Figure>;
    /// A count's figures, in display order (the page adds the timing; none by default: the page
    /// has no count).
    fn count_figures(
        _settings: &Self::Settings,
        _count: Self::Count,
        _counting: &Ensemble<Self>,
    ) -> Vec<Figure> {
        Vec::new()
    }
    /// The figures of a side of a comparison (by default its nodes, backtracks and solutions).
    fn side_figures(_settings: &Self::Settings, _side: Side, player: &Player<Self>) -> Vec<Figure> {
        side_figures(player)
    }
}

/// The code panel: a search as the course's pseudo-code, and where the search stands in it.
/// Written in the problem's `model/code.rs`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no `Code`: write `impl Code for {Self}` in its `model/code.rs`"
)]
pub trait Code: Link {
    /// A search as pseudo-code: the watched search (`side` none), or a comparison's `side`.
    fn program(settings: &Self::Settings, side: Option<Side>) -> Program;
    /// What the code panel shows for `trail`, of the search on `side` written as `program`
    /// (`ending`: how the run ended, once it has).
    fn code_state(
        program: &Program,
        settings: &Self::Settings,
        side: Option<Side>,
        trail: &ReplayOf<Self>,
        ending: Option<Self::Ending>,
    ) -> CodeState;
}

/// Practice: the search's next decision put to the learner, and the verdict on an answer.
/// Written in the problem's `model/practice.rs`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no `Practised`: write `impl Practised for {Self}` in its \
               `model/practice.rs`"
)]
pub trait Practised: Link {
    /// Which decisions practice puts to the learner (`()` when there is one kind).
    type Drill: Copy + Debug + PartialEq + Default + 'static;

    /// The decision the search makes next after `trail`, put to the learner, if it comes next.
    fn question(
        settings: &Self::Settings,
        drill: Self::Drill,
        trail: &ReplayOf<Self>,
    ) -> Option<Question>;
    /// The verdict on `answer` to `question`, asked at `trail`.
    fn judge(
        settings: &Self::Settings,
        trail: &ReplayOf<Self>,
        question: &Question,
        answer: &Answer,
    ) -> Verdict;
    /// Whether the settings allow practice at all (a giant board has no squares to click).
    fn practice_allowed(_settings: &Self::Settings) -> bool {
        true
    }
}

/// What the state-space tree writes at a node. A node places a square `at` below the squares
/// `above` (its ancestors', root first). Written in the problem's `model/tree.rs`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no `TreeLabels`: write `impl TreeLabels for {Self}` in its \
               `model/tree.rs`"
)]
pub trait TreeLabels: Link {
    /// A tree node's label: what placing `at` means (its title, after "Node k"); `texts` are
    /// those the run named ([`Replay::texts`](crate::core::search::Replay::texts): only the
    /// learner's own search names any).
    fn node_label(
        settings: &Self::Settings,
        texts: &[String],
        above: &[Square],
        at: Square,
    ) -> String;
    /// The label of the edge to a node that places `at`.
    fn edge_label(texts: &[String], above: &[Square], at: Square) -> String;
    /// Whether the state-space tree is drawn (by default it is; a large board's is not).
    fn shows_tree(_settings: &Self::Settings) -> bool {
        true
    }
    /// A short mark drawn under a dead node that places `at`, saying why the bounding function
    /// killed it (none by default: the node's title says it is dead).
    fn dead_mark(
        _settings: &Self::Settings,
        _texts: &[String],
        _above: &[Square],
        _at: Square,
    ) -> Option<String> {
        None
    }
    /// What the tree writes under a node that places `at` and cannot be a solution, in place
    /// of its cost or bound, when that number would mislead (the knapsack's over-capacity
    /// node: its weight, not its value). None by default: the cost is written.
    fn infeasible_figure(
        _settings: &Self::Settings,
        _above: &[Square],
        _at: Square,
    ) -> Option<String> {
        None
    }
    /// The tree node's own automation hook, an attribute and its value: by default `data-col`,
    /// the column of the square it places.
    fn node_attribute(_above: &[Square], at: Square) -> Option<(&'static str, String)> {
        Some(("data-col", at.col.to_string()))
    }
    /// A short note drawn beside a node that places `at` (none: the root), where the tree has
    /// room: what the course's figures write at a node (the sum of subsets' running sum, say).
    /// None by default.
    fn node_note(
        _settings: &Self::Settings,
        _above: &[Square],
        _at: Option<Square>,
    ) -> Option<String> {
        None
    }
    /// The solutions found so far, each as its path of decisions, as the page lists them (the
    /// first [`FOUND_LIMIT`](crate::core::search::FOUND_LIMIT)): by default those the trail
    /// applied as events; a problem whose worker reports its solutions (`found`, after a run at
    /// max speed) gives them with [`found_paths`](super::problem::found_paths).
    fn solutions(
        _settings: &Self::Settings,
        trail: &ReplayOf<Self>,
        _found: Option<&Self::Found>,
    ) -> Vec<Vec<Square>> {
        crate::core::search::Replay::found(trail).to_vec()
    }
}
