//! The drawn tree's texts never run into each other: on every search page, at moments along
//! its search, every edge label, dead node's mark, folded subtree's summary and note stands
//! clear of every other text and of every other node's circle, with the tree drawn as the page
//! draws it (whole while there is room, finished subtrees folded when not).

use crate::common::workers::Rig;
use runut::core::search::tree::TreeNode;
use runut::core::search::Trail;
use runut::model::driver::RunState;
use runut::model::page::drawn_tree::{draw_tree, TreeDrawing, RADIUS};
use runut::model::page::{Browser, SearchPage, SearchProblem};
use runut::model::query::query_pairs;
use runut::problems::colouring::model::Colouring;
use runut::problems::hamilton::model::Hamilton;
use runut::problems::knight::model::Knight;
use runut::problems::maze_search::model::MazeSearch;
use runut::problems::queens::model::Queens;
use runut::problems::subsets::model::Subsets;
use std::fmt::Debug;

/// How many nodes the tree view draws whole before it folds finished subtrees (its `ROOM`).
const ROOM: usize = 120;

/// The page `P` for `query`, paused at its moment, its workers settled.
fn paused<P: SearchProblem>(query: &str) -> Rig<SearchPage<P>> {
    let browser = Browser { cores: 1, ..Browser::default() };
    let mut rig = Rig::new(SearchPage::<P>::open(&query_pairs(query), Vec::new(), browser));
    rig.settle();
    rig
}

/// What in `drawing` runs into what, in words.
fn collisions(drawing: &TreeDrawing) -> Vec<String> {
    let boxes = drawing.text_boxes();
    let meets = |a: &[f64; 4], b: &[f64; 4]| a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
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
                wrong.push(format!("node {n}'s text {a:?} covers node {}", node.placed.node.number));
            }
        }
    }
    wrong
}

/// Checks the tree of `P`'s page for `query` at node `at` of its search, for every `at` of
/// `moments`, and at its end.
fn check<P, R>(query: &str, moments: impl IntoIterator<Item = u64>)
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

#[test]
fn the_dodecahedrons_folded_tree_keeps_its_labels_apart() {
    // The picture: "x₂=2x₂=1(x₂=11" and "+12,375+12,375" ran together here.
    check::<Hamilton, _>("?p=hamilton&graph=dodecahedron&mode=all", (1..12).map(|k| k * 2_500));
}

#[test]
fn every_search_pages_tree_keeps_its_texts_apart() {
    check::<Subsets, _>("?p=subsets&mode=all", 2..18);
    check::<Subsets, _>("?p=subsets&w=5,10,12,13,15,18&m=30&mode=all", (1..40).map(|k| k * 3));
    check::<Colouring, _>("?p=colouring&graph=petersen&m=3&mode=all", (1..20).map(|k| k * 150));
    check::<Hamilton, _>("?p=hamilton&mode=all", 2..30);
    check::<MazeSearch, _>("?p=labyrinth&mode=all", (1..20).map(|k| k * 15));
    check::<Queens, _>("?p=queens&n=6&mode=all", (1..20).map(|k| k * 40));
    check::<Knight, _>("?p=knight&rows=5&cols=5&algo=backtracking", (1..20).map(|k| k * 500));
}

#[test]
fn the_sum_of_subsets_tree_writes_each_nodes_running_sum_where_there_is_room() {
    let rig = paused::<Subsets>("?p=subsets&w=11,13,24,7&m=31&mode=all&at=17");
    let levels = rig.driver.trail().tree().levels().to_vec();
    let drawing = draw_tree::<Subsets>(rig.driver.settings(), &levels, &|_| true, true);
    let note = |n: u64| {
        let node = drawing.nodes.iter().find(|d| d.placed.node.number == n).expect("drawn");
        node.note.as_ref().map(|l| l.text.clone())
    };
    // Sorted 7, 11, 13, 24: node 4 (7 + 11 + 13) is the first solution, node 3 takes 7 and 11.
    assert_eq!((note(1), note(3), note(4)), (Some("0".into()), Some("18".into()), Some("31".into())));
    let crowded = draw_tree::<Subsets>(rig.driver.settings(), &levels, &|_| true, false);
    assert!(crowded.nodes.iter().all(|n| n.note.is_none()), "no notes without room");
}
