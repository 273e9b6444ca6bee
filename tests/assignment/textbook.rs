//! Levitin's four people a–d and jobs 1–4: `9,2,7,8;6,4,3,7;5,8,1,8;7,6,9,4`.

use crate::common::plain_lc::{least_cost, the_engine_agrees};
use runut::core::branch::{Branching, Cost};
use runut::core::matrix::MatrixError;
use runut::core::numbers::NumberError;
use runut::problems::assignment::core::{brute_force, Assigned, Assignment, Costs, TEXTBOOK};

/// Levitin's tree.
fn levitin() -> Assignment {
    Assignment::new(Costs::textbook())
}

#[test]
fn levitins_root_bound_is_2_plus_3_plus_1_plus_4() {
    assert_eq!(levitin().root().1, Cost::whole(10));
}

#[test]
fn levitins_best_gives_a_job_2_b_job_1_c_job_3_d_job_4_for_13() {
    let run = least_cost(&levitin());
    let (node, cost, assigned) = run.best.unwrap();
    assert_eq!((node, cost), (9, Cost::whole(13)));
    assert_eq!(assigned.jobs(), [1, 0, 2, 3]);
}

#[test]
fn levitins_tree_has_10_nodes_and_expands_1_3_and_6() {
    let run = least_cost(&levitin());
    the_engine_agrees(levitin(), &run);
    assert_eq!(run.nodes.len(), 10);
    assert_eq!(run.e_nodes, [1, 3, 6]);
    let bounds: Vec<i64> = (1..=10).map(|k| run.cost(k).num()).collect();
    assert_eq!(bounds, [10, 17, 10, 20, 18, 13, 14, 17, 13, 25]);
}

#[test]
fn c_taking_job_3_forces_d_into_job_4_in_the_same_node() {
    let a2_b1 = Assigned::default().then(1, 2).then(0, 6);
    let mut children = Vec::new();
    levitin().children(&a2_b1, &mut children);
    let jobs: Vec<(u8, &[u8])> = children.iter().map(|c| (c.choice, c.state.jobs())).collect();
    assert_eq!(jobs, [(2, &[1, 0, 2, 3][..]), (3, &[1, 0, 3, 2][..])]);
    let costs: Vec<Cost> = children.iter().map(|child| child.cost).collect();
    assert_eq!(costs, [Cost::whole(13), Cost::whole(25)]);
}

#[test]
fn a_bound_is_the_sum_of_its_terms() {
    let levitin = levitin();
    let a2 = Assigned::default().then(1, 2);
    let terms = levitin.terms(&a2);
    assert!(terms[0].given && !terms[1].given);
    let sum: u32 = terms.iter().map(|term| term.cost).sum();
    assert_eq!((sum, levitin.lower_bound(&a2)), (10, 10));
}

#[test]
fn the_brute_force_tries_all_24_assignments() {
    let found = brute_force(&Costs::textbook());
    assert_eq!((found.candidates, found.best), (24, Some((13, vec![1, 0, 2, 3]))));
}

#[test]
fn the_matrix_text_needs_every_cost() {
    let missing = MatrixError::Entry { row: 0, col: 1, error: NumberError::Missing };
    assert_eq!(Costs::parse("1,x;3,4"), Err(missing));
    assert_eq!(Costs::parse("1"), Err(MatrixError::Size { rows: 1, min: 2, max: 12 }));
    let short = MatrixError::NotSquare { row: 0, entries: 3, expected: 2 };
    assert_eq!(Costs::parse("1,2,3;3,4"), Err(short));
    let negative = MatrixError::Entry { row: 1, col: 1, error: NumberError::Negative };
    assert_eq!(Costs::parse("1,2;3,-4"), Err(negative));
    assert_eq!(Costs::textbook().matrix().to_text(), TEXTBOOK);
}
