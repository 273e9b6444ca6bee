//! Test yourself on the 15-puzzle (the 8-puzzle): every kind of question on many seeds, the
//! next E-node and the cost of a node among them, against a plain least-cost search written
//! here over boards as vectors (with the reference's moves and ĝ), recording every node.

use super::reference::{estimate, goal, neighbours};
use crate::common::quiz::{check_every_kind, check_question, Truth, TruthNode};
use runut::core::slug::Slugged;
use runut::model::quiz::Quizzed;
use runut::problems::fifteen::model::settings::FifteenSettings;
use runut::problems::fifteen::Fifteen;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// The blank's moves by number (up, right, down, left), in each form the answer takes.
const WORDS: [[&str; 4]; 4] = [
    ["up", "U", "atas", "ke atas"],
    ["right", "R", "kanan", "ke kanan"],
    ["down", "D", "bawah", "ke bawah"],
    ["left", "L", "kiri", "ke kiri"],
];

/// The forms of the blank's moves `moves`.
fn forms(moves: &[u8]) -> Vec<String> {
    let written = |form: usize, separator: &str| -> String {
        moves.iter().map(|&m| WORDS[usize::from(m)][form]).collect::<Vec<_>>().join(separator)
    };
    vec![
        written(0, ", "),
        written(1, " "),
        written(2, ", "),
        written(3, " "),
        written(0, " → ").to_uppercase(),
    ]
}

/// Least cost, ties to the older node, the goal recognised when it is generated.
fn truth(settings: &FifteenSettings) -> Truth {
    let start: Vec<u8> = settings.start.tiles().to_vec();
    let side = usize::from(settings.start.side());
    let mut boards = vec![start.clone()];
    let mut moves: Vec<Vec<u8>> = vec![Vec::new()];
    let cost = |board: &[u8], depth: usize| depth as u32 + estimate(board, side, false);
    let mut truth = Truth::default();
    let root_cost = cost(&start, 0);
    truth.nodes.push(TruthNode { cost: Some(root_cost.to_string()), ..TruthNode::default() });
    let mut heap = BinaryHeap::from([Reverse((root_cost, 0usize))]);
    while let Some(Reverse((_, e))) = heap.pop() {
        truth.expanded.push(e as u32 + 1);
        let came_by = moves[e].last().copied();
        for (m, board) in neighbours(&boards[e].clone(), side) {
            if came_by.is_some_and(|c| m == (c + 2) % 4) {
                continue;
            }
            let mut path = moves[e].clone();
            path.push(m);
            let c = cost(&board, path.len());
            let mut wrong_path = path.clone();
            *wrong_path.last_mut().unwrap() = (m + 2) % 4;
            let is_goal = board == goal(side);
            let whole = if is_goal { forms(&path) } else { Vec::new() };
            let wrong = forms(&wrong_path)[..1].to_vec();
            let node = TruthNode {
                parent: e as u32 + 1,
                right: forms(&path),
                wrong,
                whole,
                cost: Some(c.to_string()),
            };
            truth.nodes.push(node);
            boards.push(board);
            moves.push(path);
            let number = boards.len() as u32;
            if is_goal {
                truth.first = Some(number);
                truth.nodes_at_first = Some(u64::from(number));
                return truth;
            }
            heap.push(Reverse((c, boards.len() - 1)));
        }
    }
    truth
}

#[test]
fn every_kind_of_question_agrees_with_a_plain_least_cost_search() {
    check_every_kind::<Fifteen>(0..40, truth);
}

#[test]
fn the_course_example_is_asked_about_as_the_learners_own_every_kind_shown_where_it_is_known() {
    for &kind in Fifteen::kinds() {
        let query = format!(
            "?p=fifteen&tiles=1,2,3,4,5,6,0,8,9,10,7,11,13,14,15,12&quiz=1&seed=1&kind={}",
            kind.slug()
        );
        check_question::<Fifteen>(&query, kind, &truth);
    }
}

#[test]
fn the_answer_question_asks_for_the_blanks_moves_in_good_grammar() {
    let rig = crate::common::quiz::quiz::<Fifteen>("?p=fifteen&quiz=1&seed=1&kind=first-solution");
    let prompt = rig.driver.prompt().expect("a question");
    assert!(
        prompt
            .ends_with("Write the blank's moves from the start to the goal: the search's answer."),
        "{prompt}"
    );
}

#[test]
fn a_position_that_cannot_reach_the_goal_is_replaced_by_the_seeds_with_one_notice() {
    use runut::model::quiz::act::QuizAction;
    use runut::model::quiz::page::QuizPage;
    use runut::problems::fifteen::core::Position;
    let unreachable = "1,2,3,4,5,6,7,8,9,10,11,12,13,15,14,0";
    let mut rig = crate::common::quiz::quiz::<Fifteen>(&format!(
        "?p=fifteen&tiles={unreachable}&quiz=1&seed=3"
    ));
    let said = |rig: &crate::common::workers::Rig<QuizPage<Fifteen>>| rig.driver.notices().to_vec();
    assert!(rig.driver.prompt().is_some(), "a question, on another position");
    let notices = said(&rig);
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(notices[0].contains("cannot reach the goal"), "{notices:?}");
    assert!(!notices[0].contains("another kind"), "{notices:?}");
    assert_ne!(rig.driver.settings().start, Position::parse(unreachable).unwrap());
    for _ in 0..3 {
        rig.act(QuizAction::Next);
        rig.settle();
        assert!(rig.driver.prompt().is_some(), "the next question");
        assert_eq!(said(&rig), notices, "no notice twice");
    }
}
