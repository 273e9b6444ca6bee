//! The app's search, in both orders and both modes, against the independent reference: the same
//! nodes, the same solutions, the same first solution, on named puzzles, random ones with one
//! solution or many, and ones with none; and the uniqueness verdict against a second solver.

use super::reference::{
    count_nodes, count_solutions, emptied, fits, peers, propagate, solved_grid, text, Rule,
};
use crate::common::check_flat_matches_events;
use runut::core::search::Event;
use runut::core::search::{Mode, Search};
use runut::core::slug::Slugged;
use runut::problems::sudoku::core::named::NAMED;
use runut::problems::sudoku::core::{
    cell_of, digit_of, Dead, Grid, Order, SudokuOutcome, SudokuSearch,
};

/// Runs the app's search to its end: (nodes, solutions, first solution's text, whole tree).
fn run(puzzle: &str, order: Order, mode: Mode) -> (u64, u64, Option<String>, bool) {
    let grid = Grid::parse(puzzle).expect("a grid");
    let mut search = SudokuSearch::new(&grid, order, mode);
    while search.step().is_some() {}
    let Some(SudokuOutcome::Solutions { found, whole }) = search.outcome() else {
        panic!("an ended search has an outcome")
    };
    assert_eq!(found, search.stats().solutions);
    (search.stats().nodes, found, search.solutions().first().map(Grid::text), whole)
}

/// The reference's rule for the app's `order`.
fn rule(order: Order) -> Rule {
    match order {
        Order::Plain => Rule::Plain,
        Order::FewestCandidates => Rule::Fewest,
        Order::ForwardChecking => Rule::Forward,
        Order::Singles => Rule::Singles,
    }
}

/// The app and the reference agree on `cells` in every order and mode.
fn agree(cells: &[u8]) {
    let puzzle = text(cells);
    for order in Order::all() {
        for (mode, limit) in [(Mode::First, 1), (Mode::All, 2)] {
            let truth = count_nodes(cells, rule(order), limit);
            let (nodes, solutions, first, whole) = run(&puzzle, order, mode);
            let what = format!("{puzzle} {order:?} {mode:?}");
            assert_eq!(nodes, truth.nodes, "nodes of {what}");
            assert_eq!(solutions, truth.solutions, "solutions of {what}");
            assert_eq!(first, truth.first.as_deref().map(text), "first solution of {what}");
            assert_eq!(whole, solutions < limit, "whole tree of {what}");
        }
    }
}

#[test]
fn named_puzzles_agree_with_the_reference_in_every_order_but_plain() {
    for named in NAMED {
        let cells: Vec<u8> = Grid::parse(named.grid).unwrap().cells().to_vec();
        for order in [Order::FewestCandidates, Order::ForwardChecking, Order::Singles] {
            // Forward checking keeps plain order's cells: only the puzzles it finishes quickly
            // (it takes 33 million nodes on the 17-given one, 21 million against plain order).
            if order == Order::ForwardChecking
                && ["seventeen", "against-plain"].contains(&named.slug)
            {
                continue;
            }
            for (mode, limit) in [(Mode::First, 1), (Mode::All, 2)] {
                let truth = count_nodes(&cells, rule(order), limit);
                let (nodes, solutions, ..) = run(named.grid, order, mode);
                let what = format!("{} {order:?} {mode:?}", named.slug);
                assert_eq!((nodes, solutions), (truth.nodes, truth.solutions), "{what}");
            }
        }
        assert_eq!(count_solutions(&cells, 2), 1, "{} is a proper puzzle", named.slug);
    }
}

#[test]
fn plain_order_agrees_on_the_puzzles_it_finishes_quickly() {
    for slug in ["easy", "small", "hardest"] {
        let named = NAMED.iter().find(|n| n.slug == slug).unwrap();
        let cells = Grid::parse(named.grid).unwrap().cells().to_vec();
        let truth = count_nodes(&cells, Rule::Plain, 1);
        let (nodes, solutions, first, _) = run(named.grid, Order::Plain, Mode::First);
        assert_eq!((nodes, solutions), (truth.nodes, truth.solutions), "{slug}");
        assert_eq!(first, truth.first.as_deref().map(text));
    }
}

#[test]
fn random_puzzles_with_one_solution_or_many_agree() {
    for seed in 0..40 {
        let side = if seed % 4 == 0 { 4 } else { 9 };
        let full = solved_grid(seed, side);
        // From a few holes (one solution) to many (several).
        let holes = if side == 4 { 6 + seed as usize % 8 } else { 30 + seed as usize % 30 };
        agree(&emptied(&full, holes, seed));
    }
}

