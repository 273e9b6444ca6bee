//! Puzzles typed in: the verdict (none, unique, several) against brute force on every small
//! puzzle, and puzzle codes (round trips, a pinned code, mistyped codes refused).

use super::carve::{bare_puzzle, brute_force_count};
use proptest::prelude::*;
use runut::core::grid::{Board, Square};
use runut::problems::math_maze::core::code::{decode, encode, BadCode};
use runut::problems::math_maze::core::puzzle::{Given, PathPuzzle};
use runut::problems::math_maze::core::verdict::{
    counted_out, Impossible, PuzzleCheck, PuzzleVerdict,
};

/// Checks the verdict on `puzzle` against the brute-force count; returns the count (up to 2).
fn assert_verdict_is_true(puzzle: &PathPuzzle) -> u64 {
    let count = brute_force_count(puzzle).min(2);
    let verdict = PuzzleCheck::new(puzzle.clone()).finish();
    match &verdict {
        PuzzleVerdict::None(_) => assert_eq!(count, 0, "{puzzle:?}"),
        PuzzleVerdict::Unique(path) => {
            assert_eq!(count, 1, "{puzzle:?}");
            assert!(puzzle.is_solution(path));
        }
        PuzzleVerdict::Several(a, b) => {
            assert_eq!(count, 2, "{puzzle:?}");
            assert!(puzzle.is_solution(a) && puzzle.is_solution(b) && a != b);
        }
    }
    if counted_out(puzzle).is_none() {
        // The counter trusts the clue sums; with those right, it agrees too.
        assert_eq!(puzzle.count_solutions(2), count, "{puzzle:?}");
    }
    count
}

/// Every clue puzzle without pieces on grids up to 3 × 3: every clue of every line, every
/// start and finish.
#[test]
fn the_verdict_is_right_on_every_small_puzzle() {
    let mut seen = [0u32; 3];
    for (rows, cols) in [(2u16, 2u16), (2, 3), (3, 2), (3, 3)] {
        let board = Board::new(rows, cols).unwrap();
        let lines = (rows + cols) as u32;
        let values = |n: u16| n + 1;
        let combos: u32 = (0..rows).map(|_| values(cols) as u32).product::<u32>()
            * (0..cols).map(|_| values(rows) as u32).product::<u32>();
        for mut k in 0..combos {
            let mut digit = |base: u16| {
                let d = (k % base as u32) as u16;
                k /= base as u32;
                d
            };
            let row_clues: Vec<u16> = (0..rows).map(|_| digit(values(cols))).collect();
            let col_clues: Vec<u16> = (0..cols).map(|_| digit(values(rows))).collect();
            for s in 0..rows {
                for f in 0..rows {
                    let puzzle = PathPuzzle {
                        board,
                        start: Square::new(s, 0),
                        finish: Square::new(f, cols - 1),
                        row_clues: row_clues.clone(),
                        col_clues: col_clues.clone(),
                        givens: Vec::new(),
                    };
                    seen[assert_verdict_is_true(&puzzle) as usize] += 1;
                }
            }
        }
        assert!(lines > 0);
    }
    assert!(seen.iter().all(|&n| n > 0), "none, unique and several all occur: {seen:?}");
}

#[test]
fn counting_says_why_a_puzzle_is_impossible() {
    let board = Board::new(3, 4).unwrap();
    let puzzle = |rows: &[u16], cols: &[u16], finish: u16| PathPuzzle {
        board,
        start: Square::new(0, 0),
        finish: Square::new(finish, 3),
        row_clues: rows.to_vec(),
        col_clues: cols.to_vec(),
        givens: Vec::new(),
    };
    let large = counted_out(&puzzle(&[5, 0, 0], &[1, 1, 1, 2], 0));
    assert_eq!(large, Some(Impossible::ClueTooLarge { row: true, line: 0, clue: 5 }));
    let sums = counted_out(&puzzle(&[4, 0, 0], &[1, 1, 1, 2], 0));
    assert_eq!(sums, Some(Impossible::SumsDiffer { rows: 4, cols: 5 }));
    let short = counted_out(&puzzle(&[2, 1, 0], &[1, 1, 0, 1], 2));
    assert_eq!(short, Some(Impossible::TooShort { length: 3, distance: 5 }));
    // Four cells from (0,0) to (0,3) is three steps: right; five cells cannot be.
    let parity = counted_out(&puzzle(&[4, 1, 0], &[1, 1, 1, 2], 0));
    assert_eq!(parity, Some(Impossible::Parity { length: 5, distance: 3 }));
    assert_eq!(counted_out(&puzzle(&[4, 0, 0], &[1, 1, 1, 1], 0)), None);
}

