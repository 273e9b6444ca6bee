//! The course's reachability test, Σ KURANG(i) + X even, against the truth.

use super::reference::distances;
use runut::problems::fifteen::core::{Position, Reachability};

#[test]
fn the_course_example_is_reachable_with_sum_16() {
    let start = Position::parse("1,2,3,4,5,6,0,8,9,10,7,11,13,14,15,12").unwrap();
    let test = Reachability::of(&start);
    let kurang: Vec<u32> = (1..=16).map(|tile| test.kurang(tile)).collect();
    assert_eq!(kurang, [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 1, 1, 1, 9]);
    assert_eq!(test.x(), 1);
    assert_eq!(test.sum(), 16);
    assert!(test.is_reachable());
}

#[test]
fn the_goal_with_14_and_15_swapped_is_unreachable_with_an_odd_sum() {
    let start = Position::parse("1,2,3,4,5,6,7,8,9,10,11,12,13,15,14,0").unwrap();
    let test = Reachability::of(&start);
    assert_eq!((test.kurang(15), test.x(), test.sum()), (1, 0, 1));
    assert!(!test.is_reachable());
}

/// Every arrangement of nine tiles, in lexicographic order of permutations.
fn every_8_puzzle_position() -> Vec<Vec<u8>> {
    let mut all = Vec::new();
    let mut tiles: Vec<u8> = (0..9).collect();
    loop {
        all.push(tiles.clone());
        let Some(i) = (0..8).rev().find(|&i| tiles[i] < tiles[i + 1]) else { return all };
        let j = (i + 1..9).rev().find(|&j| tiles[j] > tiles[i]).unwrap();
        tiles.swap(i, j);
        tiles[i + 1..].reverse();
    }
}

#[test]
fn every_8_puzzle_position_is_reachable_exactly_when_the_course_test_says_so() {
    let reachable = distances(3, u32::MAX);
    assert_eq!(reachable.len(), 181_440);
    let all = every_8_puzzle_position();
    assert_eq!(all.len(), 362_880);
    for tiles in all {
        let text: Vec<String> = tiles.iter().map(u8::to_string).collect();
        let test = Reachability::of(&Position::parse(&text.join(",")).unwrap());
        assert_eq!(test.is_reachable(), reachable.contains_key(&tiles), "{text:?}");
        let inversions = (0..9)
            .flat_map(|i| (i + 1..9).map(move |j| (i, j)))
            .filter(|&(i, j)| tiles[i] != 0 && tiles[j] != 0 && tiles[i] > tiles[j])
            .count();
        assert_eq!(test.is_reachable(), inversions % 2 == 0, "the inversions alone: {text:?}");
    }
}

#[test]
fn shuffled_15_puzzles_are_reachable_and_one_swap_of_two_tiles_is_not() {
    for seed in 0..500 {
        let position = Position::shuffled(4, 60 + seed as u32 % 40, seed);
        assert!(Reachability::of(&position).is_reachable());
        let mut tiles = position.tiles().to_vec();
        let (a, b) = match position.blank() {
            0 | 1 => (2, 3),
            _ => (0, 1),
        };
        tiles.swap(a, b);
        let text: Vec<String> = tiles.iter().map(u8::to_string).collect();
        let swapped = Position::parse(&text.join(",")).unwrap();
        assert!(!Reachability::of(&swapped).is_reachable());
    }
}
