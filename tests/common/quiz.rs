//! Test yourself checked against ground truth: every kind of question a page asks, on many
//! seeds, asked through the real quiz (its driver, wired to the worker's own logic) and graded
//! against an independent walk of the search written in the problem's own tests ([`Truth`]):
//! the walk's answer in every accepted form is right, a wrong one is wrong, nonsense is not
//! understood, and the answer the page shows (`data-expected`) grades right.

use super::page::open;
use super::workers::Rig;
use runut::core::search::Replay;
use runut::core::slug::Slugged;
use runut::model::driver::RunState;
use runut::model::query::query_pairs;
use runut::model::quiz::question::{expected_text, grade, Grade};
use runut::model::quiz::{Kind, QuizBrowser, QuizPage, Quizzed};

/// One node of the tree as the reference walk saw it.
#[derive(Clone, Debug, Default)]
pub struct TruthNode {
    /// Its parent's number (0 for the root).
    pub parent: u32,
    /// Its vector (the decisions from the root) written in every form the course accepts, as
    /// a partial vector.
    pub right: Vec<String>,
    /// Vectors that are not its own, well written.
    pub wrong: Vec<String>,
    /// As a whole solution, in every accepted form (empty if it is none).
    pub whole: Vec<String>,
    /// Its cost, for branch and bound.
    pub cost: Option<String>,
}

/// The tree as an independent walk of the search generates it.
#[derive(Clone, Debug, Default)]
pub struct Truth {
    /// Nodes 1, 2, … in generation order.
    pub nodes: Vec<TruthNode>,
    /// The first solution's node (branch and bound: the answer).
    pub first: Option<u32>,
    /// Nodes generated when it was found.
    pub nodes_at_first: Option<u64>,
    /// Every node of the whole tree, when the walk saw it all.
    pub total: Option<u64>,
    /// The E-nodes in the order they are expanded (branch and bound).
    pub expanded: Vec<u32>,
}

impl Truth {
    fn node(&self, k: u32) -> &TruthNode {
        &self.nodes[k as usize - 1]
    }
}

/// Answers that are never understood, whatever the question.
pub const NONSENSE: [&str; 9] =
    ["", "   ", "banana", "?", "∞", "1/0?", "node one", "😀", "x1=1=2=3 maybe"];

/// The quiz of problem `P` a link's `query` opens, with its search run to its end.
pub fn quiz<P: Quizzed>(query: &str) -> Rig<QuizPage<P>> {
    let browser = QuizBrowser { seed: 7, score: None, storage: true, score_damaged: false };
    let mut rig = Rig::new(QuizPage::<P>::open(&query_pairs(query), Vec::new(), browser));
    rig.settle();
    rig
}

/// The right answers to a question of `kind` about `truth`, naming `k`.
fn right_answers(truth: &Truth, kind: Kind, k: Option<u32>) -> Vec<String> {
    let first = truth.first.expect("the tree has a first solution");
    let number = |n: u64| vec![n.to_string(), format!("node {n}"), format!(" {n} ")];
    match kind {
        Kind::FirstNode => number(u64::from(first)),
        Kind::FirstSolution => truth.node(first).whole.clone(),
        Kind::NodesToFirst => number(truth.nodes_at_first.expect("nodes to the first")),
        Kind::NodesAll => number(truth.total.expect("the whole tree")),
        Kind::VectorAt => truth.node(k.unwrap()).right.clone(),
        Kind::ParentOf => number(u64::from(truth.node(k.unwrap()).parent)),
        Kind::NextENode => {
            let at = truth.expanded.iter().position(|&e| Some(e) == k).expect("k is expanded");
            number(u64::from(truth.expanded[at + 1]))
        }
        Kind::CostOf => {
            let cost = truth.node(k.unwrap()).cost.clone().expect("a cost");
            vec![cost.clone(), format!("c = {cost}"), format!("c({}) = {cost}", k.unwrap())]
        }
    }
}

/// Wrong answers to the same question, well written.
fn wrong_answers(truth: &Truth, kind: Kind, k: Option<u32>, right: &[String]) -> Vec<String> {
    match kind {
        Kind::FirstSolution => truth.node(truth.first.unwrap()).wrong.clone(),
        Kind::VectorAt => truth.node(k.unwrap()).wrong.clone(),
        _ => {
            let n: i64 = right[0].trim().parse().expect("a number");
            vec![(n + 1).to_string(), format!("node {}", n + 2)]
        }
    }
}

