//! [`SearchProblem`]: what a problem adds to [`Problem`] to have a search page (the knight's
//! tour, n-queens and the chapter's problems). The page itself ([`super::SearchPage`]) is the
//! same for all of them: it asks the problem for its settings, jobs, status line, figures, code
//! panel, practice questions and tree labels, and runs everything else itself.

use super::parts::{Code, Jobs, Link, Practised, Side, Status, TreeLabels};
use crate::core::grid::Square;
use crate::core::search::{Replay, FOUND_LIMIT};
use crate::model::code::{CodeState, Program};
use crate::model::driver::RunState;
use crate::model::ensemble::Ensemble;
use crate::model::figures::{side_figures, Figure};
use crate::model::player::Player;
use crate::model::practice::{Answer, Question, Verdict};
use crate::model::problem::{Problem, Trail};
use std::fmt::Debug;

/// A problem with a search page.
pub trait SearchProblem: Problem {
    /// Everything its page can be told by its URL.
    type Settings: Clone + Debug + PartialEq + 'static;
    /// A change the page's own fields make to the settings.
    type Change: Clone + Debug + PartialEq + 'static;
    /// Which decisions practice puts to the learner (`()` when there is one kind).
    type Drill: Copy + Debug + PartialEq + Default + 'static;
    /// What a count covers (for instance one start square, or every square).
    type Count: Copy + Debug + PartialEq + 'static;

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

    /// The search the settings ask for.
    fn job(settings: &Self::Settings) -> Self::Job;
    /// The two searches compared side by side, each with its side, when the settings compare.
    fn compared(settings: &Self::Settings) -> Vec<(Self::Job, Side)>;
    /// The jobs of a count of `count`, dealt to at most `workers` workers.
    fn count_jobs(settings: &Self::Settings, count: Self::Count, workers: usize) -> Vec<Self::Job>;
    /// The count a link starts on load, if it asks for one (colouring's `find=chromatic`).
    fn count_on_load(_settings: &Self::Settings) -> Option<Self::Count> {
        None
    }
    /// Why the settings leave nothing to search or count yet (an empty graph), if they do: the
    /// page then starts no run or count and says this instead.
    fn nothing_to_search(_settings: &Self::Settings) -> Option<String> {
        None
    }

    /// What the search is doing or how it ended, in one sentence.
    fn status(
        settings: &Self::Settings,
        state: RunState,
        trail: &Trail<Self>,
        ending: Option<Self::Ending>,
        failure: Option<&str>,
    ) -> String;
    /// The status while two searches are compared.
    fn compare_status(settings: &Self::Settings) -> String;
    /// The search's figures, in display order (the page adds the timing).
    fn figures(settings: &Self::Settings, trail: &Trail<Self>) -> Vec<Figure>;
    /// A count's figures, in display order (the page adds the timing).
    fn count_figures(
        settings: &Self::Settings,
        count: Self::Count,
        counting: &Ensemble<Self>,
    ) -> Vec<Figure>;

    /// A search as pseudo-code: the watched search (`side` none), or a comparison's `side`.
    fn program(settings: &Self::Settings, side: Option<Side>) -> Program;
    /// What the code panel shows for `trail`, of the search on `side` written as `program`
    /// (`ending`: how the run ended, once it has).
    fn code_state(
        program: &Program,
        settings: &Self::Settings,
        side: Option<Side>,
        trail: &Trail<Self>,
        ending: Option<Self::Ending>,
    ) -> CodeState;

    /// Whether the settings allow practice at all (a giant board has no squares to click).
    fn practice_allowed(_settings: &Self::Settings) -> bool {
        true
    }
    /// The decision the search makes next after `trail`, put to the learner, if it comes next.
    fn question(
        settings: &Self::Settings,
        drill: Self::Drill,
        trail: &Trail<Self>,
    ) -> Option<Question>;
    /// The verdict on `answer` to `question`, asked at `trail`.
    fn judge(
        settings: &Self::Settings,
        trail: &Trail<Self>,
        question: &Question,
        answer: &Answer,
    ) -> Verdict;