fn arbitrary_puzzle() -> impl Strategy<Value = PathPuzzle> {
    (2u16..=40, 2u16..=40).prop_flat_map(|(rows, cols)| {
        let board = Board::new(rows, cols).unwrap();
        let given = (0..board.len(), 0u8..16)
            .prop_map(move |(i, exits)| Given { at: board.square_at(i), exits });
        (
            0..rows,
            0..rows,
            proptest::collection::vec(0..=cols, rows as usize),
            proptest::collection::vec(0..=rows, cols as usize),
            proptest::collection::vec(given, 0..30),
        )
            .prop_map(move |(s, f, row_clues, col_clues, pieces)| {
                let mut puzzle = PathPuzzle {
                    board,
                    start: Square::new(s, 0),
                    finish: Square::new(f, cols - 1),
                    row_clues,
                    col_clues,
                    givens: Vec::new(),
                };
                // Pieces as the URL form accepts them: ones that fit, one per cell.
                for g in pieces {
                    if puzzle.fits(g) && puzzle.given_at(g.at).is_none() {
                        puzzle.givens.push(g);
                    }
                }
                puzzle
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Puzzles from a maze's route with some of its pieces given (one or several solutions),
    /// and with clues changed (often none).
    #[test]
    fn the_verdict_is_right_on_small_puzzles_with_pieces(
        rows in 2u16..=5, cols in 2u16..=5, seed in any::<u64>(), pieces in 0usize..4,
        nudge in 0usize..12,
    ) {
        let (mut puzzle, route) = bare_puzzle(rows, cols, seed);
        for k in 0..pieces.min(route.len()) {
            let i = (seed as usize / (k + 3)) % route.len();
            let exits = if k % 2 == 0 { PathPuzzle::exits_along(&route, i) } else { 0 };
            if puzzle.given_at(route[i]).is_none() {
                puzzle.givens.push(Given { at: route[i], exits });
            }
        }
        if nudge < rows as usize {
            puzzle.row_clues[nudge] = (puzzle.row_clues[nudge] + 1) % (cols + 1);
        }
        assert_verdict_is_true(&puzzle);
    }

    #[test]
    fn codes_round_trip(puzzle in arbitrary_puzzle()) {
        let code = encode(&puzzle);
        prop_assert!(code.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
        prop_assert_eq!(decode(&code), Ok(puzzle));
    }

    #[test]
    fn a_mistyped_code_is_refused(puzzle in arbitrary_puzzle(), at in any::<prop::sample::Index>(), by in 1u8..64) {
        let code = encode(&puzzle);
        let i = at.index(code.len());
        let alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_";
        let was = alphabet.find(code.as_bytes()[i] as char).unwrap();
        let typo = alphabet.as_bytes()[(was + by as usize) % 64] as char;
        let mistyped = format!("{}{typo}{}", &code[..i], &code[i + 1..]);
        prop_assert!(decode(&mistyped).is_err());
        prop_assert!(decode(&code[..code.len() - 1]).is_err(), "a code cut short");
    }

    #[test]
    fn any_text_decodes_or_is_refused_without_a_panic(text in ".{0,80}") {
        let _ = decode(&text);
    }
}

/// A code written today reads the same puzzle in every later version.
#[test]
fn a_pinned_code_keeps_its_puzzle() {
    let board = Board::new(3, 4).unwrap();
    let route = [(1, 0), (1, 1), (0, 1), (0, 2), (0, 3)].map(|(r, c)| Square::new(r, c));
    let givens = vec![
        Given { at: Square::new(0, 2), exits: 2 | 8 },
        Given { at: Square::new(1, 1), exits: 0 },
    ];
    let puzzle = PathPuzzle::from_path(board, &route, givens);
    let pinned = "13410320121102A050GW";
    assert_eq!(encode(&puzzle), pinned, "the format is frozen: a new one needs a new first symbol");
    assert_eq!(decode(pinned), Ok(puzzle));
    assert_eq!(decode("2341"), Err(BadCode::Format));
    assert_eq!(decode("1 34"), Err(BadCode::Letter));
    assert_eq!(decode("134"), Err(BadCode::Length));
    // A code that reads but holds a piece that cannot be, or two on one cell, is refused.
    let with = |givens: Vec<Given>| encode(&PathPuzzle { givens, ..decode(pinned).unwrap() });
    let three_sides = Given { at: Square::new(1, 2), exits: 1 | 2 | 4 };
    assert_eq!(decode(&with(vec![three_sides])), Err(BadCode::Puzzle));
    let off_grid = Given { at: Square::new(0, 2), exits: 1 | 2 };
    assert_eq!(decode(&with(vec![off_grid])), Err(BadCode::Puzzle));
    let twice = vec![
        Given { at: Square::new(1, 1), exits: 0 },
        Given { at: Square::new(1, 1), exits: 2 | 8 },
    ];
    assert_eq!(decode(&with(twice)), Err(BadCode::Puzzle));
}
