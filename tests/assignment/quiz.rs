//! Test yourself on the job assignment: every kind of question on many seeds, the next E-node
//! and a node's lower bound among them, against a plain best-first search written here over
//! the cost rows (the jobs given, plus each free person's cheapest free job), the answer
//! checked against every assignment; an assignment written as each person's job, with or
//! without the last person's (forced), or person by person.

use crate::common::quiz::{
    changed, check_every_kind, check_question, least_cost_truth, quiz, tuple_forms, PlainChild,
    Truth, TruthNode,
};
use runut::core::slug::Slugged;
use runut::model::quiz::question::{grade, Grade};
use runut::model::quiz::Kind;
use runut::problems::assignment::model::settings::AssignmentSettings;
use runut::problems::assignment::Assignment;

/// The costs: `rows[person][job]`.
type Rows = Vec<Vec<i64>>;

/// The jobs given so far (from 0), person 0 first.
type Jobs = Vec<usize>;

/// The lower bound of `jobs`: what they cost, plus each free person's cheapest free job.
fn bound(rows: &Rows, jobs: &Jobs) -> i64 {
    let n = rows.len();
    let given: i64 = jobs.iter().enumerate().map(|(p, &j)| rows[p][j]).sum();
    let free = (jobs.len()..n).map(|p| {
        (0..n).filter(|j| !jobs.contains(j)).map(|j| rows[p][j]).min().expect("a free job")
    });
    given + free.sum::<i64>()
}

/// The next person's children: each free job in order; the last person's job is given with
/// the one before it.
fn children(rows: &Rows, jobs: &Jobs) -> Vec<PlainChild<Jobs>> {
    let n = rows.len();
    (0..n)
        .filter(|j| !jobs.contains(j))
        .map(|j| {
            let mut child = jobs.clone();
            child.push(j);
            if child.len() + 1 == n {
                child.push((0..n).find(|k| !child.contains(k)).expect("one job is left"));
            }
            let cost = (bound(rows, &child), 1);
            let solution = (child.len() == n).then_some(cost);
            PlainChild { state: child, cost, dead: false, solution }
        })
        .collect()
}

/// The forms of jobs `x` (from 1, person a first).
fn forms(x: &[u64]) -> Vec<String> {
    let mut forms = tuple_forms(x);
    let pairs: Vec<String> = x
        .iter()
        .enumerate()
        .map(|(p, j)| format!("{} → {j}", char::from(b'a' + p as u8)))
        .collect();
    forms.push(pairs.join(", "));
    let reversed: Vec<String> = x
        .iter()
        .enumerate()
        .rev()
        .map(|(p, j)| format!("{}={j}", char::from(b'A' + p as u8)))
        .collect();
    forms.push(reversed.join(" "));
    forms
}

/// The node's jobs in every form (a complete node's with and without the last person's).
fn written(n: usize, jobs: &Jobs) -> TruthNode {
    let x: Vec<u64> = jobs.iter().map(|&j| j as u64 + 1).collect();
    let mut right = forms(&x);
    if x.len() == n {
        right.extend(forms(&x[..n - 1]));
    }
    let whole = if x.len() == n { right.clone() } else { Vec::new() };
    let mut other = x.clone();
    other.truncate(n - 1);
    let wrong = tuple_forms(&changed(&other, n as u64))[..1].to_vec();
    TruthNode { right, wrong, whole, ..TruthNode::default() }
}

/// The least cost of any assignment, trying every one.
fn least(rows: &Rows, jobs: &mut Jobs) -> i64 {
    let n = rows.len();
    if jobs.len() == n {
        return jobs.iter().enumerate().map(|(p, &j)| rows[p][j]).sum();
    }
    let mut best = i64::MAX;
    for j in 0..n {
        if !jobs.contains(&j) {
            jobs.push(j);
            best = best.min(least(rows, jobs));
            jobs.pop();
        }
    }
    best
}

/// The whole tree of `settings`' costs, searched best first with Levitin's lower bound.
fn truth(settings: &AssignmentSettings) -> Truth {
    let costs = &settings.costs;
    let n = costs.len();
    let rows: Rows =
        (0..n).map(|p| (0..n).map(|j| i64::from(costs.cost(p, j as u8))).collect()).collect();
    let root: Jobs = Vec::new();
    let truth = least_cost_truth(
        (root.clone(), (bound(&rows, &root), 1)),
        false,
        |jobs| children(&rows, jobs),
        |jobs| written(n, jobs),
    );
    let answer = &truth.nodes[truth.first.expect("an answer") as usize - 1];
    let jobs: Jobs = answer.right[1].split(' ').map(|j| j.parse::<usize>().unwrap() - 1).collect();
    let cost: i64 = jobs.iter().enumerate().map(|(p, &j)| rows[p][j]).sum();
    assert_eq!(cost, least(&rows, &mut Vec::new()), "the answer costs the least");
    truth
}

#[test]
fn every_kind_of_question_agrees_with_a_plain_best_first_search() {
    check_every_kind::<Assignment>(0..40, truth);
}

#[test]
fn levitins_four_people_are_asked_about_as_the_learners_own() {
    let levitin = "9,2,7,8;6,4,3,7;5,8,1,8;7,6,9,4";
    for kind in [Kind::FirstSolution, Kind::NextENode, Kind::CostOf, Kind::ParentOf] {
        let query = format!("?p=assignment&c={levitin}&quiz=1&seed=5&kind={}", kind.slug());
        check_question::<Assignment>(&query, kind, &truth);
    }
}

#[test]
fn levitins_answer_is_b_c_a_d_written_by_number_or_by_person() {
    let query = "?p=assignment&c=9,2,7,8;6,4,3,7;5,8,1,8;7,6,9,4&quiz=1&seed=5&kind=first-solution";
    let rig = quiz::<Assignment>(query);
    let page = &rig.driver;
    let question = page.question().expect("a question");
    let right =
        ["2, 1, 3, 4", "(2,1,3)", "a → 2, b → 1, c → 3, d → 4", "d4 c3 b1 a2", "a-2 b-1 c-3"];
    for answer in right {
        let graded = grade::<Assignment>(page.settings(), question, answer);
        assert_eq!(graded, Grade::Correct, "{answer}");
    }
    for answer in ["1, 2, 3, 4", "2, 1", "2, 1, 4, 3", "2, 1, 3, 9", "a → 2, c → 3, d → 4"] {
        let graded = grade::<Assignment>(page.settings(), question, answer);
        assert_eq!(graded, Grade::Wrong, "{answer}");
    }
    for answer in ["a → 2, a → 1", "e → 1", "a →", "2 1 3 4 please"] {
        let graded = grade::<Assignment>(page.settings(), question, answer);
        assert_eq!(graded, Grade::NotUnderstood, "{answer}");
    }
}