#[test]
fn puzzles_with_no_solution_agree() {
    let mut unsolvable = 0;
    for seed in 0..60 {
        let full = solved_grid(seed, 9);
        let mut cells = emptied(&full, 45, seed);
        // Change a given to another digit that clashes with no given: often no solution is left.
        let Some(cell) = (0..81).find(|&c| cells[c] != 0 && (c as u64 + seed).is_multiple_of(7))
        else {
            continue;
        };
        let Some(digit) = (1..=9).find(|&d| {
            d != cells[cell] && {
                let mut changed = cells.clone();
                changed[cell] = d;
                Grid::parse(&text(&changed)).unwrap().clash().is_none()
            }
        }) else {
            continue;
        };
        cells[cell] = digit;
        if count_solutions(&cells, 1) == 0 {
            unsolvable += 1;
        }
        agree(&cells);
    }
    assert!(unsolvable >= 5, "the cases include puzzles with no solution ({unsolvable})");
}

#[test]
fn the_uniqueness_check_agrees_with_a_second_solver() {
    let (mut unique, mut several) = (0, 0);
    for seed in 100..160 {
        let side = if seed % 3 == 0 { 4 } else { 9 };
        let holes = if side == 4 { 8 + seed as usize % 6 } else { 40 + seed as usize % 20 };
        let cells = emptied(&solved_grid(seed, side), holes, seed);
        let truth = count_solutions(&cells, 2);
        for order in Order::all() {
            let (_, found, _, whole) = run(&text(&cells), order, Mode::All);
            assert_eq!(found, truth, "{} {order:?}", text(&cells));
            assert_eq!(whole, truth < 2);
        }
        if truth == 1 {
            unique += 1
        } else {
            several += 1
        }
    }
    assert!(
        unique >= 5 && several >= 5,
        "both verdicts are tested ({unique} unique, {several} not)"
    );
}

#[test]
fn flat_out_leaves_the_search_where_the_events_would() {
    let cells = emptied(&solved_grid(3, 9), 50, 3);
    for order in Order::all() {
        for mode in [Mode::First, Mode::All] {
            let grid = Grid::parse(&text(&cells)).unwrap();
            check_flat_matches_events(
                || SudokuSearch::new(&grid, order, mode),
                &[1, 7, 100, u64::MAX],
                3,
                true,
            );
        }
    }
}

/// The tree the search keeps itself is the events' tree after every single event.
#[test]
fn the_searchs_own_tree_is_the_events_tree_at_every_event() {
    use crate::common::summaries;
    use runut::core::search::tree::PathTree;
    let cases = [(emptied(&solved_grid(5, 4), 10, 5), 4), (emptied(&solved_grid(6, 9), 48, 6), 9)];
    for (cells, _) in cases {
        let grid = Grid::parse(&text(&cells)).unwrap();
        for order in Order::all() {
            for mode in [Mode::First, Mode::All] {
                let mut search = SudokuSearch::new(&grid, order, mode);
                let mut tree = PathTree::forward_only();
                assert_eq!(search.drawn_tree(), Some(Vec::new()));
                let mut events = 0;
                while let Some(event) = search.step() {
                    tree.apply(event);
                    let own = search.drawn_tree().expect("Sudoku keeps its own tree");
                    assert_eq!(
                        summaries(&own),
                        summaries(tree.levels()),
                        "{order:?} {mode:?}, after {event:?}"
                    );
                    events += 1;
                    if events > 20_000 {
                        break;
                    }
                }
            }
        }
    }
}

/// Every dead node of forward checking names a cell of its houses that its digit leaves with no
/// legal digit, and every dead node of singles order reaches a cell with none by the reference's
/// singles (which may meet another such cell first); the cases have such nodes.
#[test]
fn dead_nodes_name_the_cell_left_with_no_digit() {
    let hardest = NAMED.iter().find(|n| n.slug == "hardest").unwrap();
    let grid = Grid::parse(hardest.grid).unwrap();
    for order in [Order::ForwardChecking, Order::Singles] {
        let mut search = SudokuSearch::new(&grid, order, Mode::All);
        let mut dead = 0;
        while let Some(event) = search.step() {
            let Event::Reject { at, why } = event else { continue };
            let Dead::NoDigitLeft { cell } = why else {
                panic!("{order:?} kills only by a cell left with no digit")
            };
            let mut cells = order.board_at(&grid, search.path()).grid().cells().to_vec();
            let (placed, left) = (cell_of(at), usize::from(cell));
            assert!(fits(&cells, placed, digit_of(at)), "{order:?} tries only legal digits");
            cells[placed] = digit_of(at);
            dead += 1;
            if order == Order::Singles {
                assert!(!propagate(&mut cells, &mut Vec::new()), "the singles reach a dead end");
                continue;
            }
            assert!(peers(&cells, placed, left), "forward checking looks at the cell's houses");
            assert_eq!(cells[left], 0, "the cell named is empty");
            assert!(!(1..=9).any(|d| fits(&cells, left, d)), "and has no legal digit");
        }
        assert!(dead > 10, "{order:?} kills nodes on the hardest puzzle ({dead})");
    }
}