/// Asks every kind of question `P`'s page asks on each of `seeds`, and grades the answers of
/// the independent walk `truth` of the instance asked about.
pub fn check_every_kind<P: Quizzed>(
    seeds: std::ops::Range<u64>,
    truth: impl Fn(&P::Settings) -> Truth,
) {
    for seed in seeds {
        for &kind in P::kinds() {
            let query = format!("?p={}&quiz=1&seed={seed}&kind={}", P::SLUG, kind.slug());
            check_question::<P>(&query, kind, &truth);
        }
    }
}

/// Checks the question a link asks (of `kind`) against `truth`.
pub fn check_question<P: Quizzed>(query: &str, kind: Kind, truth: &impl Fn(&P::Settings) -> Truth) {
    let rig = quiz::<P>(query);
    let page = &rig.driver;
    let question = page.question().unwrap_or_else(|| panic!("{query}: no question"));
    assert_eq!(question.kind, kind, "{query}");
    let settings = page.settings();
    let truth = truth(settings);
    let record = page.record().unwrap();
    assert_eq!(record.len() as usize, truth.nodes.len(), "{query}: the same tree");
    if let Some(k) = question.k {
        let up_to = truth.nodes_at_first.unwrap_or(truth.nodes.len() as u64);
        assert!(k >= 1 && u64::from(k) <= up_to, "{query}: node {k} is past the first solution");
    }
    let right = right_answers(&truth, kind, question.k);
    assert!(!right.is_empty(), "{query}: the walk has answers");
    let graded = |text: &str| grade::<P>(settings, question, text);
    for answer in &right {
        assert_eq!(graded(answer), Grade::Correct, "{query}: {answer:?} is right");
    }
    let shown = expected_text::<P>(settings, question);
    assert_eq!(
        graded(&shown),
        Grade::Correct,
        "{query}: the answer shown, {shown:?}, grades right"
    );
    for answer in wrong_answers(&truth, kind, question.k, &right) {
        assert_eq!(graded(&answer), Grade::Wrong, "{query}: {answer:?} is wrong");
    }
    for nonsense in NONSENSE {
        assert_eq!(graded(nonsense), Grade::NotUnderstood, "{query}: {nonsense:?}");
    }
    let long = "1,".repeat(50_000);
    assert_ne!(graded(&long), Grade::Correct, "{query}: a huge answer");
    check_show_me::<P>(page, &truth);
    // The hint on how to write an answer never gives this one away (issue 47).
    if kind == Kind::FirstSolution {
        for form in [P::WORDS.form.en, P::WORDS.form.id] {
            for answer in right.iter().filter(|a| a.trim().len() > 1) {
                assert!(
                    !form.contains(answer.trim()),
                    "{query}: the hint's example {form:?} is the answer {answer:?}"
                );
            }
        }
    }
}

/// Show me opens the page where the answer to the question `quiz` asks is on show (issue 47):
/// the solution announced (with the best so far, and where the search ends there, its end),
/// the next E-node chosen, the whole tree, or node k generated.
fn check_show_me<P: Quizzed>(quiz: &QuizPage<P>, truth: &Truth) {
    let question = quiz.question().expect("a question");
    let link = quiz.show_me().expect("a Show me link");
    let rig = open::<P>(&link);
    let page = &rig.driver;
    let trail = page.trail();
    let nodes = trail.stats().nodes;
    match question.kind {
        Kind::FirstNode | Kind::FirstSolution | Kind::NodesToFirst => {
            let first = truth.first.expect("a first solution");
            let record = quiz.record().expect("the tree");
            let decisions = &record.node(first).expect("the first solution's node").decisions;
            assert_eq!(trail.found().last(), Some(decisions), "{link}: the solution shown");
            assert_eq!(Some(nodes), truth.nodes_at_first, "{link}: no node after it");
            if record.selection.is_some() && record.complete {
                assert_eq!(page.run_state(), RunState::Finished, "{link}: as the search ends");
            }
        }
        Kind::NodesAll => {
            assert_eq!(page.run_state(), RunState::Finished, "{link}: the search over");
            assert_eq!(Some(nodes), truth.total, "{link}: every node");
        }
        Kind::NextENode => {
            let k = question.k.expect("node k");
            let at = truth.expanded.iter().position(|&e| e == k).expect("k is expanded");
            let next = truth.expanded[at + 1];
            let record = quiz.record().expect("the tree");
            let decisions = &record.node(next).expect("the next E-node").decisions;
            assert_eq!(trail.path(), &decisions[..], "{link}: node {next} is the E-node");
        }
        _ => assert_eq!(nodes, u64::from(question.k.expect("node k")), "{link}: node k"),
    }
}

