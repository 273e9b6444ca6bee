//! [`SearchProblem`]: what a problem adds to [`Problem`](crate::model::problem::Problem) to
//! have a search page (the knight's tour, n-queens and the chapter's problems): the sum of its
//! parts. The page itself ([`super::SearchPage`]) is the same for all of them: it asks the
//! problem's parts for its settings, jobs, status line, figures, code panel, practice questions
//! and tree labels, and runs everything else itself.

use super::parts::{Code, Jobs, Link, Practised, Status, TreeLabels};
use crate::core::grid::Square;
use crate::core::search::{Replay, FOUND_LIMIT};

/// A problem with a search page: the sum of its six parts ([`super::parts`]), each written in
/// the file of its `model/` folder that it is named after. Every problem that has all six is
/// one, so a part not written is a compile error that names its file.
pub trait SearchProblem: Link + Jobs + Status + Code + Practised + TreeLabels {}

impl<T: Link + Jobs + Status + Code + Practised + TreeLabels> SearchProblem for T {}

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
