//! Labyrinths drawn from a seed: each cell but the start and the goal is a wall with a given
//! chance, so that a seed and a density always give the same walls.

use crate::core::grid::Square;
use oorandom::Rand32;

/// The walls of a `rows` × `cols` labyrinth drawn from `seed`: row by row, each cell other than
/// `start` and `goal` is a wall when a draw from 0 to 99 falls below `density` (a percentage).
///
/// ```
/// use runut::core::grid::Square;
/// use runut::problems::labyrinth::core::random_walls;
/// let (start, goal) = (Square::new(0, 0), Square::new(4, 4));
/// let walls = random_walls(5, 5, 7, 30, start, goal);
/// assert_eq!(walls, random_walls(5, 5, 7, 30, start, goal));
/// assert!(!walls.contains(&start) && !walls.contains(&goal));
/// assert!(random_walls(5, 5, 7, 0, start, goal).is_empty());
/// ```
pub fn random_walls(
    rows: u16,
    cols: u16,
    seed: u64,
    density: u8,
    start: Square,
    goal: Square,
) -> Vec<Square> {
    let mut rng = Rand32::new(seed);
    let cells = (0..rows).flat_map(|r| (0..cols).map(move |c| Square::new(r, c)));
    cells
        .filter(|&at| {
            let draw = rng.rand_range(0..100);
            at != start && at != goal && draw < u32::from(density)
        })
        .collect()
}
