//! Counting knight's tours: the pruned counter against brute force and published counts.

use crate::common;

use runut::core::grid::{Board, Square};
use runut::problems::knight::core::count::{count_tours, TourCounts, TourQueue};
use runut::problems::knight::core::moves::{is_knight_move, KnightMoves};

/// Plain enumeration, no pruning at all: the oracle.
fn brute_force(board: Board, start: Square) -> TourCounts {
    fn walk(board: Board, path: &mut Vec<Square>, seen: &mut Vec<bool>, counts: &mut TourCounts) {
        let here = *path.last().unwrap();
        if path.len() == board.len() {
            if is_knight_move(here, path[0]) {
                counts.closed += 1;
            } else {
                counts.open += 1;
            }
            return;
        }
        for next in board.knight_moves(here).collect::<Vec<_>>() {
            if !seen[board.index(next)] {
                seen[board.index(next)] = true;
                path.push(next);
                walk(board, path, seen, counts);
                path.pop();
                seen[board.index(next)] = false;
            }
        }
    }
    let mut seen = vec![false; board.len()];
    seen[board.index(start)] = true;
    let mut counts = TourCounts::default();
    walk(board, &mut vec![start], &mut seen, &mut counts);
    counts
}

fn squares(board: Board) -> impl Iterator<Item = Square> {
    (0..board.rows()).flat_map(move |r| (0..board.cols()).map(move |c| Square::new(r, c)))
}

#[test]
fn the_pruned_counter_equals_brute_force_on_every_board_up_to_25_squares() {
    for rows in 1..=5u16 {
        for cols in rows..=(25 / rows).min(12) {
            let board = Board::new(rows, cols).unwrap();
            for start in squares(board) {
                let counts = count_tours(board, start, false);
                assert_eq!(counts, brute_force(board, start), "{rows} x {cols} from {start}");
                let closed = count_tours(board, start, true);
                assert_eq!(closed, TourCounts { open: 0, closed: counts.closed }, "closed only");
            }
        }
    }
}

#[test]
fn tours_from_3x8_squares_match_the_papers_table() {
    let board = Board::new(3, 8).unwrap();
    for line in common::data_lines("knight-3x8.csv").iter().skip(1) {
        let f: Vec<u64> = line.split(',').map(|x| x.trim().parse().unwrap()).collect();
        let start = Square::new(f[0] as u16, f[1] as u16);
        assert_eq!(
            count_tours(board, start, false),
            TourCounts { open: f[2], closed: f[3] },
            "{start}"
        );
    }
}

#[test]
fn board_totals_match_oeis() {
    for line in common::data_lines("knight-totals.csv").iter().skip(1) {
        let f: Vec<&str> = line.split(',').collect();
        let (rows, cols): (u16, u16) = (f[0].parse().unwrap(), f[1].parse().unwrap());
        let Ok(total) = f[2].parse::<u64>() else { continue };
        if rows * cols > 25 && (rows, cols) != (3, 8) {
            continue; // 6 x 6 (6,637,920 paths) is a benchmark, not a test.
        }
        let board = Board::new(rows, cols).unwrap();
        let sum: u64 = squares(board)
            .map(|s| {
                let c = count_tours(board, s, false);
                c.open + c.closed
            })
            .sum();
        assert_eq!(sum, total, "{rows} x {cols}");
    }
}

#[test]
fn five_by_five_from_the_corner_has_304_tours_and_none_closed() {
    let expected: u64 = common::data_lines("knight-5x5-corner.txt")[0].parse().unwrap();
    let counts = count_tours(Board::new(5, 5).unwrap(), Square::new(0, 0), false);
    assert_eq!(counts, TourCounts { open: expected, closed: 0 });
}

#[test]
fn six_by_six_closed_tours_from_the_corner_are_twice_the_undirected_count() {
    let line = common::data_lines("knight-totals.csv")
        .into_iter()
        .find(|l| l.starts_with("6,6,"))
        .unwrap();
    let undirected: u64 = line.rsplit(',').next().unwrap().parse().unwrap();
    let counts = count_tours(Board::new(6, 6).unwrap(), Square::new(0, 0), true);
    assert_eq!(counts.closed, 2 * undirected);
}

#[test]
fn squares_in_one_symmetry_class_have_the_same_counts() {
    for (rows, cols) in [(3, 4), (4, 5), (5, 5), (3, 7)] {
        let board = Board::new(rows, cols).unwrap();
        let reps = board.class_representatives();
        for s in squares(board) {
            let images = board.images(s);
            assert_eq!(reps.iter().filter(|r| images.contains(r)).count(), 1, "one class for {s}");
            for image in images {
                assert_eq!(count_tours(board, image, false), count_tours(board, s, false));
            }
        }
    }
    assert_eq!(Board::new(8, 8).unwrap().class_representatives().len(), 10);
    assert_eq!(Board::new(3, 8).unwrap().class_representatives().len(), 8);
}

#[test]
fn a_queue_counts_each_square_in_turn_and_times_it() {
    let board = Board::new(3, 8).unwrap();
    let squares = vec![Square::new(0, 0), Square::new(1, 1), Square::new(0, 3)];
    let mut queue = TourQueue::new(board, squares.clone(), false);
    let mut now = 0.0;
    while !queue.run(97, now) {
        now += 1.0;
    }
    let results = queue.results();
    assert_eq!(results.iter().map(|r| r.square).collect::<Vec<_>>(), squares);
    for r in results {
        assert_eq!(r.counts, count_tours(board, r.square, false));
        assert!(r.ms >= 0.0 && r.nodes > 0);
    }
    assert_eq!(queue.tours(), 82 + 48 + 24);
}

#[test]
fn symmetry_classes_partition_the_board() {
    for (rows, cols) in [(1, 1), (3, 8), (5, 5), (6, 6), (8, 8), (7, 4)] {
        let board = Board::new(rows, cols).unwrap();
        let sizes: usize =
            board.class_representatives().iter().map(|&s| board.images(s).len()).sum();
        assert_eq!(sizes, board.len(), "{rows} x {cols}");
        for s in squares(board) {
            let class = board.images(s);
            assert!(class.contains(&s));
            assert!(class.iter().all(|&i| board.images(i) == class), "{s} on {rows} x {cols}");
        }
    }
}
