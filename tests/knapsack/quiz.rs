//! Test yourself on the 0/1 knapsack: every kind of question on many seeds, the next E-node and
//! a node's upper bound among them, against a plain best-first search written here over the
//! items' weights and values (Levitin's bound computed as a fraction), the answer checked
//! against every subset; a solution written as the 0/1 vector or as the set of items taken.

use crate::common::quiz::{
    changed, check_every_kind, check_question, least_cost_truth, quiz, tuple_forms, PlainChild,
    Ratio, Truth, TruthNode,
};
use runut::core::slug::Slugged;
use runut::model::quiz::question::{grade, Grade};
use runut::model::quiz::Kind;
use runut::problems::knapsack::model::settings::KnapsackSettings;
use runut::problems::knapsack::Knapsack;

/// The items by value per weight, as `(weight, value)`, and the capacity.
struct Items {
    items: Vec<(i64, i64)>,
    capacity: i64,
}

/// A node: its decisions x (1 takes the item), what it takes weighs and is worth.
#[derive(Clone)]
struct Node {
    x: Vec<u64>,
    w: i64,
    v: i64,
}

impl Items {
    fn of(settings: &KnapsackSettings) -> Items {
        let instance = &settings.instance;
        let items =
            instance.items().iter().map(|i| (i64::from(i.weight), i64::from(i.value))).collect();
        Items { items, capacity: i64::from(instance.capacity()) }
    }

    /// Levitin's bound: ub = v + (W − w)·(v/w of the next item), v when no item is left.
    fn bound(&self, node: &Node) -> Ratio {
        match self.items.get(node.x.len()) {
            Some(&(w, v)) => (node.v * w + (self.capacity - node.w) * v, w),
            None => (node.v, 1),
        }
    }

    /// Taking the next item, then leaving it: over the capacity is dead, worth v.
    fn children(&self, node: &Node) -> Vec<PlainChild<Node>> {
        let Some(&(w, v)) = self.items.get(node.x.len()) else { return Vec::new() };
        [1, 0]
            .into_iter()
            .map(|take| {
                let mut x = node.x.clone();
                x.push(take);
                let child = Node { x, w: node.w + take as i64 * w, v: node.v + take as i64 * v };
                let dead = child.w > self.capacity;
                let cost = if dead { (child.v, 1) } else { self.bound(&child) };
                let leaf = child.x.len() == self.items.len();
                let solution = (leaf && !dead).then_some((child.v, 1));
                PlainChild { state: child, cost, dead, solution }
            })
            .collect()
    }

    /// The most any subset that fits is worth.
    fn most(&self) -> i64 {
        let n = self.items.len();
        (0..1u32 << n)
            .map(|mask| {
                let taken = || (0..n).filter(move |k| mask >> k & 1 == 1);
                let w: i64 = taken().map(|k| self.items[k].0).sum();
                let v: i64 = taken().map(|k| self.items[k].1).sum();
                if w <= self.capacity {
                    v
                } else {
                    0
                }
            })
            .max()
            .unwrap_or(0)
    }
}

/// The node's vector in every form; a leaf's also as the items taken (numbered from 1 in the
/// order the page lists them, which an instance made from a seed gives them in).
fn written(n: usize, node: &Node) -> TruthNode {
    let mut whole = Vec::new();
    if node.x.len() == n {
        whole.extend(tuple_forms(&node.x));
        let taken: Vec<String> =
            (0..n).filter(|&k| node.x[k] == 1).map(|k| (k + 1).to_string()).collect();
        whole.push(format!("{{{}}}", taken.join(", ")));
        whole.push(format!("{{{}}}", taken.iter().rev().cloned().collect::<Vec<_>>().join(",")));
        let last = node.x.iter().rposition(|&x| x == 1).map_or(1, |k| k + 1);
        whole.extend(tuple_forms(&node.x[..last]));
    }
    let wrong = tuple_forms(&changed(&node.x, 1))[..1].to_vec();
    TruthNode { right: tuple_forms(&node.x), wrong, whole, ..TruthNode::default() }
}

