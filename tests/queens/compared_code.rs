//! Compare's code panel on this page: each side shows its own search's pseudo-code.

use crate::common::code::value;
use crate::common::compare::{brute_force, first_killed};
use runut::core::search::EventKind;
use runut::model::code::VALID;
use runut::problems::queens::core::QueensSearch;
use runut::problems::queens::Queens;
use std::collections::HashSet;

#[test]
fn queens_brute_force_tests_whole_boards_and_names_the_attacking_pair() {
    let (kinds, states) = brute_force::<Queens, _>(
        "n=4&mode=all&compare=brute-force",
        QueensSearch::brute_force(4, runut::core::search::Mode::All),
    );
    assert_eq!(kinds, HashSet::from(EventKind::ALL));
    // The first complete board puts all four queens in column 1.
    let killed = first_killed(&states);
    assert_eq!(value(killed, VALID), "false: queens 1 and 2 attack each other");
    assert!(killed.variables.iter().all(|v| v.name != "PLACE(k, i)"));
}