    /// Whether the state-space tree is drawn (by default it is; a large board's is not).
    fn shows_tree(_settings: &Self::Settings) -> bool {
        true
    }
    /// A tree node's label: what placing `at` means (its title, after "Node k"), `above` being
    /// the squares its ancestors place, root first.
    fn node_label(settings: &Self::Settings, above: &[Square], at: Square) -> String;
    /// A short mark drawn under a dead node that places `at` below `above`, saying why the
    /// bounding function killed it (none by default: the node's title says it is dead).
    fn dead_mark(_settings: &Self::Settings, _above: &[Square], _at: Square) -> Option<String> {
        None
    }
    /// The tree node's own automation hook, an attribute and its value, for a node that places
    /// `at` below the squares `above` (root first): by default `data-col`, the column of the
    /// square it places.
    fn node_attribute(_above: &[Square], at: Square) -> Option<(&'static str, String)> {
        Some(("data-col", at.col.to_string()))
    }
    /// The label of the edge to a node that places `at` below the squares `above`.
    fn edge_label(above: &[Square], at: Square) -> String;
    /// A short note drawn beside a node that places `at` (none: the root) below the squares
    /// `above`, where the tree has room: what the course's figures write at a node (the sum of
    /// subsets' running sum, say). None by default.
    fn node_note(
        _settings: &Self::Settings,
        _above: &[Square],
        _at: Option<Square>,
    ) -> Option<String> {
        None
    }
    /// The solutions found so far, each as its path of decisions, as the page lists them (the
    /// first [`FOUND_LIMIT`]): by default those the trail
    /// applied as events; a problem whose worker reports its solutions (`found`, after a run at
    /// max speed) gives them with [`found_paths`].
    fn solutions(
        _settings: &Self::Settings,
        trail: &Trail<Self>,
        _found: Option<&Self::Found>,
    ) -> Vec<Vec<Square>> {
        trail.found().to_vec()
    }
    /// The figures of a side of a comparison (by default its nodes, backtracks and solutions).
    fn side_figures(_settings: &Self::Settings, _side: Side, player: &Player<Self>) -> Vec<Figure> {
        side_figures(player)
    }
}

/// A problem written in parts ([`super::parts`]) has a search page: while pages move to the
/// parts, the parts' sum is this trait's implementation.
impl<T> SearchProblem for T
where
    T: Link + Jobs + Status + Code + Practised + TreeLabels,
{
    type Settings = <T as Link>::Settings;
    type Change = <T as Link>::Change;
    type Drill = <T as Practised>::Drill;
    type Count = <T as Jobs>::Count;

    fn settings(pairs: &[(String, String)]) -> (Self::Settings, Vec<String>) {
        <T as Link>::settings(pairs)
    }
    fn query(settings: &Self::Settings) -> String {
        <T as Link>::query(settings)
    }
    fn changed(
        settings: &Self::Settings,
        change: Self::Change,
    ) -> (Self::Settings, Option<Vec<String>>) {
        <T as Link>::changed(settings, change)
    }
    fn on_square(square: Square) -> Option<Self::Change> {
        <T as Link>::on_square(square)
    }
    fn job(settings: &Self::Settings) -> Self::Job {
        <T as Jobs>::job(settings)
    }
    fn compared(settings: &Self::Settings) -> Vec<(Self::Job, Side)> {
        <T as Jobs>::compared(settings)
    }
    fn count_jobs(settings: &Self::Settings, count: Self::Count, workers: usize) -> Vec<Self::Job> {
        <T as Jobs>::count_jobs(settings, count, workers)
    }
    fn count_on_load(settings: &Self::Settings) -> Option<Self::Count> {
        <T as Jobs>::count_on_load(settings)
    }
    fn nothing_to_search(settings: &Self::Settings) -> Option<String> {
        <T as Jobs>::nothing_to_search(settings)
    }
    fn status(
        settings: &Self::Settings,
        state: RunState,
        trail: &Trail<Self>,
        ending: Option<Self::Ending>,
        failure: Option<&str>,
    ) -> String {
        <T as Status>::status(settings, state, trail, ending, failure)
    }
    fn compare_status(settings: &Self::Settings) -> String {
        <T as Status>::compare_status(settings)
    }
    fn figures(settings: &Self::Settings, trail: &Trail<Self>) -> Vec<Figure> {
        <T as Status>::figures(settings, trail)
    }
    fn count_figures(
        settings: &Self::Settings,
        count: Self::Count,
        counting: &Ensemble<Self>,
    ) -> Vec<Figure> {
        <T as Status>::count_figures(settings, count, counting)
    }
    fn program(settings: &Self::Settings, side: Option<Side>) -> Program {
        <T as Code>::program(settings, side)
    }
    fn code_state(
        program: &Program,
        settings: &Self::Settings,
        side: Option<Side>,
        trail: &Trail<Self>,
        ending: Option<Self::Ending>,
    ) -> CodeState {
        <T as Code>::code_state(program, settings, side, trail, ending)
    }
    fn practice_allowed(settings: &Self::Settings) -> bool {
        <T as Practised>::practice_allowed(settings)
    }
    fn question(
        settings: &Self::Settings,
        drill: Self::Drill,
        trail: &Trail<Self>,
    ) -> Option<Question> {
        <T as Practised>::question(settings, drill, trail)
    }
    fn judge(
        settings: &Self::Settings,
        trail: &Trail<Self>,
        question: &Question,
        answer: &Answer,
    ) -> Verdict {
        <T as Practised>::judge(settings, trail, question, answer)
    }
    fn shows_tree(settings: &Self::Settings) -> bool {
        <T as TreeLabels>::shows_tree(settings)
    }
    fn node_label(settings: &Self::Settings, above: &[Square], at: Square) -> String {
        <T as TreeLabels>::node_label(settings, above, at)
    }
    fn dead_mark(settings: &Self::Settings, above: &[Square], at: Square) -> Option<String> {
        <T as TreeLabels>::dead_mark(settings, above, at)
    }
    fn node_attribute(above: &[Square], at: Square) -> Option<(&'static str, String)> {
        <T as TreeLabels>::node_attribute(above, at)
    }
    fn edge_label(above: &[Square], at: Square) -> String {
        <T as TreeLabels>::edge_label(above, at)
    }
    fn node_note(
        settings: &Self::Settings,
        above: &[Square],
        at: Option<Square>,
    ) -> Option<String> {
        <T as TreeLabels>::node_note(settings, above, at)
    }
    fn solutions(
        settings: &Self::Settings,
        trail: &Trail<Self>,
        found: Option<&Self::Found>,
    ) -> Vec<Vec<Square>> {
        <T as TreeLabels>::solutions(settings, trail, found)
    }
    fn side_figures(settings: &Self::Settings, side: Side, player: &Player<Self>) -> Vec<Figure> {
        <T as Status>::side_figures(settings, side, player)
    }
}

