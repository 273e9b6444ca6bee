//! Compare's code panel on this page: each side shows its own search's pseudo-code.

use crate::common::code::value;
use crate::common::compare::{brute_force, first_killed, settings};
use runut::core::search::EventKind;
use runut::model::code::VALID;
use runut::problems::subsets::core::SubsetsSearch;
use runut::problems::subsets::Subsets;
use std::collections::HashSet;

#[test]
fn subsets_brute_force_tests_whole_subsets() {
    let query = "w=1,2,3&m=3&mode=all&compare=brute-force";
    let instance = settings::<Subsets>(query).instance();
    let search = SubsetsSearch::brute_force(instance, runut::core::search::Mode::All);
    let (kinds, states) = brute_force::<Subsets, _>(query, search);
    assert_eq!(kinds, HashSet::from(EventKind::ALL));
    // The first complete subset takes every weight: 1 + 2 + 3.
    assert_eq!(value(first_killed(&states), VALID), "false: this complete subset sums to 6, not 3");
}
