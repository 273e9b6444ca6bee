//! Hints: every deduction a hint makes agrees with the puzzle's one solution, each decides at
//! least one cell, and a player who only follows hints rebuilds the whole path.

use proptest::prelude::*;
use runut::core::grid::{Board, Square};
use runut::core::slug::Slugged;
use runut::problems::math_maze::core::deduce::hint::{next_deduction, Rule};
use runut::problems::math_maze::core::deduce::Difficulty;
use runut::problems::math_maze::core::generate::{Made, PuzzleMaker, PuzzleSpec};

fn made(rows: u16, cols: u16, seed: u64, difficulty: Difficulty) -> Made {
    let board = Board::new(rows, cols).unwrap();
    let (start, finish) = PuzzleSpec::random_ends(board, seed);
    PuzzleMaker::new(PuzzleSpec { board, seed, start, finish, difficulty }).finish()
}

fn side_by_side(a: Square, b: Square) -> bool {
    a.row.abs_diff(b.row) + a.col.abs_diff(b.col) == 1
}

/// Plays `made` by hints alone: ask for a hint, write down what it decides, and extend the
/// path while the end has only one neighbour left that is neither on the path nor known to be
/// empty (the path must go on there). Returns the hints asked for.
fn play_by_hints(made: &Made) -> usize {
    let puzzle = &made.puzzle;
    let mut known: Vec<(Square, bool)> = Vec::new();
    let mut path = vec![puzzle.start];
    let mut hints = 0;
    while *path.last().unwrap() != puzzle.finish {
        let end = *path.last().unwrap();
        let next: Vec<Square> = puzzle
            .board
            .squares()
            .filter(|&c| side_by_side(c, end) && !path.contains(&c) && !known.contains(&(c, false)))
            .collect();
        if next.len() == 1 {
            path.push(next[0]);
            assert_eq!(path[..], made.route[..path.len()], "the hinted cells lead along the route");
            continue;
        }
        let deduction = next_deduction(puzzle, made.spec.difficulty, &path, &known)
            .expect("a sound position")
            .expect("a hint while the path is unfinished");
        assert!(!deduction.decided.is_empty(), "every hint decides a cell");
        for &(cell, on) in &deduction.decided {
            assert_eq!(
                made.route.contains(&cell),
                on,
                "{cell} decided {on} by {:?}",
                deduction.rule
            );
            if deduction.rule == Rule::Follow {
                // Every cell is known: the hint says which of the known cells comes next.
                path.push(cell);
                assert_eq!(path[..], made.route[..path.len()]);
                continue;
            }
            assert!(!known.iter().any(|k| k.0 == cell), "a hint decides only new cells");
            known.push((cell, on));
        }
        hints += 1;
        assert!(hints <= puzzle.board.len(), "hints run out");
    }
    hints
}

proptest! {
    #[test]
    fn hints_are_sound_and_lead_a_player_to_the_solution(
        rows in 3u16..=9, cols in 3u16..=9, seed in any::<u64>(), level in 0usize..3,
    ) {
        play_by_hints(&made(rows, cols, seed, Difficulty::SLUGS[level].0));
    }

    #[test]
    fn a_hint_from_any_point_of_the_route_agrees_with_the_solution(
        rows in 3u16..=9, cols in 3u16..=9, seed in any::<u64>(), level in 0usize..3, cut in 0usize..100,
    ) {
        let made = made(rows, cols, seed, Difficulty::SLUGS[level].0);
        let path = &made.route[..1 + cut % made.route.len()];
        if let Some(deduction) = next_deduction(&made.puzzle, made.spec.difficulty, path, &[]).unwrap() {
            for (cell, on) in deduction.decided {
                prop_assert_eq!(made.route.contains(&cell), on);
                prop_assert!(!path.contains(&cell), "a cell of the path is never hinted");
            }
        }
    }
}

#[test]
fn larger_puzzles_are_played_to_the_end_by_hints() {
    for (side, level) in [
        (15, Difficulty::Easy),
        (15, Difficulty::Normal),
        (12, Difficulty::Hard),
        (20, Difficulty::Normal),
    ] {
        let hints = play_by_hints(&made(side, side, 7, level));
        assert!(hints > 0);
    }
}

#[test]
fn every_hint_is_one_sentence_that_names_what_it_decides() {
    use runut::problems::math_maze::model::hint::{hint_of, HintMark};
    for seed in 1..=30 {
        let made = made(8, 8, seed, Difficulty::SLUGS[seed as usize % 3].0);
        let mut known = Vec::new();
        while let Some(d) =
            next_deduction(&made.puzzle, made.spec.difficulty, &made.route[..1], &known).unwrap()
        {
            if d.rule == Rule::Follow {
                break;
            }
            let hint = hint_of(&d);
            assert!(hint.text.ends_with('.') && hint.text.len() > 40, "{}", hint.text);
            assert!(hint.text.chars().next().unwrap().is_ascii_uppercase(), "{}", hint.text);
            assert!(!hint.text.contains(" 0 path cells"), "{}", hint.text);
            for &(cell, on) in &d.decided {
                let mark = if on { HintMark::Path } else { HintMark::Empty };
                assert!(hint.marks.contains(&(cell, mark)), "{}", hint.text);
            }
            known.extend(d.decided);
        }
    }
}
