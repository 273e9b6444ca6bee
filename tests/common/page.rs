//! Checks of a search page's model every problem's tests run on its own page: the drawn tree's
//! texts never run into each other, and every solution listed shows on the board.

use crate::common::workers::Rig;
use runut::core::grid::Square;
use runut::core::search::tree::TreeNode;
use runut::core::search::{Replay, Trail};
use runut::model::driver::{Control, RunState};
use runut::model::page::drawn_tree::{draw_tree, TreeDrawing, RADIUS};
use runut::model::page::{Browser, SearchAction, SearchPage, SearchProblem};
use runut::model::query::query_pairs;
use runut::model::speed::Speed;
use std::fmt::Debug;

/// How many nodes the tree view draws whole before it folds finished subtrees (its `ROOM`).
const ROOM: usize = 120;

/// The page `P` for `query`, paused at its moment, its workers settled.
pub fn paused<P: SearchProblem>(query: &str) -> Rig<SearchPage<P>> {
    let browser = Browser { cores: 1, ..Browser::default() };
    let mut rig = Rig::new(SearchPage::<P>::open(&query_pairs(query), Vec::new(), browser));
    rig.settle();
    rig
}

/// What in `drawing` runs into what, in words.
fn collisions(drawing: &TreeDrawing) -> Vec<String> {
    let boxes = drawing.text_boxes();
    let meets =
        |a: &[f64; 4], b: &[f64; 4]| a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
    let mut wrong = Vec::new();
    for (i, (n, a)) in boxes.iter().enumerate() {
        for (m, b) in &boxes[i + 1..] {
            if meets(a, b) {
                wrong.push(format!("node {n}'s text {a:?} meets node {m}'s {b:?}"));
            }
        }
        for node in drawing.nodes.iter().filter(|node| node.placed.node.number != *n) {
            let (x, y) = node.centre;
            let circle = [x - RADIUS, y - RADIUS, x + RADIUS, y + RADIUS];
            if meets(a, &circle) {
                wrong
                    .push(format!("node {n}'s text {a:?} covers node {}", node.placed.node.number));
            }
        }
    }
    wrong
}

/// Checks the tree of `P`'s page for `query` at node `at` of its search, for every `at` of
/// `moments`, and at its end.
pub fn check_tree_texts<P, R>(query: &str, moments: impl IntoIterator<Item = u64>)
where
    P: SearchProblem<Replay = Trail<R>>,
    R: Copy + Debug + PartialEq + serde::Serialize + serde::de::DeserializeOwned + 'static,
{
    let ends = [None];
    for at in moments.into_iter().map(Some).chain(ends) {
        let link = match at {
            Some(node) => format!("{query}&at={node}"),
            None => format!("{query}&run=1&speed=max"),
        };
        let mut rig = paused::<P>(&link);
        if at.is_none() {
            rig.run_until(|p| p.run_state() == RunState::Finished);
        }
        let levels = rig.driver.trail().tree().levels().to_vec();
        let whole: usize = levels.iter().flatten().map(|n| 1 + n.kept_below()).sum();
        let room = whole <= ROOM;
        let unfolded = |_: &TreeNode| room;
        let drawing = draw_tree::<P>(rig.driver.settings(), &levels, &unfolded, room);
        assert!(drawing.nodes.len() > 1, "{link}: a tree is drawn");
        let wrong = collisions(&drawing);
        assert!(wrong.is_empty(), "{link}: {}", wrong.join("\n"));
    }
}

/// How many frames a run may take to finish before a test calls it hung.
const FRAMES: usize = 20_000;

/// Plays frames until the run is over; says where it stands if it never ends (`what`: what
/// was done before).
pub fn finishes<P: SearchProblem>(rig: &mut Rig<SearchPage<P>>, what: &str) {
    for _ in 0..FRAMES {
        if rig.driver.run_state() == RunState::Finished {
            return;
        }
        rig.frame();
    }
    let nodes = rig.driver.trail().stats().nodes;
    let state = rig.driver.run_state();
    panic!("?p={}: {what}: still {state:?} at node {nodes} after {FRAMES} frames", P::SLUG);
}

/// The solutions `P`'s page lists for `query` run to its end at `speed`, and the page after.
fn listed<P: SearchProblem>(query: &str, speed: Speed) -> (Vec<Vec<Square>>, Rig<SearchPage<P>>) {
    let browser = Browser { cores: 2, ..Browser::default() };
    let mut rig = Rig::new(SearchPage::<P>::open(&query_pairs(query), Vec::new(), browser));
    rig.settle();
    rig.act(SearchAction::Control(Control::SetSpeed(speed)));
    rig.act(SearchAction::Control(Control::Play));
    finishes(&mut rig, query);
    rig.settle();
    (rig.driver.solutions(), rig)
}

/// Checks that `P`'s page lists the same solutions after a run at max speed as after watching
/// every event, and that a click on each shows it on the board (and a control leaves it).
pub fn solutions_shown<P: SearchProblem>(query: &str) {
    let (watched, _) = listed::<P>(query, Speed::PerSecond(100_000.0));
    let (flat, mut rig) = listed::<P>(query, Speed::Max);
    assert!(watched.len() > 1, "{query}: several solutions");
    assert_eq!(flat, watched, "{query}: the worker's list is the events' list");
    for (k, solution) in flat.iter().enumerate() {
        rig.act(SearchAction::View(Some(k)));
        assert_eq!(rig.driver.shown_path(), *solution, "{query}: solution {k} on the board");
    }
    rig.act(SearchAction::View(None));
    assert_eq!(rig.driver.shown_path(), rig.driver.trail().path(), "{query}: back to the search");
}
