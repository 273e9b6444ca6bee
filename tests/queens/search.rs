//! N-queens: the step engine and the bitboard counter against OEIS A000170 / A002562.

use crate::common;

use proptest::prelude::*;
use runut::core::grid::Square;
use runut::core::search::Search;
use runut::problems::queens::core::{
    is_solution, split_subtrees, subtrees, BitCounter, Mode, QueensOutcome, QueensSearch,
};
use runut::problems::queens::core::{Conflict, Event};

/// (n, all, unique) from `tests/data/queens.csv`.
fn ground_truth() -> Vec<(u16, u64, u64)> {
    common::data_lines("queens.csv")
        .iter()
        .skip(1)
        .map(|line| {
            let f: Vec<u64> = line.split(',').map(|x| x.trim().parse().unwrap()).collect();
            (f[0] as u16, f[1], f[2])
        })
        .collect()
}

fn count(n: u16) -> u64 {
    count_both(n).0
}

/// The solutions and the distinct ones, counted in one piece.
fn count_both(n: u16) -> (u64, u64) {
    let mut counter = BitCounter::new(n, subtrees(n));
    while !counter.run(1 << 20) {}
    (counter.solutions(), counter.distinct())
}

#[test]
fn the_first_solution_for_five_is_the_papers_along_its_node_path() {
    let mut search = QueensSearch::new(5, Mode::First);
    let mut node = 0;
    let mut path_nodes = vec![];
    while let Some(event) = search.step() {
        match event {
            Event::Root => {
                node += 1;
                path_nodes.push(node);
            }
            Event::Try { .. } => node += 1,
            Event::Advance { .. } => path_nodes.push(node),
            Event::Retreat { .. } => {
                path_nodes.pop();
            }
            _ => {}
        }
    }
    let columns: Vec<u16> = search.path().iter().map(|s| s.col + 1).collect();
    assert_eq!(columns, vec![1, 3, 5, 2, 4]);
    assert_eq!(path_nodes, vec![1, 2, 5, 10, 12, 16]);
    assert_eq!(search.outcome(), Some(QueensOutcome::Solutions(1)));
}

#[test]
fn the_bounding_function_names_the_first_conflicting_queen() {
    let placed = [Square::new(0, 0), Square::new(1, 2)];
    assert_eq!(
        QueensSearch::conflict(&placed, Square::new(2, 0)),
        Some(Conflict::Column { by: placed[0] })
    );
    assert_eq!(
        QueensSearch::conflict(&placed, Square::new(2, 1)),
        Some(Conflict::Diagonal { by: placed[1] })
    );
    // (2, 2) is also in (1, 2)'s column, but row 0 is checked first.
    assert_eq!(
        QueensSearch::conflict(&placed, Square::new(2, 2)),
        Some(Conflict::Diagonal { by: placed[0] })
    );
    assert_eq!(QueensSearch::conflict(&placed, Square::new(2, 4)), None);
}

#[test]
fn the_step_engine_and_the_counter_agree_with_oeis_up_to_14() {
    for (n, all, unique) in ground_truth().into_iter().filter(|&(n, ..)| n <= 14) {
        assert_eq!(count(n), all, "counter, n = {n}");
        if n <= 11 {
            let solutions = all_solutions(n);
            assert_eq!(solutions.len() as u64, all, "step engine, n = {n}");
            assert!(solutions.iter().all(|s| is_solution(s)));
            assert_eq!(distinct_solutions(&solutions), unique, "distinct, n = {n}");
        }
    }
}

#[test]
fn the_step_engine_counts_12_to_14_like_oeis() {
    for (n, all, _) in ground_truth().into_iter().filter(|&(n, ..)| (12..=14).contains(&n)) {
        let mut search = QueensSearch::new(n, Mode::All);
        while search.step().is_some() {}
        assert_eq!(search.stats().solutions, all, "n = {n}");
    }
}

#[test]
fn the_counter_counts_15_and_16_with_their_distinct_solutions() {
    for (n, all, unique) in ground_truth().into_iter().filter(|&(n, ..)| (15..=16).contains(&n)) {
        assert_eq!(count_both(n), (all, unique), "n = {n}");
    }
}

#[test]
fn split_counts_add_up_to_the_single_count() {
    for n in [1, 4, 7, 10, 12] {
        for parts in 1..=5 {
            let total: u64 = split_subtrees(n, parts)
                .into_iter()
                .map(|tasks| {
                    let mut c = BitCounter::new(n, tasks);
                    while !c.run(997) {}
                    c.solutions()
                })
                .sum();
            assert_eq!(total, count(n), "n = {n}, parts = {parts}");
        }
    }
}

