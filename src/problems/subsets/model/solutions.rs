//! The solutions the page lists: those the watched search applied as events, or, after a run
//! at max speed (whose snapshot carries only its totals and the worker's list), the worker's list
//! cut to where the page stands, followed by any applied since.

use super::Subsets;
use crate::core::grid::Square;
use crate::model::page::problem::found_paths;
use crate::model::problem::ReplayOf;
use crate::problems::subsets::core::Instance;

/// The first solutions up to where `trail` stands, each its weights ascending; `reported` is
/// the worker's own list (each solution's path of decisions) at its last snapshot, if it sent
/// one.
///
/// ```
/// use runut::core::search::{Mode, Search};
/// use runut::problems::subsets::core::{Instance, SubsetsSearch};
/// use runut::model::problem::ReplayOf;
/// use runut::problems::subsets::model::solutions::listed;
/// let instance = Instance::new(&[11, 13, 24, 7], 31);
/// let mut search = SubsetsSearch::new(instance.clone(), Mode::All);
/// let mut trail = ReplayOf::<runut::problems::subsets::Subsets>::default();
/// while let Some(event) = search.step() {
///     trail.apply(event);
/// }
/// assert_eq!(listed(&instance, &trail, None), vec![vec![7, 11, 13], vec![7, 24]]);
/// ```
pub fn listed(
    instance: &Instance,
    trail: &ReplayOf<Subsets>,
    reported: Option<&Vec<Vec<Square>>>,
) -> Vec<Vec<u64>> {
    found_paths(trail, reported.cloned()).iter().map(|path| instance.taken(path)).collect()
}
