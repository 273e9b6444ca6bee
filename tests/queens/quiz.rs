//! Test yourself on n-queens: every kind of question on many seeds, against the course's tree
//! walked again here (every column tried is a node, dead or alive), recording every node.

use crate::common::quiz::{
    changed, check_every_kind, check_question, tuple_forms, Truth, TruthNode,
};
use runut::model::quiz::Kind;
use runut::problems::queens::model::settings::QueensSettings;
use runut::problems::queens::Queens;

/// Places the queen of row `x.len()` (columns from 1) below the node numbered `parent`.
fn walk(n: u64, parent: u32, x: &mut Vec<u64>, truth: &mut Truth) {
    let row = x.len() as i64;
    for c in 1..=n {
        let attacked = x
            .iter()
            .enumerate()
            .any(|(r, &q)| q == c || (q as i64 - c as i64).abs() == (r as i64 - row).abs());
        x.push(c);
        let number = truth.nodes.len() as u32 + 1;
        let whole = !attacked && x.len() as u64 == n;
        let wrong = tuple_forms(&changed(x, n))[..1].to_vec();
        let all = if whole { tuple_forms(x) } else { Vec::new() };
        truth.nodes.push(TruthNode {
            parent,
            right: tuple_forms(x),
            wrong,
            whole: all,
            cost: None,
        });
        if whole && truth.first.is_none() {
            truth.first = Some(number);
            truth.nodes_at_first = Some(u64::from(number));
        }
        if !attacked && !whole {
            walk(n, number, x, truth);
        }
        x.pop();
    }
}

/// The whole tree of `settings`' board.
fn truth(settings: &QueensSettings) -> Truth {
    let mut truth = Truth { nodes: vec![TruthNode::default()], ..Truth::default() };
    walk(u64::from(settings.n), 1, &mut Vec::new(), &mut truth);
    truth.total = Some(truth.nodes.len() as u64);
    truth
}

#[test]
fn every_kind_of_question_agrees_with_the_tree_walked_again() {
    check_every_kind::<Queens>(0..30, truth);
}

#[test]
fn five_queens_first_solution_is_the_papers_node_16() {
    check_question::<Queens>(
        "?p=queens&n=5&quiz=1&seed=1&kind=first-node",
        Kind::FirstNode,
        &truth,
    );
    assert_eq!(
        truth(&QueensSettings { n: 5, mode: runut::core::search::Mode::All, compare: false }).first,
        Some(16)
    );
}