#[test]
fn split_counters_find_every_distinct_solution_exactly_once() {
    for (n, all, unique) in ground_truth().into_iter().filter(|&(n, ..)| n <= 15) {
        let parts = split_subtrees(n, 3);
        let (mut total, mut distinct) = (0, 0);
        for tasks in parts {
            let mut counter = BitCounter::new(n, tasks);
            while !counter.run(1 << 16) {}
            total += counter.solutions();
            distinct += counter.distinct();
        }
        assert_eq!((total, distinct), (all, unique), "n = {n}");
    }
}

#[test]
fn first_mode_stops_at_the_first_solution_and_no_solution_exhausts() {
    for n in [2, 3] {
        let mut search = QueensSearch::new(n, Mode::First);
        let events: Vec<Event> = std::iter::from_fn(|| search.step()).collect();
        assert_eq!(events.last(), Some(&Event::Exhausted));
        assert_eq!(search.outcome(), Some(QueensOutcome::Solutions(0)));
    }
    let mut search = QueensSearch::new(8, Mode::First);
    let events: Vec<Event> = std::iter::from_fn(|| search.step()).collect();
    assert!(matches!(events.last(), Some(Event::Solution { index: 1 })));
    assert!(is_solution(&search.path().iter().map(|s| s.col).collect::<Vec<_>>()));
}

proptest! {
    /// Every solution the step engine reports is safe, and replaying its events rebuilds it.
    #[test]
    fn every_solution_is_safe_and_replay_rebuilds_the_board(n in 1u16..=9, cut in 0usize..20_000) {
        let mut search = QueensSearch::new(n, Mode::All);
        common::check_replay_and_undo(&mut search, cut, |search, event| {
            if let Event::Solution { .. } = event {
                let columns: Vec<u16> = search.path().iter().map(|s| s.col).collect();
                assert!(is_solution(&columns));
            }
        });
    }
}

/// Every solution of n-queens as columns per row, from the step engine (the oracle).
fn all_solutions(n: u16) -> Vec<Vec<u16>> {
    let mut search = QueensSearch::new(n, Mode::All);
    let mut found = Vec::new();
    while let Some(event) = search.step() {
        if let Event::Solution { .. } = event {
            found.push(search.path().iter().map(|s| s.col).collect());
        }
    }
    found
}

/// The eight symmetries of the square applied to a solution (columns per row).
fn symmetries(columns: &[u16]) -> impl Iterator<Item = Vec<u16>> + '_ {
    let n = columns.len() as u16;
    (0..8).map(move |k| {
        let mut image = vec![0; n as usize];
        for (row, &col) in columns.iter().enumerate() {
            let (r, c) = (row as u16, col);
            let (r, c) = if k & 4 != 0 { (c, r) } else { (r, c) };
            let r = if k & 1 != 0 { n - 1 - r } else { r };
            let c = if k & 2 != 0 { n - 1 - c } else { c };
            image[r as usize] = c;
        }
        image
    })
}

/// The number of solutions that differ other than by a rotation or reflection of the board.
fn distinct_solutions(solutions: &[Vec<u16>]) -> u64 {
    let canonical: std::collections::HashSet<Vec<u16>> =
        solutions.iter().map(|s| symmetries(s).min().expect("eight images")).collect();
    canonical.len() as u64
}

#[test]
fn the_brute_force_checks_only_complete_boards_and_finds_the_same_solutions() {
    for n in 1..=6u16 {
        let mut brute = QueensSearch::brute_force(n, Mode::All);
        let mut backtracking = QueensSearch::new(n, Mode::All);
        let mut found = Vec::new();
        while let Some(event) = brute.step() {
            match event {
                Event::Reject { at, why } => {
                    assert_eq!(
                        brute.path().len() + 1,
                        n as usize,
                        "n = {n}: only a complete board is checked"
                    );
                    let Conflict::Pair { first, second } = why else {
                        panic!("a brute force names a pair")
                    };
                    let board: Vec<_> = brute.path().iter().copied().chain([at]).collect();
                    assert!(board.contains(&first) && board.contains(&second));
                    assert!(QueensSearch::conflict(&[first], second).is_some(), "the pair attacks");
                }
                Event::Solution { .. } => found.push(brute.path().to_vec()),
                _ => {}
            }
        }
        let mut expected = Vec::new();
        while let Some(event) = backtracking.step() {
            if let Event::Solution { .. } = event {
                expected.push(backtracking.path().to_vec());
            }
        }
        assert_eq!(found, expected, "n = {n}");
        let placements: u64 = (0..=u32::from(n)).map(|k| u64::from(n).pow(k)).sum();
        assert_eq!(brute.stats().nodes, placements, "n = {n}: every placement is a node");
    }
}