/// The first solutions up to where `trail` stands, each its path of decisions: those the trail
/// applied; after a run at max speed (whose snapshot carries only totals), the worker's own
/// list `reported` cut to where the trail stands, followed by any applied since.
///
/// ```
/// use runut::core::grid::Square;
/// use runut::core::search::{Event, Stats, Trail};
/// use runut::model::page::problem::found_paths;
/// let (a, b) = (vec![Square::new(0, 1)], vec![Square::new(0, 0)]);
/// let stats = Stats { solutions: 1, ..Stats::default() };
/// let trail = Trail::<()>::from_snapshot(Vec::new(), stats, true, None);
/// assert_eq!(found_paths(&trail, Some(vec![a.clone(), b])), vec![a]);
/// ```
pub fn found_paths<T: Replay>(trail: &T, reported: Option<Vec<Vec<Square>>>) -> Vec<Vec<Square>> {
    let total = trail.stats().solutions.min(FOUND_LIMIT as u64) as usize;
    let applied = trail.found();
    let Some(mut list) = reported else { return applied.iter().take(total).cloned().collect() };
    list.truncate(total);
    let missing = total - list.len();
    list.extend(applied[applied.len().saturating_sub(missing)..].iter().cloned());
    list
}

/// Something done once for each problem with a search page ([`SearchProblems::visit_search`]).
pub trait SearchVisit {
    /// Does it for problem `P`.
    fn visit<P: SearchProblem>(&mut self);
}

/// A list of problems with a search page: a tuple of their types, in the navigation's order.
pub trait SearchProblems {
    /// Calls `visitor` once for each problem, in order.
    fn visit_search(visitor: &mut impl SearchVisit);
}

/// Implements [`SearchProblems`] for a tuple of each length up to the number of names given.
macro_rules! search_tuples {
    ($first:ident $(, $rest:ident)*) => {
        impl<$first: SearchProblem $(, $rest: SearchProblem)*> SearchProblems for ($first, $($rest,)*) {
            fn visit_search(visitor: &mut impl SearchVisit) {
                visitor.visit::<$first>();
                $(visitor.visit::<$rest>();)*
            }
        }
        search_tuples!($($rest),*);
    };
    () => {};
}

search_tuples!(A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P);
