//! Plain second implementations, written apart from the core: breadth-first distances to the
//! goal.

use std::collections::{HashMap, VecDeque};

/// The goal of a board `side` wide: 1, 2, …, then the blank.
pub fn goal(side: usize) -> Vec<u8> {
    (1..(side * side) as u8).chain([0]).collect()
}

/// The boards one move of the blank away, in the order up, right, down, left, each with its
/// move's number.
pub fn neighbours(board: &[u8], side: usize) -> Vec<(u8, Vec<u8>)> {
    let blank = board.iter().position(|&t| t == 0).unwrap();
    let (row, col) = ((blank / side) as i32, (blank % side) as i32);
    let steps = [(-1, 0), (0, 1), (1, 0), (0, -1)];
    let mut out = Vec::new();
    for (m, (dr, dc)) in steps.into_iter().enumerate() {
        let (r, c) = (row + dr, col + dc);
        if r < 0 || c < 0 || r >= side as i32 || c >= side as i32 {
            continue;
        }
        let mut next = board.to_vec();
        next.swap(blank, (r * side as i32 + c) as usize);
        out.push((m as u8, next));
    }
    out
}

/// The fewest moves from every board that reaches the goal, by breadth-first search from it
/// (for the 8-puzzle: all 181,440 of them).
pub fn distances(side: usize, depth_limit: u32) -> HashMap<Vec<u8>, u32> {
    let mut seen = HashMap::from([(goal(side), 0)]);
    let mut queue = VecDeque::from([goal(side)]);
    while let Some(board) = queue.pop_front() {
        let depth = seen[&board];
        if depth == depth_limit {
            continue;
        }
        for (_, next) in neighbours(&board, side) {
            if !seen.contains_key(&next) {
                seen.insert(next.clone(), depth + 1);
                queue.push_back(next);
            }
        }
    }
    seen
}