/// The forms of a vector the course writes as a tuple of numbers: `(1, 0, 1)`, `1 0 1`,
/// `[1;0;1]`, `x1=1, x2=0, x3=1`, `x = (1,0,1)`.
pub fn tuple_forms(values: &[u64]) -> Vec<String> {
    let plain: Vec<String> = values.iter().map(u64::to_string).collect();
    let named: Vec<String> =
        plain.iter().enumerate().map(|(i, v)| format!("x{}={v}", i + 1)).collect();
    vec![
        format!("({})", plain.join(", ")),
        plain.join(" "),
        format!("[{}]", plain.join(";")),
        named.join(", "),
        format!("x = ({})", plain.join(",")),
    ]
}

/// `values` with its last changed to a neighbouring value no greater than `top` (a vector
/// that is not the search's, written as well).
pub fn changed(values: &[u64], top: u64) -> Vec<u64> {
    let mut other = values.to_vec();
    if let Some(last) = other.last_mut() {
        *last = if *last < top { *last + 1 } else { *last - 1 };
    }
    other
}

/// A cost or bound as a fraction `(numerator, denominator)`, the denominator positive.
pub type Ratio = (i64, i64);

/// Whether `a` is less than `b`.
fn less(a: Ratio, b: Ratio) -> bool {
    i128::from(a.0) * i128::from(b.1) < i128::from(b.0) * i128::from(a.1)
}

/// `r` as the page writes a cost: a whole number, or a decimal to two places at most.
pub fn ratio_text(r: Ratio) -> String {
    if r.0 % r.1 == 0 {
        return (r.0 / r.1).to_string();
    }
    let text = format!("{:.2}", r.0 as f64 / r.1 as f64);
    text.trim_end_matches('0').to_string()
}

/// A child as a problem's own reference generates it, for [`least_cost_truth`].
pub struct PlainChild<S> {
    /// Its state.
    pub state: S,
    /// Its cost or bound.
    pub cost: Ratio,
    /// Whether it is generated dead (no solution goes through it).
    pub dead: bool,
    /// Its value, if it is a solution.
    pub solution: Option<Ratio>,
}

/// The tree of a plain least-cost branch and bound, as the course runs it: the live node of
/// least cost (`most`: greatest bound) is the next E-node, ties to the older node; one that
/// cannot beat the best solution so far when it comes up is killed instead; every child of the
/// E-node is generated in order: a dead one stays dead, a solution becomes the best if it beats
/// it (and is never live), and a node that cannot beat the best is killed. The answer is the
/// best solution once no node is live. `node` writes a node's forms (its parent and cost are
/// filled in here).
pub fn least_cost_truth<S: Clone>(
    root: (S, Ratio),
    most: bool,
    children: impl Fn(&S) -> Vec<PlainChild<S>>,
    node: impl Fn(&S) -> TruthNode,
) -> Truth {
    let better = |a: Ratio, b: Ratio| if most { less(b, a) } else { less(a, b) };
    let (state, cost) = root;
    let mut truth = Truth::default();
    truth.nodes.push(TruthNode { cost: Some(ratio_text(cost)), ..node(&state) });
    let mut live: Vec<(u32, Ratio, S)> = vec![(1, cost, state)];
    let mut best: Option<(u32, Ratio)> = None;
    while !live.is_empty() {
        let mut pick = 0;
        for (k, candidate) in live.iter().enumerate() {
            if better(candidate.1, live[pick].1) {
                pick = k;
            }
        }
        let (e, bound, state) = live.remove(pick);
        if best.is_some_and(|(_, value)| !better(bound, value)) {
            continue;
        }
        truth.expanded.push(e);
        for child in children(&state) {
            let number = truth.nodes.len() as u32 + 1;
            let written = node(&child.state);
            truth.nodes.push(TruthNode {
                parent: e,
                cost: Some(ratio_text(child.cost)),
                ..written
            });
            let beats = |value: Ratio| best.is_none_or(|(_, b)| better(value, b));
            if child.dead {
                continue;
            }
            match child.solution {
                Some(value) if beats(value) => best = Some((number, value)),
                Some(_) => {}
                None if beats(child.cost) => live.push((number, child.cost, child.state)),
                None => {}
            }
        }
    }
    truth.first = best.map(|(node, _)| node);
    truth.nodes_at_first = Some(truth.nodes.len() as u64);
    truth
}
