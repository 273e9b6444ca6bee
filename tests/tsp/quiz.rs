//! Test yourself on the travelling salesman: every kind of question on many seeds, the next
//! E-node and a node's cost among them, against a plain least-cost search written here with
//! its own reduced cost matrices (over rows of `Option<u32>`), each complete tour's cost checked
//! against its weight and the answer against every tour; a tour written from city 1, with or
//! without the return.

use crate::common::quiz::{
    changed, check_every_kind, check_question, least_cost_truth, quiz, tuple_forms, PlainChild,
    Truth, TruthNode,
};
use runut::core::slug::Slugged;
use runut::model::quiz::question::{grade, Grade};
use runut::model::quiz::Kind;
use runut::problems::tsp::core::Graph;
use runut::problems::tsp::model::settings::TspSettings;
use runut::problems::tsp::Tsp;

/// A matrix of reduced costs, `None` for ∞.
type Rows = Vec<Vec<Option<u32>>>;

/// A node: its tour (cities from 0, city 0 first), its reduced matrix and its cost.
#[derive(Clone)]
struct Node {
    tour: Vec<usize>,
    rows: Rows,
    cost: u32,
}

/// Subtracts each listed row's least entry from it, then each listed column's: what it
/// subtracted in all, or `None` if a listed row or column is all ∞.
fn reduce(rows: &mut Rows, reduce_rows: &[usize], reduce_cols: &[usize]) -> Option<u32> {
    let n = rows.len();
    let mut total = 0;
    for &r in reduce_rows {
        let least = rows[r].iter().flatten().min().copied()?;
        rows[r].iter_mut().flatten().for_each(|e| *e -= least);
        total += least;
    }
    for &c in reduce_cols {
        let least = (0..n).filter_map(|r| rows[r][c]).min()?;
        (0..n).for_each(|r| {
            if let Some(e) = rows[r][c].as_mut() {
                *e -= least;
            }
        });
        total += least;
    }
    Some(total)
}

/// The weight of `tour`, back to city 0, in `settings`' graph.
fn weight(settings: &TspSettings, tour: &[usize]) -> u32 {
    let road = |a: usize, b: usize| settings.graph.weight(a as u8, b as u8).expect("a road");
    let back = road(*tour.last().unwrap(), tour[0]);
    tour.windows(2).map(|p| road(p[0], p[1])).sum::<u32>() + back
}

/// The children of `node`: the unvisited cities in order, each along a road that exists; row i
/// and column j become ∞, and the road from j back to city 0 unless j is the last city.
fn children(settings: &TspSettings, node: &Node) -> Vec<PlainChild<Node>> {
    let n = node.rows.len();
    let from = *node.tour.last().unwrap();
    let mut out = Vec::new();
    for to in (0..n).filter(|c| !node.tour.contains(c)) {
        let Some(edge) = node.rows[from][to] else { continue };
        let mut rows = node.rows.clone();
        (0..n).for_each(|k| {
            rows[from][k] = None;
            rows[k][to] = None;
        });
        let mut tour = node.tour.clone();
        tour.push(to);
        let complete = tour.len() == n;
        if !complete {
            rows[to][0] = None;
        }
        let unvisited: Vec<usize> = (0..n).filter(|c| !tour.contains(c)).collect();
        let reduce_rows: Vec<usize> = unvisited.iter().copied().chain([to]).collect();
        let reduce_cols: Vec<usize> = unvisited.iter().copied().chain([0]).collect();
        let reduced = reduce(&mut rows, &reduce_rows, &reduce_cols);
        let cost = node.cost + edge + reduced.unwrap_or(0);
        let dead = reduced.is_none();
        let solution = (complete && !dead).then(|| {
            assert_eq!(cost, weight(settings, &tour), "a complete tour costs its weight");
            (i64::from(cost), 1)
        });
        out.push(PlainChild {
            state: Node { tour, rows, cost },
            cost: (i64::from(cost), 1),
            dead,
            solution,
        });
    }
    out
}

/// The forms of a partial tour `x` (cities from 1, city 1 first).
fn forms(x: &[u64]) -> Vec<String> {
    let joined: Vec<String> = x.iter().map(u64::to_string).collect();
    let mut forms = tuple_forms(x);
    forms.push(joined.join("-"));
    forms.push(joined.join(" → "));
    forms.push(joined[1..].join(","));
    forms
}

/// The forms of a whole tour `x`, with and without the return to city 1.
fn whole_forms(x: &[u64]) -> Vec<String> {
    let mut back = x.to_vec();
    back.push(1);
    let mut forms = forms(x);
    forms.extend(tuple_forms(&back));
    let joined: Vec<String> = back.iter().map(u64::to_string).collect();
    forms.push(joined.join("-"));
    forms.push(format!("{} ", joined.join(" - ")));
    forms
}

