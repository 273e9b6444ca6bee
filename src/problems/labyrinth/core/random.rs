//! Labyrinths drawn from a seed: each cell but the start and the goal is a wall with a given
//! chance, so that a seed and a density always give the same walls.

use crate::core::grid::{Board, Square};
use oorandom::Rand32;

/// The walls of a labyrinth on `board` drawn from `seed`: row by row, each cell other than
/// `start` and `goal` is a wall when a draw from 0 to 99 falls below `density` (a percentage).
///
/// ```
/// use runut::core::grid::{Board, Square};
/// use runut::problems::labyrinth::core::random_walls;
/// let (board, start, goal) = (Board::new(5, 5).unwrap(), Square::new(0, 0), Square::new(4, 4));
/// let walls = random_walls(board, 7, 30, start, goal);
/// assert_eq!(walls, random_walls(board, 7, 30, start, goal));
/// assert!(!walls.contains(&start) && !walls.contains(&goal));
/// assert!(random_walls(board, 7, 0, start, goal).is_empty());
/// ```
pub fn random_walls(
    board: Board,
    seed: u64,
    density: u8,
    start: Square,
    goal: Square,
) -> Vec<Square> {
    let mut rng = Rand32::new(seed);
    board
        .squares()
        .filter(|&at| {
            let draw = rng.rand_range(0..100);
            at != start && at != goal && draw < u32::from(density)
        })
        .collect()
}
