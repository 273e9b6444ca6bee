//! The graph editor's model: clicks add vertices and toggle edges, drags move, Delete removes,
//! undo and redo walk back and forth, and the keyboard's twin does what the clicks do.

use runut::core::graph::{named, Graph, Point, MAX_VERTICES};
use runut::model::graph::editor::{Edit, Editor};

const fn at(x: u16, y: u16) -> Point {
    Point { x, y }
}

#[test]
fn clicks_draw_a_triangle_and_a_second_click_removes_an_edge() {
    let mut editor = Editor::default();
    for p in [at(500, 100), at(900, 800), at(100, 800)] {
        assert!(editor.apply(Edit::ClickEmpty(p)));
    }
    for (u, v) in [(0, 1), (1, 2), (2, 0)] {
        assert!(!editor.apply(Edit::ClickVertex(u)));
        assert_eq!(editor.selected(), Some(u));
        assert!(editor.apply(Edit::ClickVertex(v)));
        assert_eq!(editor.selected(), None);
    }
    let triangle = Graph::with_edges(3, &[(0, 1), (1, 2), (0, 2)]);
    assert_eq!(editor.graph().edges(), triangle.edges());
    assert_eq!(editor.graph().points(), &[at(500, 100), at(900, 800), at(100, 800)]);
    // The same vertex twice only deselects; a second click on a pair removes its edge.
    editor.apply(Edit::ClickVertex(1));
    assert!(!editor.apply(Edit::ClickVertex(1)));
    editor.apply(Edit::ClickVertex(1));
    assert!(editor.apply(Edit::ClickVertex(0)));
    assert_eq!(editor.graph().edges(), vec![(0, 2), (1, 2)]);
}

#[test]
fn undo_and_redo_walk_every_change_back_and_forth() {
    let mut editor = Editor::new(named("house").unwrap());
    let mut seen = vec![editor.graph().clone()];
    let edits = [
        Edit::Toggle(0, 2),
        Edit::Move(4, at(10, 10)),
        Edit::Select(Some(1)),
        Edit::Delete,
        Edit::Add,
        Edit::Remove(0),
        Edit::ClickEmpty(at(300, 300)),
    ];
    for edit in edits {
        if editor.apply(edit) {
            seen.push(editor.graph().clone());
        }
    }
    assert_eq!(seen.len(), 7);
    for back in seen.iter().rev().skip(1) {
        assert!(editor.apply(Edit::Undo));
        assert_eq!(editor.graph(), back);
    }
    assert!(!editor.apply(Edit::Undo));
    for forward in seen.iter().skip(1) {
        assert!(editor.apply(Edit::Redo));
        assert_eq!(editor.graph(), forward);
    }
    assert!(!editor.can_redo());
    // A new change forgets what could be redone.
    editor.apply(Edit::Undo);
    editor.apply(Edit::Add);
    assert!(!editor.can_redo());
}

#[test]
fn delete_removes_the_selected_vertex_and_renumbers_the_rest() {
    let mut editor = Editor::new(named("house").unwrap());
    assert!(!editor.apply(Edit::Delete), "nothing selected");
    editor.apply(Edit::Select(Some(1)));
    assert!(editor.apply(Edit::Delete));
    assert_eq!(editor.graph().len(), 4);
    assert_eq!(editor.graph().edges(), vec![(0, 2), (0, 3), (1, 2), (2, 3)]);
    assert_eq!(editor.selected(), None);
}

#[test]
fn the_last_vertex_goes_too_and_clear_leaves_the_empty_graph_to_draw_on() {
    // Removing the last vertex (by the button or Delete) leaves the empty graph.
    let mut single = Editor::new(Graph::empty(1));
    assert!(single.apply(Edit::Remove(0)));
    assert!(single.graph().is_empty());
    assert!(single.apply(Edit::Undo));
    single.apply(Edit::Select(Some(0)));
    assert!(single.apply(Edit::Delete));
    assert!(single.graph().is_empty());
    // Clear empties any graph, undoably; nothing to clear changes nothing.
    let mut editor = Editor::new(named("petersen").unwrap());
    editor.apply(Edit::Select(Some(3)));
    assert!(editor.apply(Edit::Clear));
    assert_eq!((editor.graph().len(), editor.selected()), (0, None));
    assert!(!editor.apply(Edit::Clear));
    // The empty graph is drawn on as any other.
    assert!(editor.apply(Edit::ClickEmpty(at(100, 100))));
    assert!(editor.apply(Edit::Add));
    assert_eq!(editor.graph().len(), 2);
    editor.apply(Edit::Undo);
    editor.apply(Edit::Undo);
    editor.apply(Edit::Undo);
    assert_eq!(editor.graph(), &named("petersen").unwrap());
}

#[test]
fn a_full_graph_says_so_and_takes_no_vertex() {
    let mut editor = Editor::new(Graph::empty(MAX_VERTICES - 1));
    assert!(!editor.is_full());
    assert!(editor.apply(Edit::Add));
    assert!(editor.is_full());
    assert!(!editor.apply(Edit::Add));
    assert!(!editor.apply(Edit::ClickEmpty(at(10, 10))));
    editor.apply(Edit::Remove(0));
    assert!(!editor.is_full());
}

#[test]
fn the_keyboard_twin_draws_what_clicks_draw() {
    let mut clicked = Editor::new(Graph::empty(2));
    clicked.apply(Edit::ClickVertex(0));
    clicked.apply(Edit::ClickVertex(1));
    let mut typed = Editor::new(Graph::empty(2));
    typed.apply(Edit::Select(Some(0)));
    typed.apply(Edit::Toggle(0, 1));
    assert_eq!(clicked.graph().edges(), typed.graph().edges());
    // Added vertices go where no vertex is, up to thirty.
    for _ in 0..40 {
        typed.apply(Edit::Add);
    }
    assert_eq!(typed.graph().len(), MAX_VERTICES);
    assert!(!typed.apply(Edit::ClickEmpty(at(1, 1))));
}

#[test]
fn a_graph_shown_from_elsewhere_can_be_undone() {
    let mut editor = Editor::new(named("triangle").unwrap());
    editor.show(&named("triangle").unwrap());
    assert!(!editor.can_undo(), "the same graph changes nothing");
    editor.show(&named("petersen").unwrap());
    assert_eq!(editor.graph().len(), 10);
    editor.apply(Edit::Undo);
    assert_eq!(editor.graph(), &named("triangle").unwrap());
}
