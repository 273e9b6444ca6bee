//! The drawn state-space tree: numbering, folding of finished subtrees, undo, and layout.

use proptest::prelude::*;
use runut::core::grid::{Board, Square};
use runut::core::search::tree::{layout, NodeState, PathTree, TreeNode, KEEP};
use runut::core::search::Search;
use runut::problems::knight::core::{Algorithm, KnightSearch};
use runut::problems::queens::core::Event;
use runut::problems::queens::core::{Mode, QueensSearch};

fn queens_tree(n: u16, mode: Mode, steps: usize) -> (PathTree, Vec<Event>) {
    let mut search = QueensSearch::new(n, mode);
    let mut tree = PathTree::default();
    let events: Vec<Event> = (0..steps).map_while(|_| search.step()).collect();
    events.iter().for_each(|&e| tree.apply(e));
    (tree, events)
}

#[test]
fn the_five_queens_tree_is_the_papers_figure() {
    let (tree, _) = queens_tree(5, Mode::First, usize::MAX);
    let levels = tree.levels();
    // No backtracking happens before node 16, so every node is drawn.
    let numbers: Vec<Vec<u64>> =
        levels.iter().map(|l| l.iter().map(|n| n.number).collect()).collect();
    assert_eq!(
        numbers[..6],
        [vec![1], vec![2], vec![3, 4, 5], vec![6, 7, 8, 9, 10], vec![11, 12], vec![13, 14, 15, 16]]
    );
    let solution = levels[5].last().unwrap();
    assert!(solution.solution);
    assert_eq!(solution.at, Some(Square::new(4, 3)));
    assert!(matches!(levels[2][0].state, NodeState::Killed));
}

#[test]
fn finished_subtrees_fold_into_a_summary() {
    // Six queens: the first row's first column leads nowhere; its subtree folds.
    let mut search = QueensSearch::new(6, Mode::First);
    let mut tree = PathTree::default();
    let mut generated_before_fold = 0;
    while let Some(event) = search.step() {
        tree.apply(event);
        if let (Event::Retreat { depth: 1, .. }, true) = (event, generated_before_fold == 0) {
            generated_before_fold = tree.nodes();
            break;
        }
    }
    let first = &tree.levels()[1][0];
    assert_eq!(first.state, NodeState::Finished);
    assert_eq!(first.descendants, generated_before_fold - first.number);
    assert_eq!(first.solutions_below, 0);
    assert_eq!(tree.levels().len(), 2, "its children leave the path's levels");
    assert_eq!(first.kept_below() as u64, first.descendants, "its small subtree is kept whole");
}

/// Every node drawn when every kept subtree is unfolded, in the order of a depth-first walk.
fn walk(nodes: &[TreeNode], deeper: &[Vec<TreeNode>], out: &mut Vec<u64>) {
    for (i, node) in nodes.iter().enumerate() {
        out.push(node.number);
        if i + 1 == nodes.len() && !deeper.is_empty() {
            walk(&deeper[0], &deeper[1..], out);
        } else if let Some(kids) = node.kids() {
            walk(kids, &[], out);
        }
    }
}

#[test]
fn a_small_tree_keeps_every_node_in_generation_order() {
    for n in 1..=6u16 {
        for mode in [Mode::First, Mode::All] {
            let (tree, _) = queens_tree(n, mode, usize::MAX);
            let mut numbers = Vec::new();
            if let Some((first, deeper)) = tree.levels().split_first() {
                walk(first, deeper, &mut numbers);
            }
            if tree.nodes() as usize <= KEEP {
                // Depth-first order is generation order: the numbers are 1, 2, … in the walk.
                let expected: Vec<u64> = (1..=tree.nodes()).collect();
                assert_eq!(numbers, expected, "n = {n}, {mode:?}");
            } else {
                assert!(numbers.len() < tree.nodes() as usize, "n = {n}: beyond KEEP, summaries");
            }
        }
    }
}

#[test]
fn knight_trees_start_at_the_start_square() {
    let board = Board::new(5, 5).unwrap();
    let mut search = KnightSearch::new(board, Square::new(0, 0), Algorithm::Backtracking, false);
    let mut tree = PathTree::default();
    for _ in 0..10 {
        tree.apply(search.step().unwrap());
    }
    assert_eq!(tree.levels()[0][0].number, 1);
    assert_eq!(tree.levels()[0][0].at, Some(Square::new(0, 0)));
}

proptest! {
    /// Undoing every event returns to the empty tree; undoing a suffix returns to the earlier tree.
    #[test]
    fn undo_is_the_inverse_of_apply(n in 1u16..=7, steps in 0usize..3000, back in 0usize..3000) {
        let (mut tree, events) = queens_tree(n, Mode::All, steps);
        let back = back.min(events.len());
        let (earlier, _) = queens_tree(n, Mode::All, events.len() - back);
        for &e in events.iter().rev().take(back) {
            tree.undo(e);
        }
        prop_assert_eq!(&tree, &earlier);
    }

    /// The layout puts every node at a distinct slot of its level, parents over their children.
    #[test]
    fn layout_keeps_parents_over_children(n in 4u16..=8, steps in 1usize..5000) {
        let (tree, _) = queens_tree(n, Mode::All, steps);
        let (folded, _) = layout(tree.levels(), &|_| false);
        let on_path: usize = tree.levels().iter().map(Vec::len).sum();
        prop_assert_eq!(folded.len(), on_path);
        let (placed, slots) = layout(tree.levels(), &|_| true);
        let drawn: usize = tree.levels().iter().flatten().map(|n| 1 + n.kept_below()).sum();
        prop_assert_eq!(placed.len(), drawn);
        for p in &placed {
            prop_assert!(p.x >= 0.0 && p.x < slots as f64);
            prop_assert_eq!(p.parent_x.is_some(), p.depth > 0);
            let same_level: Vec<f64> = placed.iter().filter(|q| q.depth == p.depth).map(|q| q.x).collect();
            prop_assert_eq!(same_level.iter().filter(|&&x| x == p.x).count(), 1);
        }
    }
}

#[test]
fn the_drawn_trees_texts_stay_apart_as_the_search_goes() {
    use runut::problems::queens::Queens;
    crate::common::page::check_tree_texts::<Queens, _>(
        "?p=queens&n=6&mode=all",
        (1..20).map(|k| k * 40),
    );
}