/// The whole tree of `settings`' items, searched best first with Levitin's bound.
fn truth(settings: &KnapsackSettings) -> Truth {
    let items = Items::of(settings);
    assert_eq!(settings.instance.order(), (0..items.items.len() as u8).collect::<Vec<_>>());
    let root = Node { x: Vec::new(), w: 0, v: 0 };
    let n = items.items.len();
    let truth = least_cost_truth(
        (root.clone(), items.bound(&root)),
        true,
        |node| items.children(node),
        |node| written(n, node),
    );
    let answer = &truth.nodes[truth.first.expect("an answer") as usize - 1];
    let x: Vec<usize> = answer.right[1].split(' ').map(|x| x.parse().unwrap()).collect();
    let value: i64 = x.iter().zip(&items.items).map(|(&x, item)| x as i64 * item.1).sum();
    assert_eq!(value, items.most(), "the answer is worth the most");
    truth
}

#[test]
fn every_kind_of_question_agrees_with_a_plain_best_first_search() {
    check_every_kind::<Knapsack>(0..40, truth);
}

/// Levitin's four items, as the page's link writes them (a link's `seed=` is the quiz's).
const LEVITIN: &str = "v=40,42,25,12&w=4,7,5,3&cap=10&bound=simple";

#[test]
fn levitins_items_are_asked_about_as_the_learners_own() {
    for kind in [Kind::FirstSolution, Kind::NextENode, Kind::CostOf, Kind::VectorAt] {
        let query = format!("?p=knapsack&{LEVITIN}&quiz=1&seed=5&kind={}", kind.slug());
        check_question::<Knapsack>(&query, kind, &truth);
    }
}

#[test]
fn levitins_answer_takes_items_1_and_3_written_as_a_vector_or_a_set() {
    let query = format!("?p=knapsack&{LEVITIN}&quiz=1&seed=5&kind=first-solution");
    let rig = quiz::<Knapsack>(&query);
    let page = &rig.driver;
    let question = page.question().expect("a question");
    for answer in ["(1, 0, 1, 0)", "1 0 1", "{1, 3}", "3, 1", "x1=1, x2=0, x3=1, x4=0"] {
        assert_eq!(
            grade::<Knapsack>(page.settings(), question, answer),
            Grade::Correct,
            "{answer}"
        );
    }
    for answer in ["(1, 1, 0, 0)", "{1}", "{1, 3, 3}", "{1, 5}", "1, 0, 1, 0, 0", "(1, 0, 2)"] {
        assert_eq!(grade::<Knapsack>(page.settings(), question, answer), Grade::Wrong, "{answer}");
    }
}

#[test]
fn the_learners_own_items_and_the_quizs_seed_give_no_notice() {
    let query = format!("?p=knapsack&{LEVITIN}&quiz=1&seed=5&kind=first-node");
    let rig = quiz::<Knapsack>(&query);
    assert_eq!(rig.driver.notices(), &[] as &[String]);
    assert_eq!(rig.driver.settings().instance.len(), 4);
}

#[test]
fn the_cost_question_asks_the_upper_bound_as_the_page_calls_it() {
    let query = format!("?p=knapsack&{LEVITIN}&quiz=1&seed=5&kind=cost-of&k=3");
    let rig = quiz::<Knapsack>(&query);
    let prompt = rig.driver.prompt().expect("a question");
    assert!(prompt.contains("the upper bound ub(3) of node 3"), "{prompt}");
    let shown = rig.driver.shown(None).expect("its answer");
    assert!(shown.explanation.starts_with("ub(3) = 60:"), "{}", shown.explanation);
}

#[test]
fn the_next_e_node_is_explained_by_its_upper_bound_ub_not_c() {
    let query = format!("?p=knapsack&{LEVITIN}&quiz=1&seed=5&kind=next-e-node&k=1");
    let rig = quiz::<Knapsack>(&query);
    let shown = rig.driver.shown(None).expect("its answer");
    // After the root, node 2 (with item 1, ub = 76) is expanded: the greatest bound.
    assert!(shown.explanation.contains(", ub = 76."), "{}", shown.explanation);
    assert!(!shown.explanation.contains("c = "), "{}", shown.explanation);
    // A wrong answer's verdict leaves the answer to the explanation: it is said once.
    let wrong = rig.driver.shown(Some(false)).expect("its answer").explanation;
    assert!(wrong.starts_with("Not this time. After node 1, node 2 is expanded"), "{wrong}");
}
