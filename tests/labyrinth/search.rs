//! The step search against the recursive reference, the simple paths counted by bit masks and
//! breadth-first search against the grown distance sets; replay and undo, and flat-out stops.

use super::reference::{cases, sq, Case};
use crate::common::{check_flat_matches_events, check_replay_after_flat, check_replay_and_undo};
use runut::core::grid::{Board, Square};
use runut::core::search::tree::TreeNode;
use runut::core::search::{Event, Mode, Search};
use runut::problems::labyrinth::core::{breadth_first, LabyrinthSearch, Order, Plan};

const ORDERS: [&str; 3] = ["ESWN", "NWSE", "SENW"];

fn plan(case: &Case) -> Plan {
    let (rows, cols) = (case.rows as u16, case.cols as u16);
    let board = Board::new(rows, cols).unwrap();
    Plan::new(board, &case.wall_squares(), sq(case.start), sq(case.goal))
}

fn search(case: &Case, mode: Mode) -> LabyrinthSearch {
    LabyrinthSearch::new(plan(case), Order::parse(case.order).unwrap(), mode)
}

/// Runs `search` to its end; the node numbers of the path when it first holds a solution.
fn run(search: &mut LabyrinthSearch) -> Vec<u64> {
    let (mut node, mut path, mut first) = (0, Vec::new(), None);
    while let Some(event) = search.step() {
        match event {
            Event::Try { .. } => node += 1,
            Event::Advance { .. } => path.push(node),
            Event::Retreat { .. } => {
                path.pop();
            }
            Event::Solution { .. } if first.is_none() => first = Some(path.clone()),
            _ => {}
        }
    }
    first.unwrap_or_default()
}

fn check_against_reference(all: &[Case]) {
    for case in all {
        for mode in [Mode::First, Mode::All] {
            let truth = case.walk(mode == Mode::First);
            let mut s = search(case, mode);
            let first = run(&mut s);
            let stats = s.stats();
            let what = format!("{case:?} {mode:?}");
            assert_eq!(stats.nodes, truth.nodes, "nodes: {what}");
            assert_eq!(stats.rejected, truth.dead, "dead nodes: {what}");
            assert_eq!(stats.backtracks, truth.backtracks, "backtracks: {what}");
            assert_eq!(stats.solutions, truth.solutions, "solutions: {what}");
            assert_eq!(first, truth.first_path, "the first solution's nodes: {what}");
            if mode == Mode::All {
                assert_eq!(stats.solutions, case.simple_paths(), "simple paths: {what}");
            }
        }
    }
}

#[test]
fn every_3_by_3_wall_pattern_numbers_and_counts_as_the_reference() {
    let ends = [((0, 0), (2, 2)), ((1, 1), (0, 2)), ((2, 1), (0, 1))];
    let all = cases(3, 3, &ends, &ORDERS, 1);
    assert!(all.len() > 1000);
    check_against_reference(&all);
}

#[test]
fn a_sample_of_4_by_4_wall_patterns_numbers_and_counts_as_the_reference() {
    let ends = [((0, 0), (3, 3)), ((1, 2), (3, 0))];
    check_against_reference(&cases(4, 4, &ends, &ORDERS, 97));
}

#[test]
fn breadth_first_search_finds_a_shortest_path() {
    for case in cases(3, 3, &[((0, 0), (2, 2)), ((1, 1), (0, 2))], &ORDERS, 1) {
        let bfs = breadth_first(&plan(&case), Order::parse(case.order).unwrap());
        let steps = bfs.path.as_ref().map(|p| p.len() - 1);
        assert_eq!(steps, case.shortest(), "{case:?}");
        if let Some(path) = bfs.path {
            let adjacent = path
                .windows(2)
                .all(|w| w[0].row.abs_diff(w[1].row) + w[0].col.abs_diff(w[1].col) == 1);
            assert!(adjacent && path[0] == sq(case.start), "{case:?}");
        }
    }
}

/// Checks the drawn tree below `node` (at `depth`, its cell reached from `above`) against `case`:
/// each node one step from its parent onto an open cell, at the level of its cell's distance
/// from the start; returns its number and every number below it.
fn check_bfs_node(
    case: &Case,
    node: &TreeNode,
    depth: usize,
    above: Option<Square>,
    seen: &mut Vec<u64>,
) {
    let at = node.at.expect("a cell");
    let cell = (i32::from(at.row), i32::from(at.col));
    let to_it = Case { goal: cell, ..case.clone() };
    assert_eq!(to_it.shortest(), Some(depth), "{case:?}: node {} at its distance", node.number);
    if let Some(from) = above {
        assert_eq!(from.row.abs_diff(at.row) + from.col.abs_diff(at.col), 1, "{case:?}");
    }
    assert_eq!(node.solution, cell == case.goal, "{case:?}: only the goal's node is a solution");
    seen.push(node.number);
    for kid in node.kids().unwrap_or_default() {
        assert!(kid.number > node.number, "{case:?}: a node is generated after its parent");
        check_bfs_node(case, kid, depth + 1, Some(at), seen);
    }
}

#[test]
fn breadth_first_searchs_tree_numbers_each_cell_in_the_order_reached_one_level_per_step() {
    for case in cases(3, 3, &[((0, 0), (2, 2)), ((1, 1), (0, 2))], &ORDERS, 1) {
        let bfs = breadth_first(&plan(&case), Order::parse(case.order).unwrap());
        let root = bfs.drawn_tree();
        assert_eq!(root.number, 1);
        let mut seen = Vec::new();
        check_bfs_node(&case, &root, 0, None, &mut seen);
        seen.sort_unstable();
        let generated = bfs.reached.len() as u64;
        assert_eq!(seen, (1..=generated).collect::<Vec<_>>(), "{case:?}: every node once");
        assert_eq!(root.descendants + 1, generated);
    }
}

#[test]
fn replaying_and_undoing_any_search_is_exact() {
    for case in cases(3, 3, &[((0, 0), (2, 2))], &ORDERS, 5) {
        for mode in [Mode::First, Mode::All] {
            check_replay_and_undo(&mut search(&case, mode), 10_000, |_, _| {});
        }
    }
}

#[test]
fn flat_out_stops_where_the_step_engine_would_and_replays_after() {
    let open = cases(4, 4, &[((0, 0), (3, 3))], &["ESWN"], 1 << 16).remove(0);
    for budgets in [&[u64::MAX][..], &[0, 1, 5, 17, 40][..], &[3, 3, 3, 300][..]] {
        check_flat_matches_events(|| search(&open, Mode::All), budgets, 7, true);
    }
    for budget in [1, 10, 100, 1000] {
        check_replay_after_flat(search(&open, Mode::All), budget, 300);
    }
}
