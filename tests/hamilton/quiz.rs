//! Test yourself on Hamiltonian circuits: every kind of question on many seeds, against the
//! course's tree walked again here, recording every node; a circuit written with or without
//! the return to vertex 1.

use crate::common::quiz::{
    changed, check_every_kind, check_question, tuple_forms, Truth, TruthNode,
};
use runut::core::graph::Graph;
use runut::model::quiz::Kind;
use runut::problems::hamilton::model::settings::HamiltonSettings;
use runut::problems::hamilton::Hamilton;

/// The forms of a path `x` (vertices from 1, vertex 1 first).
fn forms(x: &[u64], whole: bool) -> Vec<String> {
    let mut forms = tuple_forms(x);
    forms.push(x[1..].iter().map(u64::to_string).collect::<Vec<_>>().join(","));
    let joined: Vec<String> = x.iter().map(u64::to_string).collect();
    forms.push(joined.join(" → "));
    if whole {
        forms.push(format!("{}-1", joined.join("-")));
        forms.push(format!("({}, 1)", joined.join(", ")));
    }
    forms
}

/// Places x_(k+1) after the path `x` below the node numbered `parent`.
fn walk(graph: &Graph, parent: u32, x: &mut Vec<u64>, truth: &mut Truth) {
    let n = graph.len();
    let last = *x.last().unwrap() as usize - 1;
    for v in (0..n).filter(|&v| graph.joined(last, v)) {
        let number = truth.nodes.len() as u32 + 1;
        let on_path = x.contains(&(v as u64 + 1));
        let final_place = x.len() + 1 == n;
        let dead = on_path || (final_place && !(n >= 3 && graph.joined(v, 0)));
        x.push(v as u64 + 1);
        let whole = !dead && x.len() == n;
        let wrong = tuple_forms(&changed(x, n as u64))[..1].to_vec();
        let all = if whole { forms(x, true) } else { Vec::new() };
        truth.nodes.push(TruthNode {
            parent,
            right: forms(x, false),
            wrong,
            whole: all,
            cost: None,
        });
        if whole && truth.first.is_none() {
            truth.first = Some(number);
            truth.nodes_at_first = Some(u64::from(number));
        }
        if !dead && !whole {
            walk(graph, number, x, truth);
        }
        x.pop();
    }
}

/// The whole tree of `settings`' instance.
fn truth(settings: &HamiltonSettings) -> Truth {
    let mut truth = Truth { nodes: vec![TruthNode::default()], ..Truth::default() };
    walk(&settings.graph.graph, 1, &mut vec![1], &mut truth);
    truth.total = Some(truth.nodes.len() as u64);
    truth
}

#[test]
fn every_kind_of_question_agrees_with_the_tree_walked_again() {
    check_every_kind::<Hamilton>(0..40, truth);
}

#[test]
fn the_learners_own_graph_is_asked_about() {
    let query = "?p=hamilton&graph=cube&quiz=1&seed=8&kind=first-solution";
    check_question::<Hamilton>(query, Kind::FirstSolution, &truth);
}