/// The node's tour written (cities from 1) in every form.
fn written(node: &Node) -> TruthNode {
    let x: Vec<u64> = node.tour.iter().map(|&c| c as u64 + 1).collect();
    let n = node.rows.len();
    let whole = if x.len() == n { whole_forms(&x) } else { Vec::new() };
    let wrong = tuple_forms(&changed(&x, n as u64))[..1].to_vec();
    TruthNode { right: forms(&x), wrong, whole, ..TruthNode::default() }
}

/// The least weight of a tour from city 0, trying every order of the other cities.
fn lightest(settings: &TspSettings) -> u32 {
    fn orders(rest: &mut Vec<usize>, k: usize, each: &mut dyn FnMut(&[usize])) {
        if k == rest.len() {
            each(rest);
        }
        for i in k..rest.len() {
            rest.swap(k, i);
            orders(rest, k + 1, each);
            rest.swap(k, i);
        }
    }
    let n = settings.cities();
    let mut best = u32::MAX;
    orders(&mut (1..n).collect(), 0, &mut |rest| {
        let tour: Vec<usize> = std::iter::once(0).chain(rest.iter().copied()).collect();
        best = best.min(weight(settings, &tour));
    });
    best
}

/// The whole tree of `settings`' roads, searched with the reduced matrix.
fn truth(settings: &TspSettings) -> Truth {
    let n = settings.cities();
    let mut rows: Rows =
        (0..n).map(|r| (0..n).map(|c| settings.graph.weight(r as u8, c as u8)).collect()).collect();
    let every: Vec<usize> = (0..n).collect();
    let cost = reduce(&mut rows, &every, &every).expect("every city has roads");
    let root = Node { tour: vec![0], rows, cost };
    let truth = least_cost_truth(
        (root, (i64::from(cost), 1)),
        false,
        |node| children(settings, node),
        written,
    );
    let answer = truth.first.expect("a tour");
    let tour: Vec<usize> = truth.nodes[answer as usize - 1].right[1]
        .split(' ')
        .map(|c| c.parse::<usize>().unwrap() - 1)
        .collect();
    assert_eq!(weight(settings, &tour), lightest(settings), "the answer is the lightest tour");
    truth
}

#[test]
fn every_kind_of_question_agrees_with_a_plain_least_cost_search() {
    check_every_kind::<Tsp>(0..40, truth);
}

#[test]
fn the_textbooks_five_cities_are_asked_about_as_the_learners_own() {
    for kind in [Kind::FirstSolution, Kind::FirstNode, Kind::NodesToFirst, Kind::CostOf] {
        let query = format!("?p=tsp&w={}&quiz=1&seed=3&kind={}", TEXTBOOK, kind.slug());
        check_question::<Tsp>(&query, kind, &truth);
    }
}

/// Horowitz and Sahni's five cities.
const TEXTBOOK: &str = "x,20,30,10,11;15,x,16,4,2;3,5,x,2,4;19,6,18,x,3;16,4,7,16,x";

#[test]
fn the_textbooks_tour_is_1_4_2_5_3_1_written_with_or_without_the_return() {
    let query = format!("?p=tsp&w={TEXTBOOK}&quiz=1&seed=3&kind=first-solution");
    let rig = quiz::<Tsp>(&query);
    let page = &rig.driver;
    let question = page.question().expect("a question");
    for answer in ["1-4-2-5-3-1", "1-4-2-5-3", "4 2 5 3", "(1, 4, 2, 5, 3, 1)", "x = (1,4,2,5,3)"] {
        assert_eq!(grade::<Tsp>(page.settings(), question, answer), Grade::Correct, "{answer}");
    }
    for answer in ["1-2-4-5-3-1", "1-4-2-5", "1-4-2-5-3-1-1", "1-4-2-9-3"] {
        assert_eq!(grade::<Tsp>(page.settings(), question, answer), Grade::Wrong, "{answer}");
    }
}

#[test]
fn a_random_graphs_seed_stays_the_pages_and_the_quizs_its_own() {
    let rig = quiz::<Tsp>("?p=tsp&n=5&seed=3&quiz=1&seed=9&kind=first-node");
    let page = &rig.driver;
    assert_eq!(page.settings().graph, Graph::random(5, 3, false));
    assert_eq!((page.seed(), page.notices()), (9, &[] as &[String]));
    let link = page.link();
    assert!(
        link.starts_with("?p=tsp&n=5&seed=3&") && link.ends_with("&quiz=1&seed=9&kind=first-node"),
        "{link}"
    );
}
