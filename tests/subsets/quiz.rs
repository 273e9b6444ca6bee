//! Test yourself on sum of subsets: every kind of question on many seeds, against the course's
//! tree walked again here, recording every node; a solution also written as the set of
//! weights taken.

use crate::common::quiz::{
    changed, check_every_kind, check_question, quiz, tuple_forms, Truth, TruthNode,
};
use runut::model::quiz::question::{grade, Grade};
use runut::model::quiz::Kind;
use runut::problems::subsets::model::settings::SubsetsSettings;
use runut::problems::subsets::Subsets;

/// A node whose decisions are `x` (over the weights `w`, ascending), child of `parent`.
fn node(w: &[u64], parent: u32, x: &[u64], solution: bool) -> TruthNode {
    let mut whole = Vec::new();
    if solution {
        let mut padded = x.to_vec();
        padded.resize(w.len(), 0);
        whole.extend(tuple_forms(&padded));
        whole.extend(tuple_forms(x));
        let taken: Vec<String> =
            w.iter().zip(x).filter(|(_, &xk)| xk == 1).map(|(wk, _)| wk.to_string()).collect();
        let reversed: Vec<String> = taken.iter().rev().cloned().collect();
        whole.push(format!("{{{}}}", taken.join(", ")));
        whole.push(reversed.join(" "));
    }
    let wrong = tuple_forms(&changed(x, 1))[..1].to_vec();
    TruthNode { parent, right: tuple_forms(x), wrong, whole, cost: None }
}

/// Expands the node numbered `parent`, whose decisions are `x` and sum `wt`.
fn walk(w: &[u64], m: u64, parent: u32, x: &mut Vec<u64>, wt: u64, truth: &mut Truth) {
    let k = x.len();
    for xk in [1, 0] {
        x.push(xk);
        let sum = wt + xk * w[k];
        let rest: u64 = w[k + 1..].iter().sum();
        let promising = sum + rest >= m && (sum == m || (k + 1 < w.len() && sum + w[k + 1] <= m));
        let number = truth.nodes.len() as u32 + 1;
        let solution = promising && sum == m;
        truth.nodes.push(node(w, parent, x, solution));
        if solution && truth.first.is_none() {
            truth.first = Some(number);
            truth.nodes_at_first = Some(u64::from(number));
        }
        if promising && !solution {
            walk(w, m, number, x, sum, truth);
        }
        x.pop();
    }
}

/// The whole tree of `settings`' instance.
fn truth(settings: &SubsetsSettings) -> Truth {
    let mut w = settings.weights.clone();
    w.sort_unstable();
    let mut truth = Truth { nodes: vec![node(&w, 0, &[], false)], ..Truth::default() };
    walk(&w, settings.m, 1, &mut Vec::new(), 0, &mut truth);
    truth.total = Some(truth.nodes.len() as u64);
    truth
}

#[test]
fn every_kind_of_question_agrees_with_the_tree_walked_again() {
    check_every_kind::<Subsets>(0..40, truth);
}

#[test]
fn the_learners_own_instance_is_asked_about() {
    let query = "?p=subsets&w=11,13,24,7&m=31&quiz=1&seed=5&kind=first-node";
    check_question::<Subsets>(query, Kind::FirstNode, &truth);
    let rig = quiz::<Subsets>(query);
    assert!(rig.driver.own());
    let (settings, question) = (rig.driver.settings(), rig.driver.question().unwrap());
    assert_eq!(grade::<Subsets>(settings, question, "4"), Grade::Correct, "the course's node 4");
}

#[test]
fn a_solution_is_its_vector_or_the_weights_it_takes() {
    let query = "?p=subsets&w=11,13,24,7&m=31&quiz=1&seed=5&kind=first-solution";
    let rig = quiz::<Subsets>(query);
    let (settings, question) = (rig.driver.settings(), rig.driver.question().unwrap());
    for right in
        ["1,1,1,0", "(1, 1, 1)", "x1=1, x2=1, x3=1, x4=0", "{7, 11, 13}", "13 11 7", "[1;1;1;0]"]
    {
        assert_eq!(grade::<Subsets>(settings, question, right), Grade::Correct, "{right}");
    }
    for wrong in ["1,1,0,1", "{7, 24}", "{7, 11, 13, 24}", "1,1,1,0,0", "{5}", "{7, 7, 11, 13}"] {
        assert_eq!(grade::<Subsets>(settings, question, wrong), Grade::Wrong, "{wrong}");
    }
}
