//! Test yourself on graph colouring: every kind of question on many seeds, against the
//! course's m-ary tree walked again here, recording every node.

use crate::common::quiz::{
    changed, check_every_kind, check_question, tuple_forms, Truth, TruthNode,
};
use runut::core::graph::Graph;
use runut::model::quiz::Kind;
use runut::problems::colouring::model::settings::ColouringSettings;
use runut::problems::colouring::Colouring;

/// Colours vertex `x.len()` below the node numbered `parent`.
fn walk(graph: &Graph, m: u64, parent: u32, x: &mut Vec<u64>, truth: &mut Truth) {
    let k = x.len();
    for c in 1..=m {
        x.push(c);
        let number = truth.nodes.len() as u32 + 1;
        let clash = (0..k).any(|j| graph.joined(j, k) && x[j] == c);
        let whole = !clash && x.len() == graph.len();
        let forms = tuple_forms(x);
        let wrong = tuple_forms(&changed(x, m))[..1].to_vec();
        let all = if whole { forms.clone() } else { Vec::new() };
        truth.nodes.push(TruthNode { parent, right: forms, wrong, whole: all, cost: None });
        if whole && truth.first.is_none() {
            truth.first = Some(number);
            truth.nodes_at_first = Some(u64::from(number));
        }
        if !clash && !whole {
            walk(graph, m, number, x, truth);
        }
        x.pop();
    }
}

/// The whole tree of `settings`' instance.
fn truth(settings: &ColouringSettings) -> Truth {
    let mut truth = Truth { nodes: vec![TruthNode::default()], ..Truth::default() };
    walk(&settings.graph, u64::from(settings.m), 1, &mut Vec::new(), &mut truth);
    truth.total = Some(truth.nodes.len() as u64);
    truth
}

#[test]
fn every_kind_of_question_agrees_with_the_tree_walked_again() {
    check_every_kind::<Colouring>(0..40, truth);
}

#[test]
fn the_learners_own_graph_is_asked_about() {
    let query = "?p=colouring&graph=course&m=3&quiz=1&seed=3&kind=first-solution";
    check_question::<Colouring>(query, Kind::FirstSolution, &truth);
}
