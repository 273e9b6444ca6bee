//! Plain second implementations, written apart from the core: a least-cost search over boards
//! as vectors with a binary heap, and breadth-first distances to the goal.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, VecDeque};

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

/// ĝ: the non-blank tiles out of place, or (`manhattan`) their distances to their places.
pub fn estimate(board: &[u8], side: usize, manhattan: bool) -> u32 {
    let mut total = 0;
    for (square, &tile) in board.iter().enumerate().filter(|(_, &t)| t != 0) {
        let home = usize::from(tile) - 1;
        total += if manhattan {
            ((square / side).abs_diff(home / side) + (square % side).abs_diff(home % side)) as u32
        } else {
            u32::from(square != home)
        };
    }
    total
}

/// What a least-cost search found: nodes generated, the answer's number and its moves.
#[derive(Debug, PartialEq, Eq)]
pub struct Found {
    pub generated: u64,
    pub answer: Option<u32>,
    pub moves: Vec<u8>,
}

/// The course's least-cost search, written plainly: a heap of (cost, number), every node's
/// board, parent and move kept; the goal stops it when generated. `None` past `max_nodes`.
pub fn least_cost(start: &[u8], side: usize, manhattan: bool, max_nodes: u64) -> Option<Found> {
    let goal = goal(side);
    let mut boards = vec![start.to_vec()];
    let mut parents: Vec<(usize, u8, u32)> = vec![(usize::MAX, 9, 0)]; // parent index, move, depth
    let answer = |boards: &Vec<Vec<u8>>, parents: &Vec<(usize, u8, u32)>, index: usize| {
        let mut moves = Vec::new();
        let mut at = index;
        while parents[at].0 != usize::MAX {
            moves.push(parents[at].1);
            at = parents[at].0;
        }
        moves.reverse();
        Some(Found { generated: boards.len() as u64, answer: Some(index as u32 + 1), moves })
    };
    if start == goal.as_slice() {
        return answer(&boards, &parents, 0);
    }
    let mut heap = BinaryHeap::new();
    heap.push(Reverse((estimate(start, side, manhattan), 0usize)));
    while let Some(Reverse((_, e))) = heap.pop() {
        let (_, came_by, depth) = parents[e];
        for (m, board) in neighbours(&boards[e].clone(), side) {
            if came_by < 4 && m == (came_by + 2) % 4 {
                continue;
            }
            if boards.len() as u64 == max_nodes {
                return None;
            }
            let cost = depth + 1 + estimate(&board, side, manhattan);
            let is_goal = board == goal;
            boards.push(board);
            parents.push((e, m, depth + 1));
            let index = boards.len() - 1;
            if is_goal {
                return answer(&boards, &parents, index);
            }
            heap.push(Reverse((cost, index)));
        }
    }
    Some(Found { generated: boards.len() as u64, answer: None, moves: Vec::new() })
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
