//! Test yourself on the maze search: every kind of question on many seeds, against the
//! chapter's search walked again here over (row, column) pairs, recording every node; a path
//! written as its cells, with or without the start, or as its directions (spaced or run
//! together, in either language).

use crate::common::quiz::{check_every_kind, check_question, quiz, Truth, TruthNode};
use runut::core::grid::Square;
use runut::model::quiz::question::{grade, Grade};
use runut::model::quiz::Kind;
use runut::problems::labyrinth::model::settings::LabyrinthSettings;
use runut::problems::labyrinth::Labyrinth;

/// The step of a direction's letter.
fn delta(letter: char) -> (i32, i32) {
    match letter {
        'E' => (0, 1),
        'S' => (1, 0),
        'W' => (0, -1),
        _ => (-1, 0),
    }
}

/// The forms of a path of cells (row, column) from 0, the start first.
fn forms(path: &[(i32, i32)]) -> Vec<String> {
    let cells: Vec<String> = path.iter().map(|(r, c)| format!("({},{})", r + 1, c + 1)).collect();
    let pairs: Vec<String> = path.iter().map(|(r, c)| format!("{} {}", r + 1, c + 1)).collect();
    let mut forms = vec![cells.join(" "), cells[1..].join(" "), pairs.join(", ")];
    let letters: String = path
        .windows(2)
        .map(|p| match (p[1].0 - p[0].0, p[1].1 - p[0].1) {
            (0, 1) => 'E',
            (1, 0) => 'S',
            (0, -1) => 'W',
            _ => 'N',
        })
        .collect();
    if !letters.is_empty() {
        let indonesian = letters.replace('E', "T").replace('W', "B").replace('N', "U");
        for run in [letters, indonesian] {
            forms.push(run.chars().map(String::from).collect::<Vec<_>>().join(" "));
            forms.push(run);
        }
    }
    forms
}

/// Walks on from the last cell of `path`, the node numbered `parent`.
fn walk(
    s: &LabyrinthSettings,
    walls: &[Square],
    parent: u32,
    path: &mut Vec<(i32, i32)>,
    truth: &mut Truth,
) {
    let at = *path.last().unwrap();
    if at == (i32::from(s.goal.row), i32::from(s.goal.col)) {
        return;
    }
    for letter in s.order.letters().chars() {
        let (dr, dc) = delta(letter);
        let next = (at.0 + dr, at.1 + dc);
        if next.0 < 0 || next.1 < 0 || next.0 >= i32::from(s.rows) || next.1 >= i32::from(s.cols) {
            continue;
        }
        let number = truth.nodes.len() as u32 + 1;
        let wall = walls.contains(&Square::new(next.0 as u16, next.1 as u16));
        let dead = wall || path.contains(&next);
        path.push(next);
        let goal = !dead && next == (i32::from(s.goal.row), i32::from(s.goal.col));
        let mut wrong_path = path.clone();
        wrong_path.pop();
        wrong_path.push(at);
        let wrong = forms(&wrong_path)[..1].to_vec();
        let whole = if goal { forms(path) } else { Vec::new() };
        truth.nodes.push(TruthNode { parent, right: forms(path), wrong, whole, cost: None });
        if goal && truth.first.is_none() {
            truth.first = Some(number);
            truth.nodes_at_first = Some(u64::from(number));
        }
        if !dead {
            walk(s, walls, number, path, truth);
        }
        path.pop();
    }
}

/// The whole tree of `settings`' labyrinth.
fn truth(settings: &LabyrinthSettings) -> Truth {
    let start = (i32::from(settings.start.row), i32::from(settings.start.col));
    let mut truth = Truth { nodes: vec![TruthNode::default()], ..Truth::default() };
    walk(settings, &settings.walls, 1, &mut vec![start], &mut truth);
    truth.total = Some(truth.nodes.len() as u64);
    truth
}

#[test]
fn every_kind_of_question_agrees_with_the_tree_walked_again() {
    check_every_kind::<Labyrinth>(0..40, truth);
}

#[test]
fn the_learners_own_labyrinth_is_asked_about() {
    let query = "?p=labyrinth&rows=3&cols=3&walls=1,1&start=0,0&goal=2,2&order=ESWN&quiz=1&seed=2&kind=first-solution";
    check_question::<Labyrinth>(query, Kind::FirstSolution, &truth);
}

#[test]
fn a_path_stepping_off_the_grid_is_wrong_and_never_panics() {
    let query = "?p=labyrinth&rows=3&cols=3&walls=1,1&start=0,0&goal=2,2&order=ESWN&quiz=1&seed=2&kind=first-solution";
    let rig = quiz::<Labyrinth>(query);
    let page = &rig.driver;
    let question = page.question().expect("a question");
    for answer in ["N", "W W", "E E E E E E", "SSSSSSSS", "U B"] {
        let graded = grade::<Labyrinth>(page.settings(), question, answer);
        assert_eq!(graded, Grade::Wrong, "{answer:?}");
    }
}
